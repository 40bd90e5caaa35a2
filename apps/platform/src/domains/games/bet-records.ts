import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  gameRounds,
  games,
  lotteryGames,
  lotteryOrders,
  merchantLotteryGames,
  vendors,
  type RoundStatus,
} from '../../db/schema/index.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import type { Page, Period } from '../money/records.js';

/** One round of the member's; amounts in minor units. */
export interface BetLine {
  roundId: string;
  gameId: string;
  /** The catalogue's (or the lottery's stored) name; `code` names a lottery game per reader. */
  gameName: string;
  /** The lottery game's code (a lottery order's, or a catalogue game's that has one). */
  code: string | null;
  vassalage: string;
  vendorName: string;
  stake: bigint;
  win: bigint;
  /** win − stake; 0 for a VOID round (its stake came back). */
  profit: bigint;
  status: RoundStatus;
  wallet: string;
  createdAt: Date;
  settledAt: Date | null;
}

/** Sums over every round of the filter, in minor units. */
export interface BetTotals {
  count: number;
  stake: bigint;
  win: bigint;
  profit: bigint;
}

export interface BetQuery extends Period, Page {
  vassalage?: string | undefined;
}

/** The vendor the house lottery's orders are listed under (its catalogue games' vendor). */
export const LOTTERY_VASSALAGE = 'NLT';

/**
 * The betting record (personalHistoryCopy): the member's game rounds and house lottery orders
 * of a period, newest first, with the game's and vendor's names and the period's totals. A
 * lottery order is a line of its own (a chase's orders each, numbered …-001, -002): PENDING
 * shows as OPEN, WON and LOST as SETTLED, CANCELLED and VOID as VOID. A VOID line is listed
 * (its stake was refunded) but adds no stake, win or profit to the totals.
 */
export function createBetRecords(db: Db) {
  const period = (column: PgColumn, query: BetQuery) => [
    ...(query.from ? [gte(column, new Date(query.from))] : []),
    ...(query.to ? [lt(column, new Date(query.to))] : []),
  ];
  const lines = (memberId: string, query: BetQuery) => {
    const rounds = db
      .select({
        id: sql<string>`${gameRounds.id}::text`.as('id'),
        gameId: sql<string>`${gameRounds.gameId}`.as('game_id'),
        gameName: sql<string>`${games.gameName}`.as('game_name'),
        code: sql<string | null>`${games.code}`.as('code'),
        vassalage: sql<string>`${gameRounds.vassalage}`.as('vassalage'),
        vendorName: sql<string>`${vendors.displayName}`.as('vendor_name'),
        stake: sql<string>`${gameRounds.stake}::text`.as('stake'),
        win: sql<string>`${gameRounds.win}::text`.as('win'),
        status: sql<RoundStatus>`${gameRounds.status}`.as('status'),
        wallet: sql<string>`${gameRounds.wallet}`.as('wallet'),
        createdAt: sql<Date | string>`${gameRounds.createdAt}`.as('created_at'),
        settledAt: sql<Date | string | null>`${gameRounds.settledAt}`.as('settled_at'),
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.gameId, gameRounds.gameId))
      .innerJoin(vendors, eq(vendors.vassalage, gameRounds.vassalage))
      .where(
        and(
          eq(gameRounds.memberId, memberId),
          ...period(gameRounds.createdAt, query),
          ...(query.vassalage ? [eq(gameRounds.vassalage, query.vassalage)] : []),
        ),
      );
    const lottery = db
      .select({
        id: sql<string>`${lotteryOrders.orderNumber}`.as('id'),
        gameId: sql<string>`${merchantLotteryGames.gameCode}`.as('game_id'),
        gameName: sql<string>`${lotteryGames.gameName}`.as('game_name'),
        code: sql<string | null>`${lotteryGames.gameCode}`.as('code'),
        vassalage: sql<string>`${LOTTERY_VASSALAGE}`.as('vassalage'),
        vendorName:
          sql<string>`(select ${vendors.displayName} from ${vendors} where ${vendors.vassalage} = ${LOTTERY_VASSALAGE})`.as(
            'vendor_name',
          ),
        stake: sql<string>`${lotteryOrders.amountMinor}::text`.as('stake'),
        win: sql<string>`(case when ${lotteryOrders.state} in ('WON', 'LOST') then ${lotteryOrders.paidMinor} else 0 end)::text`.as(
          'win',
        ),
        status:
          sql<RoundStatus>`case ${lotteryOrders.state} when 'PENDING' then 'OPEN' when 'WON' then 'SETTLED' when 'LOST' then 'SETTLED' else 'VOID' end`.as(
            'status',
          ),
        wallet: sql<string>`${MAIN_WALLET}`.as('wallet'),
        createdAt: sql<Date | string>`${lotteryOrders.placedAt}`.as('created_at'),
        settledAt: sql<Date | string | null>`${lotteryOrders.settledAt}`.as('settled_at'),
      })
      .from(lotteryOrders)
      .innerJoin(merchantLotteryGames, eq(merchantLotteryGames.id, lotteryOrders.gameId))
      .innerJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
      .where(
        and(
          eq(lotteryOrders.memberId, memberId),
          ...period(lotteryOrders.placedAt, query),
          ...(query.vassalage && query.vassalage !== LOTTERY_VASSALAGE ? [sql`false`] : []),
        ),
      );
    return rounds.unionAll(lottery).as('lines');
  };

  return {
    async page(memberId: string, query: BetQuery) {
      const all = lines(memberId, query);
      const counted = sql`${all.status} <> 'VOID'`;
      const rows = await db
        .select()
        .from(all)
        .orderBy(desc(all.createdAt), desc(all.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const [sums] = await db
        .select({
          n: count(),
          stake: sql<string>`coalesce(sum(${all.stake}::bigint) filter (where ${counted}), 0)::text`,
          win: sql<string>`coalesce(sum(${all.win}::bigint) filter (where ${counted}), 0)::text`,
        })
        .from(all);
      const when = (value: Date | string) => (value instanceof Date ? value : new Date(value));
      const betLines: BetLine[] = rows.map((row) => {
        const stake = BigInt(row.stake);
        const win = BigInt(row.win);
        return {
          roundId: row.id,
          gameId: row.gameId,
          gameName: row.gameName,
          code: row.code,
          vassalage: row.vassalage,
          vendorName: row.vendorName,
          stake,
          win,
          profit: row.status === 'VOID' ? 0n : win - stake,
          status: row.status,
          wallet: row.wallet,
          createdAt: when(row.createdAt),
          settledAt: row.settledAt === null ? null : when(row.settledAt),
        };
      });
      const stake = BigInt(sums?.stake ?? '0');
      const win = BigInt(sums?.win ?? '0');
      const totals: BetTotals = { count: sums?.n ?? 0, stake, win, profit: win - stake };
      return { lines: betLines, totalCount: sums?.n ?? 0, totals };
    },
  };
}
export type BetRecords = ReturnType<typeof createBetRecords>;

declare module 'fastify' {
  interface FastifyInstance {
    betRecords: BetRecords;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('betRecords', createBetRecords(app.db));
  },
  { name: 'bet-records', dependencies: ['db'] },
);
