import {
  fromMinorUnits,
  MemberType,
  transferCalls,
  walletCalls,
  type Language,
} from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Member, Merchant } from '../../db/schema/index.js';
import type { Mover, TransferOutcome } from '../../domains/money/transfers.js';
import { walletOnWire } from '../../domains/ledger/wallets.js';
import { registerCall } from '../register-call.js';

const transferOnWire = (outcome: TransferOutcome) => ({
  transactionId: outcome.transactionId,
  wallets: outcome.wallets.map(walletOnWire),
  sumBalance: fromMinorUnits(outcome.sumBalance),
});

/** The session's member moving its money, under the request's Idempotency-Key. */
function moverOf(ctx: {
  member: Member;
  merchant: Merchant;
  language: Language;
  idempotencyKey: string;
}): Mover {
  return {
    member: ctx.member,
    merchant: ctx.merchant,
    language: ctx.language,
    key: ctx.idempotencyKey,
  };
}

/** The member's wallets: balances, and transfers between them and to an upline or downline. */
export default async function walletRoutes(app: FastifyInstance) {
  // A trial account holds play money only (its PLAY wallet): its sum says so.
  const balanceOf = (ctx: { merchant: Merchant }, member: Member, sum: bigint) => ({
    sumBalance: fromMinorUnits(sum),
    currencyCode: ctx.merchant.currencyCode,
    currencySymbol: ctx.merchant.currencySymbol,
    ...(member.type === MemberType.trial ? { playMoney: true } : {}),
  });

  registerCall(app, walletCalls.balance, async (ctx) => {
    const { member } = ctx;
    return balanceOf(ctx, member, await app.wallets.sumBalance(member.id));
  });

  registerCall(app, walletCalls.playTopUp, async (ctx) => {
    const { member } = ctx;
    if (!ctx.idempotencyKey) throw new Error('a money call without its idempotency key');
    return balanceOf(ctx, member, await app.playMoney.topUp(member, ctx.idempotencyKey));
  });

  registerCall(app, transferCalls.merchantWallet, async (ctx) => {
    const view = await app.wallets.merchantWallet(ctx.merchant, ctx.member.id, ctx.language);
    return {
      isSingle: view.isSingle,
      main: walletOnWire(view.main),
      wallets: view.wallets.map(walletOnWire),
      sumBalance: fromMinorUnits(view.sumBalance),
    };
  });

  registerCall(app, transferCalls.transfer, async (ctx) =>
    transferOnWire(await app.transfers.betweenWallets(moverOf(ctx), ctx.body)),
  );
  registerCall(app, transferCalls.consolidate, async (ctx) =>
    transferOnWire(await app.transfers.recallAll(moverOf(ctx))),
  );
  registerCall(app, transferCalls.transferUpline, async (ctx) =>
    transferOnWire(await app.transfers.toUpline(moverOf(ctx), ctx.body)),
  );
  registerCall(app, transferCalls.downline, (ctx) =>
    app.transfers.downline(ctx.member, ctx.merchant, ctx.params.username, ctx.language),
  );
  registerCall(app, transferCalls.transferDownline, async (ctx) =>
    transferOnWire(await app.transfers.toDownline(moverOf(ctx), ctx.body)),
  );
}
