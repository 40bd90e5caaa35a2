import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../../domains/options.js';
import devOutboxRoutes from './dev-outbox.js';
import statusRoutes from './status.js';

/** The site's status, settings and registration rules; the dev outbox only with DEV_OUTBOX=1. */
export default async function systemRoutes(app: FastifyInstance, { config }: DomainOptions) {
  await app.register(statusRoutes);
  if (config.devOutbox) await app.register(devOutboxRoutes);
}
