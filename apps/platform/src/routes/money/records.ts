import { fromMinorUnits, pageInfo, recordCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { RecordLine } from '../../domains/money/records.js';
import { registerCall } from '../register-call.js';

const lineOnWire = (line: RecordLine) => ({
  id: line.id,
  transactionId: line.transactionId,
  type: line.type,
  wallet: line.wallet,
  amount: fromMinorUnits(line.amount),
  balanceAfter: fromMinorUnits(line.balanceAfter),
  createdAt: line.createdAt.toISOString(),
});

/** The member's account records, read from the ledger so they always agree with the wallets. */
export default async function recordRoutes(app: FastifyInstance) {
  registerCall(app, recordCalls.transactionHistory, async (ctx) => {
    const { lines, totalCount } = await app.records.history(ctx.member.id, ctx.query);
    return {
      list: lines.map(lineOnWire),
      ...pageInfo(ctx.query.pageNo, ctx.query.pageSize, totalCount),
    };
  });

  registerCall(app, recordCalls.transactionDetail, async (ctx) => {
    const detail = await app.records.detail(
      ctx.member.id,
      ctx.merchant.code,
      ctx.query.transactionId,
      ctx.language,
    );
    return {
      ...detail,
      createdAt: detail.createdAt.toISOString(),
      lines: detail.lines.map(lineOnWire),
    };
  });

  registerCall(app, recordCalls.personalProfit, async (ctx) => {
    const sums = await app.records.profit(ctx.member.id, ctx.query);
    return {
      deposit: fromMinorUnits(sums.deposit),
      withdrawal: fromMinorUnits(sums.withdrawal),
      bet: fromMinorUnits(sums.bet),
      win: fromMinorUnits(sums.win),
      bonus: fromMinorUnits(sums.bonus),
      adjustment: fromMinorUnits(sums.adjustment),
      profit: fromMinorUnits(sums.profit),
    };
  });

  registerCall(app, recordCalls.bonusDetails, async (ctx) => {
    const page = await app.records.bonuses(ctx.member.id, ctx.query);
    return {
      list: page.bonuses.map((b) => ({
        transactionId: b.transactionId,
        amount: fromMinorUnits(b.amount),
        title: b.title,
        createdAt: b.createdAt.toISOString(),
      })),
      ...pageInfo(ctx.query.pageNo, ctx.query.pageSize, page.totalCount),
      total: fromMinorUnits(page.total),
    };
  });
}
