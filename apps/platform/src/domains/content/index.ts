import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import announcements from './announcements.js';
import helpCenter from './help-center.js';
import siteContent from './site-content.js';

/** What the operator writes for visitors: pages, banners, notices, help. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(siteContent);
    await app.register(announcements);
    await app.register(helpCenter);
  },
  { name: 'domain:content', dependencies: ['domain:system'] },
);
