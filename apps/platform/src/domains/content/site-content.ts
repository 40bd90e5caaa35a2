import type { ContactResource, CustomerService, DomainRoute, WhitelabelMenu } from '@site/contract';
import { appResourceTypeSchema, whitelabelMenuCodeSchema } from '@site/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  appResources,
  contactResources,
  countries,
  customerServices,
  logos,
  whitelabelPages,
  type LabelText,
  type Translations,
} from '../../db/schema/index.js';
import { pickTranslation, type LanguageOrder } from '../../http/request-language.js';

const labelOf = (
  row: { translations: Translations<LabelText> },
  order: LanguageOrder,
  fallback: string,
) => pickTranslation(row.translations, order)?.text.label ?? fallback;

/** What the site shows around the games: contacts, downloads, footer pages, logos, countries. */
export function createSiteContentRepository(db: Db) {
  return {
    async contactResources(merchantCode: string, order: LanguageOrder): Promise<ContactResource[]> {
      const rows = await db
        .select()
        .from(contactResources)
        .where(eq(contactResources.merchantCode, merchantCode))
        .orderBy(asc(contactResources.sortOrder));
      return rows.map((r) => ({
        resourceType: r.resourceType,
        label: labelOf(r, order, r.resourceType),
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
      }));
    },

    async customerServices(merchantCode: string, order: LanguageOrder): Promise<CustomerService[]> {
      const rows = await db
        .select()
        .from(customerServices)
        .where(eq(customerServices.merchantCode, merchantCode))
        .orderBy(asc(customerServices.sortOrder));
      return rows.map((r) => ({ type: r.type, label: labelOf(r, order, r.type), url: r.url }));
    },

    async appResources(merchantCode: string): Promise<DomainRoute['resources']> {
      const rows = await db
        .select()
        .from(appResources)
        .where(eq(appResources.merchantCode, merchantCode))
        .orderBy(asc(appResources.sortOrder));
      return rows.map((r) => ({
        resourceType: appResourceTypeSchema.parse(r.resourceType),
        url: r.url,
        qrCodeUrl: r.qrCodeUrl,
        labelNameCn: r.labelNameCn,
      }));
    },

    /** The app file behind a download path, when some merchant offers it. */
    async appFile(fileName: string) {
      const [row] = await db
        .select({ fileName: appResources.fileName, resourceType: appResources.resourceType })
        .from(appResources)
        .where(eq(appResources.fileName, fileName))
        .limit(1);
      return row;
    },

    async whitelabelMenu(merchantCode: string, order: LanguageOrder): Promise<WhitelabelMenu> {
      const pages = await db
        .select()
        .from(whitelabelPages)
        .where(eq(whitelabelPages.merchantCode, merchantCode))
        .orderBy(asc(whitelabelPages.sortOrder));
      const logoRows = await db
        .select()
        .from(logos)
        .where(eq(logos.merchantCode, merchantCode))
        .orderBy(asc(logos.sortOrder));
      const logosOf = (kind: string) =>
        logoRows
          .filter((l) => l.kind === kind)
          .map(({ code, name, imageUrl }) => ({ code, name, imageUrl }));
      return {
        menus: pages.map((p) => ({
          code: whitelabelMenuCodeSchema.parse(p.code),
          ...(pickTranslation(p.translations, order)?.text ?? { title: p.code, content: '' }),
        })),
        providerLogos: logosOf('provider'),
        paymentLogos: logosOf('payment'),
        licenseLogos: logosOf('license'),
      };
    },

    /** A footer logo by kind and code (images are asked for without a Merchant header). */
    async logo(kind: string, code: string) {
      const [row] = await db
        .select({ name: logos.name })
        .from(logos)
        .where(and(eq(logos.kind, kind), eq(logos.code, code)))
        .limit(1);
      return row;
    },

    async countries() {
      return db
        .select({
          countryCode: countries.code,
          countryDialingCode: countries.dialingCode,
          name: countries.name,
        })
        .from(countries)
        .orderBy(asc(countries.sortOrder));
    },
  };
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    siteContent: SiteContentRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('siteContent', createSiteContentRepository(app.db));
  },
  { name: 'site-content', dependencies: ['db'] },
);
