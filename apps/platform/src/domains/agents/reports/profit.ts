import { pageInfo } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import {
  memberBetDays,
  memberFundDays,
  members,
  teamDays,
  teamPaths,
  type Member,
} from '../../../db/schema/index.js';
import { requireAgent } from '../team.js';
import { checkRange, rootOf, type PagedRange, type ReportContext } from './context.js';
import { figuresOf, figuresOnWire, zero, type FigureRow } from './figures.js';
import { FIGURE_COLUMNS, pageOf } from './sql.js';

/**
 * P&L by level: each member one level below `parent` (default the agent) with its whole team's
 * figures (an agent's from team_days, a member's own), and the parent's team total.
 */
export async function profit(
  ctx: ReportContext,
  agent: Member,
  query: PagedRange & {
    parent?: string | undefined;
  },
) {
  const { db } = ctx;
  requireAgent(agent);
  checkRange(query.startDate, query.endDate);
  const root = await rootOf(ctx, agent, query.parent);
  const range = sql`between ${query.startDate}::date and ${query.endDate}::date`;
  const [rows, [count], [total]] = await Promise.all([
    rowsOf<FigureRow & { account: string; depth: number; team_count: number }>(
      db,
      sql`select m.username as account, p.depth,
          (select count(*)::int from ${teamPaths} t where t.ancestor_id = m.id and t.depth > 0) as team_count,
          f.*
        from ${teamPaths} p join ${members} m on m.id = p.descendant_id
        cross join lateral (
          select ${FIGURE_COLUMNS} from (
            select deposit, withdrawal, bets, stake, valid_bet, win, bonus from ${teamDays}
              where agent_id = m.id and day ${range}
            union all
            select 0, 0, bets, stake, valid_bet, win, 0 from ${memberBetDays}
              where member_id = m.id and day ${range} and m.type not in (2, 42)
            union all
            select deposit, withdrawal, 0, 0, 0, 0, bonus from ${memberFundDays}
              where member_id = m.id and day ${range} and m.type not in (2, 42)
          ) x
        ) f
        where p.ancestor_id = ${root.id} and p.depth = 1
        order by m.username
        ${pageOf(query)}`,
    ),
    rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${teamPaths}
        where ${teamPaths.ancestorId} = ${root.id} and ${teamPaths.depth} = 1`,
    ),
    rowsOf<FigureRow>(
      db,
      sql`select ${FIGURE_COLUMNS} from ${teamDays}
        where ${teamDays.agentId} = ${root.id} and ${teamDays.day} ${range}`,
    ),
  ]);
  return {
    ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0),
    list: rows.map((r) => ({
      account: r.account,
      level: root.depth + Number(r.depth),
      teamCount: r.team_count,
      ...figuresOnWire(figuresOf(r)),
    })),
    total: figuresOnWire(total ? figuresOf(total) : zero()),
  };
}
