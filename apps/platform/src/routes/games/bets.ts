import { betRecordCalls, fromMinorUnits, pageInfo } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { BetLine } from '../../domains/games/bet-records.js';
import { namedIn } from '../../domains/games/games.js';
import { registerCall } from '../register-call.js';
import { lotteryNamesOf } from './lottery-names.js';

const betOnWire = ({ code: _code, ...line }: BetLine) => ({
  ...line,
  stake: fromMinorUnits(line.stake),
  win: fromMinorUnits(line.win),
  profit: fromMinorUnits(line.profit),
  createdAt: line.createdAt.toISOString(),
  settledAt: line.settledAt?.toISOString() ?? null,
});

/** The betting record: the member's game rounds and lottery orders with the period's totals. */
export default async function betRecordRoutes(app: FastifyInstance) {
  registerCall(app, betRecordCalls.betRecords, async (ctx) => {
    const { query } = ctx;
    const page = await app.betRecords.page(ctx.member.id, {
      ...query,
      vassalage: query.vassalage || undefined,
    });
    // Lottery games in the reader's language, as the lobby and the lottery's own record name them.
    const names = await lotteryNamesOf(app, ctx.merchant.code);
    return {
      list: namedIn(page.lines, names, ctx.languages).map(betOnWire),
      ...pageInfo(query.pageNo, query.pageSize, page.totalCount),
      totals: {
        count: page.totals.count,
        stake: fromMinorUnits(page.totals.stake),
        win: fromMinorUnits(page.totals.win),
        profit: fromMinorUnits(page.totals.profit),
      },
    };
  });
}
