import { fromMinorUnits, pageInfo, type Product } from '@site/contract';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.js';
import {
  gameRounds,
  games,
  lotteryGames,
  lotteryOrders,
  members,
  merchantLotteryGames,
  vendors,
  type Member,
} from '../../../db/schema/index.js';
import { LOTTERY_VASSALAGE } from '../../games/bet-records.js';
import { startOfDay } from '../../system/time-zone.js';
import { requireAgent } from '../team.js';
import { checkRange, zoneOf, type PagedRange, type ReportContext } from './context.js';
import { downlinesOf, pageOf } from './sql.js';

/** The team's settled and open bets in a range, newest first. */
export async function bets(
  ctx: ReportContext,
  agent: Member,
  query: PagedRange & {
    username?: string | undefined;
    product?: Product | undefined;
    vendor?: string | undefined;
    status?: 'OPEN' | 'SETTLED' | 'VOID' | undefined;
  },
) {
  requireAgent(agent);
  checkRange(query.startDate, query.endDate);
  const zone = await zoneOf(ctx, agent);
  const from = startOfDay(query.startDate, zone).toISOString();
  const to = startOfDay(query.endDate, zone, 1).toISOString();
  let bettors = downlinesOf(agent.id);
  if (query.username) {
    const member = await ctx.team.memberOfTeam(agent, query.username);
    bettors = sql`(${member.id}::uuid)`;
  }
  // The rounds of every vendor and the house lottery's orders (listed under its vendor, as
  // the betting record lists them), each narrowed by its own indexes before the union.
  const all = sql`(
    select r.id::text as id, r.member_id, g.game_name, g.game_type as product,
      g.vassalage as vendor, r.stake, r.win, r.status, r.created_at
    from ${gameRounds} r join ${games} g on g.game_id = r.game_id
    where r.merchant_code = ${agent.merchantCode} and r.member_id in ${bettors}
      and r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
    union all
    select o.order_number, o.member_id, lg.game_name, 'LOTT', ${LOTTERY_VASSALAGE}::text,
      o.amount_minor,
      case when o.state in ('WON', 'LOST') then o.paid_minor else 0 end,
      case o.state when 'PENDING' then 'OPEN' when 'WON' then 'SETTLED'
        when 'LOST' then 'SETTLED' else 'VOID' end,
      o.placed_at
    from ${lotteryOrders} o join ${merchantLotteryGames} mg on mg.id = o.game_id
      join ${lotteryGames} lg on lg.game_code = mg.game_code
    where o.merchant_code = ${agent.merchantCode} and o.member_id in ${bettors}
      and o.placed_at >= ${from}::timestamptz and o.placed_at < ${to}::timestamptz
  ) b`;
  const where = [sql`true`];
  if (query.product) where.push(sql`b.product = ${query.product}`);
  if (query.vendor) where.push(sql`b.vendor = ${query.vendor}`);
  if (query.status) where.push(sql`b.status = ${query.status}`);
  const condition = sql.join(where, sql` and `);
  const [rows, [count]] = await Promise.all([
    rowsOf<{
      id: string;
      account: string;
      game_name: string;
      product: string;
      vendor: string;
      vendor_name: string;
      stake: string;
      win: string;
      status: string;
      created_at: string;
    }>(
      ctx.db,
      sql`select b.id, m.username as account, b.game_name, b.product, b.vendor,
          v.display_name as vendor_name, b.stake::text as stake, b.win::text as win, b.status,
          b.created_at::text as created_at
        from ${all} join ${members} m on m.id = b.member_id
          join ${vendors} v on v.vassalage = b.vendor
        where ${condition}
        order by b.created_at desc, b.id desc
        ${pageOf(query)}`,
    ),
    rowsOf<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${all} where ${condition}`),
  ]);
  return {
    ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0),
    list: rows.map((r) => {
      const stake = BigInt(r.stake);
      const settled = r.status === 'SETTLED';
      return {
        id: r.id,
        account: r.account,
        gameName: r.game_name,
        product: r.product,
        vendor: r.vendor,
        vendorName: r.vendor_name,
        betAmount: fromMinorUnits(stake),
        validBet: settled ? fromMinorUnits(stake) : 0,
        winLoss: settled ? fromMinorUnits(BigInt(r.win) - stake) : 0,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      };
    }),
  };
}
