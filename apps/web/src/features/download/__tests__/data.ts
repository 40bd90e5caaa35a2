import type { DomainRoute } from '@site/contract';

type AppType = DomainRoute['resources'][number]['resourceType'];

/** The domain route answer with an app for each type given. */
export function domainRoute(types: AppType[]): DomainRoute {
  return {
    domainList: ['demo.example'],
    resources: types.map((resourceType) => ({
      resourceType,
      url: `https://apps.example/${resourceType.toLowerCase()}`,
      qrCodeUrl: `https://apps.example/qr/${resourceType.toLowerCase()}`,
      labelNameCn: resourceType,
    })),
  };
}
