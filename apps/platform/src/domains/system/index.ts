import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import geoIp from './geo-ip.js';
import keyring from './keyring.js';
import merchants from './merchants.js';
import messaging from './messaging.js';
import outbox from './outbox.js';
import publicReads from './public-reads.js';
import readVersions from './read-versions.js';
import settings from './settings.js';
import siteStatus from './site-status.js';
import throttle from './throttle.js';

/** What every other domain stands on: merchants, their settings and status, throttles, keys, gateways. */
export default fp(
  async (app: FastifyInstance, { config, drivers }: DomainOptions) => {
    await app.register(geoIp, { geoIp: drivers.geoIp });
    await app.register(throttle);
    await app.register(readVersions);
    await app.register(merchants, { defaultMerchant: config.defaultMerchant });
    await app.register(publicReads);
    await app.register(siteStatus, { countryHeader: config.countryHeader });
    await app.register(settings);
    await app.register(keyring);
    await app.register(outbox);
    await app.register(messaging, {
      sms: drivers.sms,
      email: drivers.email,
      devOutbox: config.devOutbox,
    });
  },
  { name: 'domain:system', dependencies: ['db'] },
);
