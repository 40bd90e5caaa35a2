import { fromMinorUnits } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import {
  ledgerPostings,
  ledgerTransactions,
  walletAccounts,
  type Member,
} from '../../../db/schema/index.js';
import { sqlDayOf, startOfDay } from '../../system/time-zone.js';
import { requireAgent } from '../team.js';
import { checkRange, zoneOf, type ReportContext } from './context.js';

/** The income columns, by the first part of the paying transaction's reference. */
const column = {
  REBATE: 'rebate',
  DIVIDEND: 'dividend',
  DAILY: 'dailySalary',
  HOURLY: 'hourlySalary',
  REALTIME: 'realtimeSalary',
} as const;
type Row = Record<(typeof column)[keyof typeof column], bigint>;
const empty = (): Row => ({
  rebate: 0n,
  dividend: 0n,
  dailySalary: 0n,
  hourlySalary: 0n,
  realtimeSalary: 0n,
});
const onWire = (day: string, r: Row) => ({
  day,
  rebate: fromMinorUnits(r.rebate),
  dividend: fromMinorUnits(r.dividend),
  dailySalary: fromMinorUnits(r.dailySalary),
  hourlySalary: fromMinorUnits(r.hourlySalary),
  realtimeSalary: fromMinorUnits(r.realtimeSalary),
  total: fromMinorUnits(r.rebate + r.dividend + r.dailySalary + r.hourlySalary + r.realtimeSalary),
});

/**
 * The agent's own income by day: what its contracts paid it less what it paid its
 * downlines' contracts (the differential it keeps), per kind, and the rebates it was paid
 * (its own and its differential, agents.rebate).
 */
export async function income(
  ctx: ReportContext,
  agent: Member,
  startDate: string,
  endDate: string,
) {
  requireAgent(agent);
  const days = checkRange(startDate, endDate);
  const zone = await zoneOf(ctx, agent);
  const rows = await rowsOf<{ day: string; reference: string | null; amount: string }>(
    ctx.db,
    sql`select ${sql.raw(sqlDayOf('t.created_at', zone))}::text as day,
        split_part(t.reference, ':', 1) as reference, sum(lp.amount)::text as amount
      from ${walletAccounts} a
      join ${ledgerPostings} lp on lp.account_id = a.id
      join ${ledgerTransactions} t on t.id = lp.transaction_id
      where a.member_id = ${agent.id} and t.kind in ('SALARY', 'DIVIDEND', 'REBATE')
        and t.created_at >= ${startOfDay(startDate, zone).toISOString()}::timestamptz
        and t.created_at < ${startOfDay(endDate, zone, 1).toISOString()}::timestamptz
      group by 1, 2`,
  );
  const byDay = new Map<string, Row>();
  for (const r of rows) {
    const key = column[r.reference as keyof typeof column];
    if (!key) continue;
    const row = byDay.get(r.day) ?? empty();
    row[key] += BigInt(r.amount);
    byDay.set(r.day, row);
  }
  const total = empty();
  const list = days.map((day) => {
    const r = byDay.get(day) ?? empty();
    for (const key of Object.keys(total) as (keyof Row)[]) total[key] += r[key];
    return onWire(day, r);
  });
  return { list, total: onWire(endDate, total) };
}
