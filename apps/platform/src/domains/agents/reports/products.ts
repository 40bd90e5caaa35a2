import { fromMinorUnits, PRODUCTS, type Product } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import { memberBetDays, teamPaths, type Member } from '../../../db/schema/index.js';
import { requireAgent } from '../team.js';
import { checkRange, rootOf, type ReportContext } from './context.js';

/** The team's (or one member's team's) bets by product over a range. */
export async function products(
  ctx: ReportContext,
  agent: Member,
  query: { startDate: string; endDate: string; username?: string | undefined },
) {
  requireAgent(agent);
  checkRange(query.startDate, query.endDate);
  const root = await rootOf(ctx, agent, query.username);
  const rows = await rowsOf<{
    product: string;
    bets: number;
    stake: string;
    valid_bet: string;
    win: string;
  }>(
    ctx.db,
    sql`select b.product, sum(b.bets)::int as bets, sum(b.stake)::text as stake,
        sum(b.valid_bet)::text as valid_bet, sum(b.win)::text as win
      from ${teamPaths} p join ${memberBetDays} b on b.member_id = p.descendant_id
        and b.day between ${query.startDate}::date and ${query.endDate}::date
      where p.ancestor_id = ${root.id}
      group by b.product`,
  );
  const byProduct = new Map(rows.map((r) => [r.product, r]));
  return {
    list: PRODUCTS.map((product: Product) => {
      const r = byProduct.get(product);
      const stake = BigInt(r?.stake ?? '0');
      const win = BigInt(r?.win ?? '0');
      return {
        product,
        bets: r?.bets ?? 0,
        betAmount: fromMinorUnits(stake),
        validBet: fromMinorUnits(BigInt(r?.valid_bet ?? '0')),
        payout: fromMinorUnits(win),
        profit: fromMinorUnits(win - stake),
      };
    }),
  };
}
