import { fromMinorUnits, pageInfo } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import {
  ledgerPostings,
  ledgerTransactions,
  members,
  walletAccounts,
  type Member,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { startOfDay } from '../../system/time-zone.js';
import { requireAgent } from '../team.js';
import { checkRange, zoneOf, type PagedRange, type ReportContext } from './context.js';
import { downlinesOf, pageOf } from './sql.js';

/** The downlines' ledger lines (every wallet) in a range, newest first. */
export async function transactions(
  ctx: ReportContext,
  agent: Member,
  query: PagedRange & {
    username?: string | undefined;
    type?: string | undefined;
  },
) {
  requireAgent(agent);
  checkRange(query.startDate, query.endDate);
  const zone = await zoneOf(ctx, agent);
  const where = [
    sql`t.created_at >= ${startOfDay(query.startDate, zone).toISOString()}::timestamptz`,
    sql`t.created_at < ${startOfDay(query.endDate, zone, 1).toISOString()}::timestamptz`,
  ];
  if (query.username) {
    const member = await ctx.team.memberOfTeam(agent, query.username);
    if (member.depth === 0) throw new AppError('member.not.downline');
    where.push(sql`a.member_id = ${member.id}`);
  } else {
    where.push(sql`a.member_id in ${downlinesOf(agent.id)}`);
  }
  if (query.type) where.push(sql`t.kind = ${query.type}`);
  const condition = sql.join(where, sql` and `);
  const from = sql`from ${ledgerPostings} lp join ${walletAccounts} a on a.id = lp.account_id
    join ${ledgerTransactions} t on t.id = lp.transaction_id
    join ${members} m on m.id = a.member_id`;
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: string;
      account: string;
      kind: string;
      amount: string;
      balance_after: string;
      created_at: string;
    }>(
      ctx.db,
      sql`select lp.id::text as id, m.username as account, t.kind, lp.amount::text as amount,
          lp.balance_after::text as balance_after, t.created_at::text as created_at
        ${from} where ${condition}
        order by lp.id desc
        ${pageOf(query)}`,
    ),
    rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n ${from} where ${condition}`),
  ]);
  return {
    ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0),
    list: rows.map((r) => ({
      id: r.id,
      account: r.account,
      type: r.kind,
      amount: fromMinorUnits(BigInt(r.amount)),
      balanceAfter: fromMinorUnits(BigInt(r.balance_after)),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}
