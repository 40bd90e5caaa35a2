import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { rowsOf } from '../../../db/rows.js';
import { memberBetDays, memberFundDays, teamPaths } from '../../../db/schema/index.js';
import { ACTIVE_MIN_VALID_BET } from '../rollup.js';

/** Figure columns summed, as text (bigints), read back by figuresOf (figures.ts). */
export const FIGURE_COLUMNS = sql.raw(`coalesce(sum(deposit), 0)::text as deposit,
  coalesce(sum(withdrawal), 0)::text as withdrawal, coalesce(sum(bets), 0)::int as bets,
  coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet,
  coalesce(sum(win), 0)::text as win, coalesce(sum(bonus), 0)::text as bonus`);

/** The ids of the agent's downlines (its team without itself), as a subquery. */
export const downlinesOf = (agentId: string) =>
  sql`(select ${teamPaths.descendantId} from ${teamPaths}
    where ${teamPaths.ancestorId} = ${agentId} and ${teamPaths.depth} > 0)`;

/** `limit … offset …` of a page of a list. */
export const pageOf = (query: { pageNo: number; pageSize: number }) =>
  sql`limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`;

/**
 * Downlines of the agent active in a range of days: a valid bet of at least the minimum on a
 * day, or a deposit. From the daily aggregates, never the rounds.
 */
export async function activeMembers(db: Db, agentId: string, from: string, to: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select b.member_id from ${teamPaths} p
      join ${memberBetDays} b on b.member_id = p.descendant_id
        and b.day between ${from}::date and ${to}::date
      where p.ancestor_id = ${agentId} and p.depth > 0
      group by b.member_id, b.day having sum(b.valid_bet) >= ${ACTIVE_MIN_VALID_BET.toString()}::bigint
      union
      select f.member_id from ${teamPaths} p
      join ${memberFundDays} f on f.member_id = p.descendant_id
        and f.day between ${from}::date and ${to}::date and f.deposit > 0
      where p.ancestor_id = ${agentId} and p.depth > 0
    ) a`,
  );
  return row?.n ?? 0;
}
