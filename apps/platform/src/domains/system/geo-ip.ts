import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Country of an IP address (ISO 3166 alpha-2), or null when unknown. */
export interface GeoIp {
  countryOf(ip: string): Promise<string | null>;
}

/**
 * The built-in driver knows no address ranges, so loopback, private and public addresses all
 * stay unknown. An operator plugs a GeoIP database in here, or runs behind a proxy that sends
 * the country (TRUST_PROXY with a CF-IPCountry header).
 */
export const localGeoIp: GeoIp = {
  countryOf: async () => null,
};

declare module 'fastify' {
  interface FastifyInstance {
    geoIp: GeoIp;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { geoIp?: GeoIp | undefined }) => {
    app.decorate('geoIp', opts.geoIp ?? localGeoIp);
  },
  { name: 'geo-ip' },
);
