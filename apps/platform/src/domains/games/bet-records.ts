import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { gameRounds, games, vendors, type RoundStatus } from '../../db/schema/index.js';
import type { Page, Period } from '../money/records.js';

/** One round of the member's; amounts in minor units. */
export interface BetLine {
  roundId: string;
  gameId: string;
  gameName: string;
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

/**
 * The betting record (personalHistoryCopy): the member's game rounds of a period, newest
 * first, with the game's and vendor's names and the period's totals. A VOID round is listed
 * (its stake was refunded) but adds no stake, win or profit to the totals.
 */
export function createBetRecords(db: Db) {
  const roundsOf = (memberId: string, query: BetQuery) => {
    const conditions: SQL[] = [eq(gameRounds.memberId, memberId)];
    if (query.from) conditions.push(gte(gameRounds.createdAt, new Date(query.from)));
    if (query.to) conditions.push(lt(gameRounds.createdAt, new Date(query.to)));
    if (query.vassalage) conditions.push(eq(gameRounds.vassalage, query.vassalage));
    return and(...conditions);
  };
  const counted = sql`${gameRounds.status} <> 'VOID'`;

  return {
    async page(memberId: string, query: BetQuery) {
      const where = roundsOf(memberId, query);
      const rows = await db
        .select({
          round: gameRounds,
          gameName: games.gameName,
          vendorName: vendors.displayName,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.gameId, gameRounds.gameId))
        .innerJoin(vendors, eq(vendors.vassalage, gameRounds.vassalage))
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      const [sums] = await db
        .select({
          n: count(),
          stake: sql<string>`coalesce(sum(${gameRounds.stake}) filter (where ${counted}), 0)::text`,
          win: sql<string>`coalesce(sum(${gameRounds.win}) filter (where ${counted}), 0)::text`,
        })
        .from(gameRounds)
        .where(where);
      const lines: BetLine[] = rows.map(({ round, gameName, vendorName }) => ({
        roundId: round.id,
        gameId: round.gameId,
        gameName,
        vassalage: round.vassalage,
        vendorName,
        stake: round.stake,
        win: round.win,
        profit: round.status === 'VOID' ? 0n : round.win - round.stake,
        status: round.status,
        wallet: round.wallet,
        createdAt: round.createdAt,
        settledAt: round.settledAt,
      }));
      const stake = BigInt(sums?.stake ?? '0');
      const win = BigInt(sums?.win ?? '0');
      const totals: BetTotals = { count: sums?.n ?? 0, stake, win, profit: win - stake };
      return { lines, totalCount: sums?.n ?? 0, totals };
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
