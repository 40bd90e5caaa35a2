import { agentCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** Agent calls open to visitors: the invitation (affiliate) code check of SPEC §4. */
export default async function agentRoutes(app: FastifyInstance) {
  registerCall(app, agentCalls.affiliate, async ({ merchant, query }) => ({
    code: query.code,
    valid:
      query.code !== '' &&
      (await app.registration.agentByAffiliateCode(merchant.code, query.code)) !== undefined,
  }));
}
