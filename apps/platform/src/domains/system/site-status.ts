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

export function createSiteStatus(app: FastifyInstance, countryHeader: string | undefined) {
  /** Who is asking: the client address (X-Forwarded-For when trusted) and its country. */
  async function visitorOf(request: FastifyRequest): Promise<Visitor> {
    const ip = request.ip;
    const header = countryHeader ? request.headers[countryHeader] : undefined;
    // Cloudflare sends XX for unknown and T1 for Tor: neither is a country.
    if (typeof header === 'string' && /^[A-Z]{2}$/.test(header) && header !== 'XX') {
      return { ip, country: header };
    }
    return { ip, country: (await app.geoIp.countryOf(ip)) ?? UNKNOWN_COUNTRY };
  }

  return {
    visitorOf,
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
