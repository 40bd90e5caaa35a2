import { affiliateCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerCall } from '../register-call.js';

/** Code checks one IP may make a minute: enough for visitors, too few to enumerate codes. */
const CHECKS_PER_MINUTE = 30;

/** Agent calls open to visitors: the invitation (affiliate) code check of docs/product.md §4. */
export default async function agentRoutes(app: FastifyInstance) {
  registerCall(app, affiliateCalls.affiliate, async ({ merchant, query, request }) => {
    const limit = await app.throttle.hit(
      `affiliate:${merchant.code}:${request.ip}`,
      CHECKS_PER_MINUTE,
      60,
    );
    if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
    const agent = query.code
      ? ((await app.accounts.agentByAffiliateCode(merchant.code, query.code)) ??
        (await app.accounts.inviteByCode(merchant.code, query.code)))
      : undefined;
    return { code: query.code, valid: agent !== undefined };
  });
}
