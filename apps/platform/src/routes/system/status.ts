import { systemCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** Site-wide calls: status, brand, settings, registration rules, domains, countries, key. */
export default async function systemRoutes(app: FastifyInstance) {
  registerCall(app, systemCalls.status, async ({ merchant, languages, request }) => {
    const visitor = await app.siteStatus.visitorOf(request);
    return {
      status: app.siteStatus.statusOf(merchant, visitor),
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
      location: visitor,
    };
  });

  registerCall(app, systemCalls.whitelabel, ({ merchant, languages }) =>
    app.siteContent.whitelabelMenu(merchant.code, languages),
  );

  registerCall(app, systemCalls.settings, async ({ merchant }) => ({
    modules: await app.settings.tree(merchant.code),
  }));

  registerCall(app, systemCalls.registerSettings, async ({ merchant }) => ({
    fields: await app.settings.registerRules(merchant.code),
  }));

  registerCall(app, systemCalls.domainRoute, async ({ merchant }) => ({
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
