import { fromMinorUnits, pageInfo, PRODUCTS, REPORT_MAX_DAYS, type Product } from '@site/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { Member } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { LOTTERY_VASSALAGE } from '../games/bet-records.js';
import { merchantTimeZone } from '../system/merchants.js';
import { daysBetween, sqlDayOf, startOfDay } from '../system/time-zone.js';
import { ACTIVE_MIN_VALID_BET } from './rollup.js';
import { requireAgent } from './team.js';

/** A report covers this many days at most (the contract's, so the web can say so first). */
const MAX_DAYS = REPORT_MAX_DAYS;

interface Figures {
  deposit: bigint;
  withdrawal: bigint;
  bets: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
  bonus: bigint;
}
const zero = (): Figures => ({
  deposit: 0n,
  withdrawal: 0n,
  bets: 0,
  stake: 0n,
  validBet: 0n,
  win: 0n,
  bonus: 0n,
});
const add = (a: Figures, b: Figures): Figures => ({
  deposit: a.deposit + b.deposit,
  withdrawal: a.withdrawal + b.withdrawal,
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  validBet: a.validBet + b.validBet,
  win: a.win + b.win,
  bonus: a.bonus + b.bonus,
});
/** The wire's figures; profit is the members' (payout + bonus - bet). */
const figuresOnWire = (f: Figures) => ({
  deposit: fromMinorUnits(f.deposit),
  withdrawal: fromMinorUnits(f.withdrawal),
  bets: f.bets,
  betAmount: fromMinorUnits(f.stake),
  validBet: fromMinorUnits(f.validBet),
  payout: fromMinorUnits(f.win),
  bonus: fromMinorUnits(f.bonus),
  profit: fromMinorUnits(f.win + f.bonus - f.stake),
});

/** Figure columns as text (bigints), read back by figuresOf. */
const FIGURE_COLUMNS = `coalesce(sum(deposit), 0)::text as deposit,
  coalesce(sum(withdrawal), 0)::text as withdrawal, coalesce(sum(bets), 0)::int as bets,
  coalesce(sum(stake), 0)::text as stake, coalesce(sum(valid_bet), 0)::text as valid_bet,
  coalesce(sum(win), 0)::text as win, coalesce(sum(bonus), 0)::text as bonus`;
interface FigureRow {
  deposit: string;
  withdrawal: string;
  bets: number;
  stake: string;
  valid_bet: string;
  win: string;
  bonus: string;
}
const figuresOf = (r: FigureRow): Figures => ({
  deposit: BigInt(r.deposit),
  withdrawal: BigInt(r.withdrawal),
  bets: Number(r.bets),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  win: BigInt(r.win),
  bonus: BigInt(r.bonus),
});

/** Rows of a raw query, from either driver. */
export async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A range of days, refused when reversed or too long. */
export function checkRange(startDate: string, endDate: string) {
  const days = daysBetween(startDate, endDate, MAX_DAYS + 1);
  if (days.length === 0 || days.length > MAX_DAYS) {
    throw new AppError('request.invalid', { detail: `A range of 1 to ${MAX_DAYS} days.` });
  }
  return days;
}

/**
 * Downlines of the agent active in a range of days: a valid bet of at least the minimum on a
 * day, or a deposit. From the daily aggregates, never the rounds.
 */
export async function activeMembers(db: Db, agentId: string, from: string, to: string) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select b.member_id from team_paths p
      join member_bet_days b on b.member_id = p.descendant_id
        and b.day between ${from}::date and ${to}::date
      where p.ancestor_id = ${agentId} and p.depth > 0
      group by b.member_id, b.day having sum(b.valid_bet) >= ${ACTIVE_MIN_VALID_BET.toString()}::bigint
      union
      select f.member_id from team_paths p
      join member_fund_days f on f.member_id = p.descendant_id
        and f.day between ${from}::date and ${to}::date and f.deposit > 0
      where p.ancestor_id = ${agentId} and p.depth > 0
    ) a`,
  );
  return row?.n ?? 0;
}

/**
 * The agent's reports (docs/product.md §2 agent pages), each read from the daily aggregates the
 * agents.rollup job keeps (team_days per agent, member_*_days per member), never from the
 * rounds; lists of bets and ledger lines are paged reads of their own tables.
 */
export function createReports(app: FastifyInstance) {
  const db = app.db;

  /** The member the report is about: the agent, or a member of its team by username. */
  const rootOf = async (agent: Member, username: string | undefined) =>
    username ? app.team.memberOfTeam(agent, username) : { ...agent, depth: 0 };

  /** The zone of the agent's merchant: the days its reports count in. */
  const zoneOf = (agent: Member) => merchantTimeZone(db, agent.merchantCode);

  const reports = {
    async overview(agent: Member, startDate: string, endDate: string) {
      requireAgent(agent);
      const days = checkRange(startDate, endDate);
      const rows = await rowsOf<
        FigureRow & { day: string; new_members: number; first_depositors: number; active: number }
      >(
        db,
        sql`select day::text as day, ${sql.raw(FIGURE_COLUMNS)},
            sum(new_members)::int as new_members, sum(first_depositors)::int as first_depositors,
            sum(active_members)::int as active
          from team_days where agent_id = ${agent.id}
            and day between ${startDate}::date and ${endDate}::date
          group by day`,
      );
      const byDay = new Map(rows.map((r) => [r.day, r]));
      let total = zero();
      let newMembers = 0;
      let firstDepositors = 0;
      const series = days.map((day) => {
        const row = byDay.get(day);
        const figures = row ? figuresOf(row) : zero();
        total = add(total, figures);
        newMembers += row?.new_members ?? 0;
        firstDepositors += row?.first_depositors ?? 0;
        return {
          day,
          ...figuresOnWire(figures),
          newMembers: row?.new_members ?? 0,
          firstDepositors: row?.first_depositors ?? 0,
          activeMembers: row?.active ?? 0,
        };
      });
      const [teamSize, active, [balance]] = await Promise.all([
        app.team.size(agent.id),
        days.length === 1
          ? Promise.resolve(series[0]!.activeMembers)
          : activeMembers(db, agent.id, startDate, endDate),
        rowsOf<{ balance: string }>(
          db,
          sql`select coalesce(sum(w.balance), 0)::text as balance from team_paths p
            join wallet_accounts w on w.member_id = p.descendant_id
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
    },

    /**
     * Each member one level below `parent` (default the agent) with its whole team's figures
     * (an agent's from team_days, a member's own), and the parent's team total.
     */
    async profit(
      agent: Member,
      query: {
        startDate: string;
        endDate: string;
        pageNo: number;
        pageSize: number;
        parent?: string | undefined;
      },
    ) {
      requireAgent(agent);
      checkRange(query.startDate, query.endDate);
      const root = await rootOf(agent, query.parent);
      const range = sql`between ${query.startDate}::date and ${query.endDate}::date`;
      const [rows, [count], [total]] = await Promise.all([
        rowsOf<FigureRow & { account: string; depth: number; team_count: number }>(
          db,
          sql`select m.username as account, p.depth,
              (select count(*)::int from team_paths t where t.ancestor_id = m.id and t.depth > 0) as team_count,
              f.*
            from team_paths p join members m on m.id = p.descendant_id
            cross join lateral (
              select ${sql.raw(FIGURE_COLUMNS)} from (
                select deposit, withdrawal, bets, stake, valid_bet, win, bonus from team_days
                  where agent_id = m.id and day ${range}
                union all
                select 0, 0, bets, stake, valid_bet, win, 0 from member_bet_days
                  where member_id = m.id and day ${range} and m.type not in (2, 42)
                union all
                select deposit, withdrawal, 0, 0, 0, 0, bonus from member_fund_days
                  where member_id = m.id and day ${range} and m.type not in (2, 42)
              ) x
            ) f
            where p.ancestor_id = ${root.id} and p.depth = 1
            order by m.username
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from team_paths where ancestor_id = ${root.id} and depth = 1`,
        ),
        rowsOf<FigureRow>(
          db,
          sql`select ${sql.raw(FIGURE_COLUMNS)} from team_days where agent_id = ${root.id} and day ${range}`,
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
    },

    /** The team's (or one member's team's) bets by product over a range. */
    async products(
      agent: Member,
      query: { startDate: string; endDate: string; username?: string | undefined },
    ) {
      requireAgent(agent);
      checkRange(query.startDate, query.endDate);
      const root = await rootOf(agent, query.username);
      const rows = await rowsOf<{
        product: string;
        bets: number;
        stake: string;
        valid_bet: string;
        win: string;
      }>(
        db,
        sql`select b.product, sum(b.bets)::int as bets, sum(b.stake)::text as stake,
            sum(b.valid_bet)::text as valid_bet, sum(b.win)::text as win
          from team_paths p join member_bet_days b on b.member_id = p.descendant_id
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
    },

    /** The team's settled and open bets in a range, newest first. */
    async bets(
      agent: Member,
      query: {
        startDate: string;
        endDate: string;
        pageNo: number;
        pageSize: number;
        username?: string | undefined;
        product?: Product | undefined;
        vendor?: string | undefined;
        status?: 'OPEN' | 'SETTLED' | 'VOID' | undefined;
      },
    ) {
      requireAgent(agent);
      checkRange(query.startDate, query.endDate);
      const zone = await zoneOf(agent);
      const from = startOfDay(query.startDate, zone).toISOString();
      const to = startOfDay(query.endDate, zone, 1).toISOString();
      let members = sql`(select descendant_id from team_paths where ancestor_id = ${agent.id} and depth > 0)`;
      if (query.username) {
        const member = await app.team.memberOfTeam(agent, query.username);
        members = sql`(${member.id}::uuid)`;
      }
      // The rounds of every vendor and the house lottery's orders (listed under its vendor, as
      // the betting record lists them), each narrowed by its own indexes before the union.
      const bets = sql`(
        select r.id::text as id, r.member_id, g.game_name, g.game_type as product,
          g.vassalage as vendor, r.stake, r.win, r.status, r.created_at
        from game_rounds r join games g on g.game_id = r.game_id
        where r.merchant_code = ${agent.merchantCode} and r.member_id in ${members}
          and r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
        union all
        select o.order_number, o.member_id, lg.game_name, 'LOTT', ${LOTTERY_VASSALAGE}::text,
          o.amount_minor,
          case when o.state in ('WON', 'LOST') then o.paid_minor else 0 end,
          case o.state when 'PENDING' then 'OPEN' when 'WON' then 'SETTLED'
            when 'LOST' then 'SETTLED' else 'VOID' end,
          o.placed_at
        from lottery_orders o join merchant_lottery_games mg on mg.id = o.game_id
          join lottery_games lg on lg.game_code = mg.game_code
        where o.merchant_code = ${agent.merchantCode} and o.member_id in ${members}
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
          db,
          sql`select b.id, m.username as account, b.game_name, b.product, b.vendor,
              v.display_name as vendor_name, b.stake::text as stake, b.win::text as win, b.status,
              b.created_at::text as created_at
            from ${bets} join members m on m.id = b.member_id join vendors v on v.vassalage = b.vendor
            where ${condition}
            order by b.created_at desc, b.id desc
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${bets} where ${condition}`),
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
    },

    /** The downlines' ledger lines (every wallet) in a range, newest first. */
    async transactions(
      agent: Member,
      query: {
        startDate: string;
        endDate: string;
        pageNo: number;
        pageSize: number;
        username?: string | undefined;
        type?: string | undefined;
      },
    ) {
      requireAgent(agent);
      checkRange(query.startDate, query.endDate);
      const zone = await zoneOf(agent);
      const where = [
        sql`t.created_at >= ${startOfDay(query.startDate, zone).toISOString()}::timestamptz`,
        sql`t.created_at < ${startOfDay(query.endDate, zone, 1).toISOString()}::timestamptz`,
      ];
      if (query.username) {
        const member = await app.team.memberOfTeam(agent, query.username);
        if (member.depth === 0) throw new AppError('member.not.downline');
        where.push(sql`a.member_id = ${member.id}`);
      } else {
        where.push(
          sql`a.member_id in (select descendant_id from team_paths where ancestor_id = ${agent.id} and depth > 0)`,
        );
      }
      if (query.type) where.push(sql`t.kind = ${query.type}`);
      const condition = sql.join(where, sql` and `);
      const from = sql`from ledger_postings lp join wallet_accounts a on a.id = lp.account_id
        join ledger_transactions t on t.id = lp.transaction_id join members m on m.id = a.member_id`;
      const [rows, [count]] = await Promise.all([
        rowsOf<{
          id: string;
          account: string;
          kind: string;
          amount: string;
          balance_after: string;
          created_at: string;
        }>(
          db,
          sql`select lp.id::text as id, m.username as account, t.kind, lp.amount::text as amount,
              lp.balance_after::text as balance_after, t.created_at::text as created_at
            ${from} where ${condition}
            order by lp.id desc
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${condition}`),
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
    },

    /**
     * The agent's own income by day: what its contracts paid it less what it paid its
     * downlines' contracts (the differential it keeps), per kind, and the rebates it was paid
     * (its own and its differential, agents.rebate).
     */
    async income(agent: Member, startDate: string, endDate: string) {
      requireAgent(agent);
      const days = checkRange(startDate, endDate);
      const zone = await zoneOf(agent);
      const rows = await rowsOf<{ day: string; reference: string | null; amount: string }>(
        db,
        sql`select ${sql.raw(sqlDayOf('t.created_at', zone))}::text as day,
            split_part(t.reference, ':', 1) as reference, sum(lp.amount)::text as amount
          from wallet_accounts a
          join ledger_postings lp on lp.account_id = a.id
          join ledger_transactions t on t.id = lp.transaction_id
          where a.member_id = ${agent.id} and t.kind in ('SALARY', 'DIVIDEND', 'REBATE')
            and t.created_at >= ${startOfDay(startDate, zone).toISOString()}::timestamptz
            and t.created_at < ${startOfDay(endDate, zone, 1).toISOString()}::timestamptz
          group by 1, 2`,
      );
      const column = {
        REBATE: 'rebate',
        DIVIDEND: 'dividend',
        DAILY: 'dailySalary',
        HOURLY: 'hourlySalary',
        REALTIME: 'realtimeSalary',
      } as const;
      type Row = {
        rebate: bigint;
        dividend: bigint;
        dailySalary: bigint;
        hourlySalary: bigint;
        realtimeSalary: bigint;
      };
      const empty = (): Row => ({
        rebate: 0n,
        dividend: 0n,
        dailySalary: 0n,
        hourlySalary: 0n,
        realtimeSalary: 0n,
      });
      const byDay = new Map<string, Row>();
      for (const r of rows) {
        const key = column[r.reference as keyof typeof column];
        if (!key) continue;
        const row = byDay.get(r.day) ?? empty();
        row[key] += BigInt(r.amount);
        byDay.set(r.day, row);
      }
      const onWire = (day: string, r: Row) => ({
        day,
        rebate: fromMinorUnits(r.rebate),
        dividend: fromMinorUnits(r.dividend),
        dailySalary: fromMinorUnits(r.dailySalary),
        hourlySalary: fromMinorUnits(r.hourlySalary),
        realtimeSalary: fromMinorUnits(r.realtimeSalary),
        total: fromMinorUnits(
          r.rebate + r.dividend + r.dailySalary + r.hourlySalary + r.realtimeSalary,
        ),
      });
      const total = empty();
      const list = days.map((day) => {
        const r = byDay.get(day) ?? empty();
        for (const key of Object.keys(total) as (keyof Row)[]) total[key] += r[key];
        return onWire(day, r);
      });
      return { list, total: onWire(endDate, total) };
    },
  };
  return reports;
}
export type Reports = ReturnType<typeof createReports>;

declare module 'fastify' {
  interface FastifyInstance {
    agentReports: Reports;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('agentReports', createReports(app));
  },
  { name: 'agent-reports', dependencies: ['team'] },
);
