import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import opsAudit from './ops-audit.js';

/** The operator's side: the audit of what operators did. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(opsAudit);
  },
  { name: 'domain:ops', dependencies: ['db'] },
);
