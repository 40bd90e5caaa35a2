import { SystemStatus } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** ISO 3166's "unknown": what a visitor gets when nothing knows their country. */
export const UNKNOWN_COUNTRY = 'ZZ';

export interface Visitor {
  ip: string;
  country: string;
}
export type SiteStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins). */
export function statusOf(merchant: Merchant, visitor: Visitor): SiteStatus {
  if (merchant.maintenanceOn) return SystemStatus.maintenance;
  if (merchant.regionRestrictionOn && !merchant.allowedCountries.includes(visitor.country)) {
    return SystemStatus.regionRestricted;
  }
  return SystemStatus.normal;
}

/** How long an address's country is kept, and for how many addresses at most. */
export const COUNTRY_KEPT_MS = 10 * 60_000;
export const COUNTRIES_KEPT = 10_000;

export function createSiteStatus(app: FastifyInstance, countryHeader: string | undefined) {
  // The GeoIP driver's answers, per address: a lookup may cost a database read, and every
  // status call and site-guarded call asks it.
  const countries = new Map<string, { country: string; until: number }>();

  /** The country the proxy's header names, if it names one. */
  function headerCountry(request: FastifyRequest): string | undefined {
    const header = countryHeader ? request.headers[countryHeader] : undefined;
    // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
    return typeof header === 'string' && /^[A-Z]{2}$/.test(header) && header !== 'XX'
      ? header
      : undefined;
  }

  /** `visitorOf` answered in the same tick when the address's country is kept, else undefined. */
  function visitorNow(request: FastifyRequest): Visitor | undefined {
    const ip = request.ip;
    const country = headerCountry(request);
    if (country) return { ip, country };
    const kept = countries.get(ip);
    return kept && kept.until > Date.now() ? { ip, country: kept.country } : undefined;
  }

  /** Who is asking: the client address (X-Forwarded-For when trusted) and its country. */
  async function visitorOf(request: FastifyRequest): Promise<Visitor> {
    const known = visitorNow(request);
    if (known) return known;
    const ip = request.ip;
    const country = (await app.geoIp.countryOf(ip)) ?? UNKNOWN_COUNTRY;
    if (countries.size >= COUNTRIES_KEPT) countries.delete(countries.keys().next().value!);
    countries.set(ip, { country, until: Date.now() + COUNTRY_KEPT_MS });
    return { ip, country };
  }

  return {
    visitorOf,
    visitorNow,
    statusOf,

    /** Blocks a site call while the merchant is in maintenance or the visitor is restricted. */
    async guard(request: FastifyRequest, merchant: Merchant): Promise<void> {
      const status = statusOf(merchant, await visitorOf(request));
      if (status === SystemStatus.maintenance) throw new AppError('system.maintenance');
      if (status === SystemStatus.regionRestricted) throw new AppError('system.region.restricted');
    },
  };
}
export type SiteStatusService = ReturnType<typeof createSiteStatus>;

declare module 'fastify' {
  interface FastifyInstance {
    siteStatus: SiteStatusService;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { countryHeader: string | undefined }) => {
    app.decorate('siteStatus', createSiteStatus(app, opts.countryHeader));
  },
  { name: 'site-status', dependencies: ['geo-ip'] },
);
