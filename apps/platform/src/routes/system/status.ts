import { systemCalls, type SystemStatusValue } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Merchant } from '../../db/schema/index.js';
import { etagOf, type CachedAnswer } from '../../domains/system/public-reads.js';
import type { ReadArea } from '../../domains/system/read-versions.js';
import type { Visitor } from '../../domains/system/site-status.js';
import { isEmpty } from '../../http/edges.js';
import { languageOrder, requestLanguage, type LanguageOrder } from '../../http/request-language.js';
import { parse, registerCall } from '../register-call.js';
import { keptAnswerRoute, registerPublicRead, sendAnswer } from '../register-public-read.js';
import { requestMerchant, requestMerchantNow } from '../request-merchant.js';

/** The status answer's merchant part (JSON members and their tag), and its answers per visitor. */
interface SitePart {
  members: string;
  tag: string;
  answers: Map<string, CachedAnswer>;
}

/** Status answers kept per merchant part: one per visitor address, so bounded. */
const VISITORS_KEPT = 1_000;
const SITE: readonly ReadArea[] = ['site'];

/** The status query is usually empty: that one is checked once, not per request. */
const statusQuery = systemCalls.status.query;
const emptyQueryValid = !statusQuery || z.safeParse(statusQuery, {}).success;
const parseQuery = (query: unknown) => {
  if (emptyQueryValid && isEmpty(query)) return;
  parse(statusQuery, query, 'query');
};

/** Site-wide calls: status, brand, settings, registration rules, domains, countries, key. */
export default async function systemRoutes(app: FastifyInstance) {
  // The merchant's part is kept as JSON; the visitor's (status, location) is spliced around it
  // in the contract's key order, and the answer kept per visitor beside it, so a repeated call
  // is a few map lookups and the send: no await, no serialising.
  const statusPath = systemCalls.status.path;

  async function sitePart(merchant: Merchant, languages: LanguageOrder): Promise<SitePart> {
    const part: Omit<SystemStatusValue, 'status' | 'location'> = {
      info: {
        whitelabel: {
          merchantCode: merchant.code,
          brandName: merchant.brandName,
          logoUrl: `/media/brand/${merchant.code}.svg`,
          compactLogoUrl: `/media/brand/compact/${merchant.code}.svg`,
          currencyCode: merchant.currencyCode,
          currencySymbol: merchant.currencySymbol,
          themeColor: merchant.themeColor,
          copyrightYear: merchant.copyrightYear,
          timeZone: merchant.timeZone,
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
    return { members: json.slice(1, -1), tag: etagOf(json).slice(3, -1), answers: new Map() };
  }

  /** The whole answer for this merchant part, status and visitor, made once and kept. */
  function answerOf(site: SitePart, status: number, visitor: Visitor): CachedAnswer {
    const key = `${status} ${visitor.ip} ${visitor.country}`;
    let answer = site.answers.get(key);
    if (!answer) {
      const location: SystemStatusValue['location'] = visitor;
      const body = `{"success":true,"value":{"status":${status},${site.members},"location":${JSON.stringify(location)}}}`;
      const who = Buffer.from(`${visitor.ip} ${visitor.country}`).toString('base64url');
      answer = { body, etag: `W/"${site.tag}.${status}.${who}"` };
      if (site.answers.size >= VISITORS_KEPT) site.answers.clear();
      site.answers.set(key, answer);
    }
    return answer;
  }

  const siteKey = (languages: LanguageOrder) => `status ${languages.join(',')}`;

  app.get(statusPath, keptAnswerRoute, (request, reply) => {
    // Everything at hand (the usual case): answered in this tick.
    const merchant = requestMerchantNow(app, request, statusPath);
    if (merchant) {
      parseQuery(request.query);
      const languages = languageOrder(requestLanguage(request), merchant.defaultLanguage);
      const site = app.publicReads.valueNow<SitePart>(merchant.code, SITE, siteKey(languages));
      const visitor = app.siteStatus.visitorNow(request);
      if (site && visitor) {
        const status = app.siteStatus.statusOf(merchant, visitor);
        // The reply itself, not undefined: fastify then leaves its send be.
        return sendAnswer(request, reply, answerOf(site.value, status, visitor));
      }
    }
    return (async () => {
      const merchant = await requestMerchant(app, request, statusPath);
      parseQuery(request.query);
      const languages = languageOrder(requestLanguage(request), merchant.defaultLanguage);
      const site = await app.publicReads.value(merchant.code, SITE, siteKey(languages), () =>
        sitePart(merchant, languages),
      );
      const visitor = await app.siteStatus.visitorOf(request);
      const status = app.siteStatus.statusOf(merchant, visitor);
      return sendAnswer(request, reply, answerOf(site, status, visitor));
    })();
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
