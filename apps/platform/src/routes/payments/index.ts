import { MAX_PROOF_BYTES, MAX_PROOF_IMAGES, paymentCalls } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerCall } from '../register-call.js';

/** Proofs travel as base64 in JSON: 3 images of 5 MB are ~21 MB, far above the 1 MiB default. */
const CONFIRMATION_BODY_LIMIT =
  Math.ceil((MAX_PROOF_BYTES * 4) / 3) * MAX_PROOF_IMAGES + 256 * 1024;

/** Confirmations (with their uploads) a member may send in an hour. */
const CONFIRMATIONS_PER_HOUR = 20;

/** The member's deposits, payout cards and withdrawals (paymentCalls). */
export default async function paymentRoutes(app: FastifyInstance) {
  /**
   * Before a ~21 MB body is read and parsed: only a live session may send one, and only so
   * many an hour, so strangers cannot make the platform buffer uploads.
   */
  const admitUpload = async (request: FastifyRequest) => {
    const merchant = await app.merchants.fromRequest(request);
    const auth = await app.sessions.authenticate(request.headers.authorization, merchant.code);
    if (!auth) throw new AppError('login.not.session');
    const hit = await app.throttle.hit(
      `withdraw-confirmation:${auth.member.id}`,
      CONFIRMATIONS_PER_HOUR,
      3600,
    );
    if (!hit.allowed) throw new AppError('request.throttled', { retryAt: hit.retryAt });
  };
  app.addHook('onRoute', (route) => {
    if (route.url === paymentCalls.confirmWithdrawal.path) {
      route.bodyLimit = CONFIRMATION_BODY_LIMIT;
      route.onRequest = admitUpload;
    }
  });

  registerCall(app, paymentCalls.depositMethods, async (ctx) => ({
    methods: await app.payments.deposits.methods(ctx.merchant.code, ctx.language),
  }));
  registerCall(app, paymentCalls.deposit, (ctx) =>
    app.payments.deposits.open(
      ctx.member,
      ctx.merchant,
      ctx.body,
      ctx.idempotencyKey,
      ctx.language,
    ),
  );
  registerCall(app, paymentCalls.depositOrders, (ctx) =>
    app.payments.deposits.ofMember(ctx.member.id, ctx.query),
  );

  registerCall(app, paymentCalls.cardProviders, async () => {
    const providers = app.payments.cards.providers();
    return { B: [...providers.B], E: [...providers.E], V: [...providers.V] };
  });
  registerCall(app, paymentCalls.cards, (ctx) => app.payments.cards.list(ctx.member));
  registerCall(app, paymentCalls.bindCard, (ctx) =>
    app.payments.cards.bind(ctx.member, ctx.merchant.code, ctx.body, ctx.language),
  );

  registerCall(app, paymentCalls.withdrawSettings, (ctx) =>
    app.payments.memberWithdrawals.settings(ctx.member, ctx.merchant),
  );
  registerCall(app, paymentCalls.withdraw, (ctx) =>
    app.payments.memberWithdrawals.request(
      ctx.member,
      ctx.merchant,
      ctx.body,
      ctx.idempotencyKey,
      ctx.language,
    ),
  );
  registerCall(app, paymentCalls.withdrawals, (ctx) =>
    app.payments.memberWithdrawals.list(ctx.member.id, ctx.query),
  );
  registerCall(app, paymentCalls.confirmWithdrawal, (ctx) =>
    app.payments.memberWithdrawals.confirm(ctx.member, ctx.params.id, ctx.body, ctx.language),
  );
}
