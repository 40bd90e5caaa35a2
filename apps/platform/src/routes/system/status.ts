import { systemCalls, type SystemStatusValue } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { etagOf } from '../../domains/system/public-reads.js';
import { languageOrder, requestLanguage } from '../../http/request-language.js';
import { parse, registerCall } from '../register-call.js';
import { registerPublicRead, sendAnswer } from '../register-public-read.js';
import { requestMerchant } from '../request-merchant.js';

/** Site-wide calls: status, brand, settings, registration rules, domains, countries, key. */
export default async function systemRoutes(app: FastifyInstance) {
  // The merchant's part is kept as JSON; the visitor's (status, location) is spliced around it
  // per request, in the contract's key order, rather than the whole answer serialised again.
  app.get(systemCalls.status.path, async (request, reply) => {
    const merchant = await requestMerchant(app, request, systemCalls.status.path);
    parse(systemCalls.status.query, request.query, 'query');
    const languages = languageOrder(requestLanguage(request), merchant.defaultLanguage);
    const site = await app.publicReads.value(
      merchant.code,
      ['site'],
      `status ${languages.join(',')}`,
      async () => {
        const part: Omit<SystemStatusValue, 'status' | 'location'> = {
          info: {
            whitelabel: {
              merchantCode: merchant.code,
              brandName: merchant.brandName,
              logoUrl: `/media/brand/${merchant.code}.svg`,
              currencyCode: merchant.currencyCode,
              currencySymbol: merchant.currencySymbol,
              themeColor: merchant.themeColor,
              copyrightYear: merchant.copyrightYear,
            },
            register: { enabled: merchant.registerEnabled },
            resources: await app.siteContent.contactResources(merchant.code, languages),
            customerService: await app.siteContent.customerServices(merchant.code, languages),
            analytics: { gtagId: merchant.gtagId },
            imageCDNs: merchant.imageCdns,
            launchGameCDNs: merchant.launchGameCdns,
          },
          maintenance: {
            maintenanceEnd: merchant.maintenanceUntil?.toISOString() ?? null,
            notice: merchant.maintenanceNotice,
          },
          regionRestriction: merchant.regionRestrictionOn,
        };
        const json = JSON.stringify(part);
        return { members: json.slice(1, -1), tag: etagOf(json).slice(3, -1) };
      },
    );
    const visitor = await app.siteStatus.visitorOf(request);
    const status = app.siteStatus.statusOf(merchant, visitor);
    const location: SystemStatusValue['location'] = visitor;
    const body = `{"success":true,"value":{"status":${status},${site.members},"location":${JSON.stringify(location)}}}`;
    const who = Buffer.from(`${visitor.ip} ${visitor.country}`).toString('base64url');
    return sendAnswer(request, reply, { body, etag: `W/"${site.tag}.${status}.${who}"` });
  });

  registerPublicRead(app, systemCalls.whitelabel, ['site'], ({ merchant, languages }) =>
    app.siteContent.whitelabelMenu(merchant.code, languages),
  );

  registerPublicRead(app, systemCalls.settings, ['site'], async ({ merchant }) => ({
    modules: await app.settings.tree(merchant.code),
  }));

  registerPublicRead(app, systemCalls.registerSettings, ['site'], async ({ merchant }) => ({
    fields: await app.settings.registerRules(merchant.code),
  }));

  registerPublicRead(app, systemCalls.domainRoute, ['site'], async ({ merchant }) => ({
    domainList: merchant.domainList,
    resources: await app.siteContent.appResources(merchant.code),
  }));

  registerCall(app, systemCalls.countryCode, async ({ merchant, request }) => {
    const countries = await app.siteContent.countries();
    const { country } = await app.siteStatus.visitorOf(request);
    // Unknown visitors (e.g. on localhost) get the merchant's home country.
    const guess =
      countries.find((c) => c.countryCode === country) ??
      countries.find((c) => merchant.allowedCountries.includes(c.countryCode)) ??
      countries[0];
    return {
      countryCode: guess?.countryCode ?? country,
      countryDialingCode: guess?.countryDialingCode ?? '',
      countries,
    };
  });

  registerCall(app, systemCalls.rsaKey, () => app.keyring.current());
}
