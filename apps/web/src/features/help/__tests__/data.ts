import type { HelpItem, WhitelabelMenu } from '@site/contract';

/** Small, contract-valid answers for the help page's calls. */
export const helpItem = (code: string, title: string, content: string): HelpItem => ({
  id: `help-${code}`,
  code,
  title,
  content,
});

type MenuCode = WhitelabelMenu['menus'][number]['code'];

export function whitelabelMenu(pages: [MenuCode, string, string][]): WhitelabelMenu {
  return {
    menus: pages.map(([code, title, content]) => ({ code, title, content })),
    providerLogos: [],
    paymentLogos: [],
    licenseLogos: [],
  };
}
