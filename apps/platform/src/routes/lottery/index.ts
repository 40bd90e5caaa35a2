import { lotteryCalls, lotteryOrderCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Member, Merchant } from '../../db/schema/index.js';
import type { OrderActor } from '../../domains/lottery/orders.js';
import { MAIN_WALLET } from '../../domains/ledger/wallets.js';
import { bettingWalletOf } from '../../domains/money/play-money.js';
import { registerCall } from '../register-call.js';

/** The member and key of a money call. */
function actorOf(ctx: { member: Member; merchant: Merchant; idempotencyKey: string }): OrderActor {
  const { member } = ctx;
  return {
    merchantCode: ctx.merchant.code,
    memberId: member.id,
    // A free-play guest stakes its play money (docs/product.md §4 free play).
    wallet: bettingWalletOf(member, MAIN_WALLET),
    key: ctx.idempotencyKey,
  };
}

/**
 * The lottery pages' calls: games, the issues near now, draw history, trend statistics; a
 * game's limits; the member's orders (placing, cancelling, today's, the record, one order,
 * one chase).
 */
export default async function lotteryRoutes(app: FastifyInstance) {
  const { reads, records, orders, now } = app.lottery;

  registerCall(app, lotteryCalls.games, (ctx) =>
    reads.games(ctx.merchant.code, ctx.languages, now()),
  );

  registerCall(app, lotteryCalls.near, ({ merchant, query }) =>
    reads.near(merchant.code, query.gameId, now()),
  );

  registerCall(app, lotteryCalls.draws, ({ merchant, params, query }) =>
    reads.history(merchant.code, params.gameId, query.page, query.size, now()),
  );

  registerCall(app, lotteryCalls.hotGap, ({ merchant, params, query }) =>
    reads.hotGap(merchant.code, params.gameId, query.count),
  );

  registerCall(app, lotteryOrderCalls.setting, ({ merchant, params }) =>
    app.lottery.setting(merchant.code, params.gameId),
  );

  registerCall(app, lotteryOrderCalls.chaseNumeros, ({ merchant, params, query }) =>
    records.chaseNumeros(merchant.code, params.gameId, query.count),
  );

  registerCall(app, lotteryOrderCalls.betting, (ctx) => orders.place(actorOf(ctx), ctx.body));

  registerCall(app, lotteryOrderCalls.cancel, (ctx) =>
    orders.cancel(actorOf(ctx), ctx.body.orderNumbers),
  );

  registerCall(app, lotteryOrderCalls.today, (ctx) =>
    records.today(ctx.merchant.code, ctx.member.id, ctx.query, ctx.languages),
  );

  registerCall(app, lotteryOrderCalls.orders, (ctx) =>
    records.orders(ctx.merchant.code, ctx.member.id, ctx.query, ctx.languages),
  );

  registerCall(app, lotteryOrderCalls.detail, (ctx) =>
    records.detail(ctx.member.id, ctx.params.orderNumber, ctx.languages),
  );

  registerCall(app, lotteryOrderCalls.chase, (ctx) =>
    records.chase(ctx.member.id, ctx.params.chaseNumber, ctx.languages),
  );
}
