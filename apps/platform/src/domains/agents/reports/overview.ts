import { fromMinorUnits } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import { teamDays, teamPaths, walletAccounts, type Member } from '../../../db/schema/index.js';
import { merchantTimeZone } from '../../system/merchants.js';
import { sqlDayOf, startOfDay } from '../../system/time-zone.js';
import { requireAgent } from '../team.js';
import { checkRange, type ReportContext } from './context.js';
import { add, figuresOf, figuresOnWire, zero, type FigureRow } from './figures.js';
import { activeMembers, FIGURE_COLUMNS } from './sql.js';

/**
 * The team's new members per day of the range, from the members themselves: the team's size is
 * read live, so the members counted in it today show as new today too, not after the next
 * rollup of the daily aggregates.
 */
async function newMembersByDay(
  db: ReportContext['db'],
  agent: Member,
  startDate: string,
  endDate: string,
) {
  const zone = await merchantTimeZone(db, agent.merchantCode);
  const rows = await rowsOf<{ day: string; n: number }>(
    db,
    sql`select ${sql.raw(sqlDayOf('m.created_at', zone))}::text as day, count(*)::int as n
      from ${teamPaths} p join members m on m.id = p.descendant_id
      where p.ancestor_id = ${agent.id} and p.depth > 0
        and m.created_at >= ${startOfDay(startDate, zone).toISOString()}::timestamptz
        and m.created_at < ${startOfDay(endDate, zone, 1).toISOString()}::timestamptz
      group by 1`,
  );
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** The team's figures over a range, day by day and in total, with its size and balance. */
export async function overview(
  { db, team }: ReportContext,
  agent: Member,
  startDate: string,
  endDate: string,
) {
  requireAgent(agent);
  const days = checkRange(startDate, endDate);
  const [rows, joined] = await Promise.all([
    rowsOf<FigureRow & { day: string; first_depositors: number; active: number }>(
      db,
      sql`select day::text as day, ${FIGURE_COLUMNS}, sum(first_depositors)::int as first_depositors,
        sum(active_members)::int as active
      from ${teamDays} where ${teamDays.agentId} = ${agent.id}
        and ${teamDays.day} between ${startDate}::date and ${endDate}::date
      group by day`,
    ),
    newMembersByDay(db, agent, startDate, endDate),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  let total = zero();
  let newMembers = 0;
  let firstDepositors = 0;
  const series = days.map((day) => {
    const row = byDay.get(day);
    const figures = row ? figuresOf(row) : zero();
    total = add(total, figures);
    newMembers += joined.get(day) ?? 0;
    firstDepositors += row?.first_depositors ?? 0;
    return {
      day,
      ...figuresOnWire(figures),
      newMembers: joined.get(day) ?? 0,
      firstDepositors: row?.first_depositors ?? 0,
      activeMembers: row?.active ?? 0,
    };
  });
  const [teamSize, active, [balance]] = await Promise.all([
    team.size(agent.id),
    days.length === 1
      ? Promise.resolve(series[0]!.activeMembers)
      : activeMembers(db, agent.id, startDate, endDate),
    rowsOf<{ balance: string }>(
      db,
      sql`select coalesce(sum(w.balance), 0)::text as balance from ${teamPaths} p
        join ${walletAccounts} w on w.member_id = p.descendant_id
        where p.ancestor_id = ${agent.id} and p.depth > 0`,
    ),
  ]);
  return {
    ...figuresOnWire(total),
    teamSize,
    newMembers,
    firstDepositors,
    activeMembers: active,
    teamBalance: fromMinorUnits(BigInt(balance?.balance ?? '0')),
    series,
  };
}
