import type { Db } from '../../../db/database.js';
import type { Member } from '../../../db/schema/index.js';
import type { Team } from '../team.js';
import { bets } from './bets.js';
import type { ReportContext } from './context.js';
import { income } from './income.js';
import { overview } from './overview.js';
import { products } from './products.js';
import { profit } from './profit.js';
import { transactions } from './transactions.js';

/**
 * The agent's reports (docs/product.md §2 agent pages), each read from the daily aggregates the
 * agents.rollup job keeps (team_days per agent, member_*_days per member), never from the
 * rounds; lists of bets and ledger lines are paged reads of their own tables.
 */
export function createReports(db: Db, team: Team) {
  const ctx: ReportContext = { db, team };
  return {
    overview: (agent: Member, startDate: string, endDate: string) =>
      overview(ctx, agent, startDate, endDate),
    profit: (agent: Member, query: Parameters<typeof profit>[2]) => profit(ctx, agent, query),
    products: (agent: Member, query: Parameters<typeof products>[2]) => products(ctx, agent, query),
    bets: (agent: Member, query: Parameters<typeof bets>[2]) => bets(ctx, agent, query),
    transactions: (agent: Member, query: Parameters<typeof transactions>[2]) =>
      transactions(ctx, agent, query),
    income: (agent: Member, startDate: string, endDate: string) =>
      income(ctx, agent, startDate, endDate),
  };
}
export type Reports = ReturnType<typeof createReports>;
