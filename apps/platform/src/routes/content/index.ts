import type { FastifyInstance } from 'fastify';
import type { DomainOptions } from '../../domains/options.js';
import contentRoutes from './content.js';
import mediaRoutes from './media.js';
import supportRoutes from './support.js';

/** The operator's pages, notices and help, generated media, customer support. */
export default async function contentRouteGroup(app: FastifyInstance, { config }: DomainOptions) {
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(supportRoutes, { dataDir: config.dataDir });
}
