import { fromMinorUnits, WINNER_BOARD_MAX, type Winner } from '@site/contract';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { gameRounds, games, members, type Merchant } from '../../db/schema/index.js';
import { PLAY_WALLET } from '../ledger/wallets.js';

/** How far back the winner board looks. */
const BOARD_DAYS = 7;
/**
 * How long one reading of a merchant's board is answered. The board is public and on every
 * lobby page, and reading it ranks a week of the merchant's rounds: once per period is enough.
 */
export const BOARD_READ_MS = 30_000;

/**
 * A username as the public winner board shows it: the first two and last two characters
 * around "***" ("de***er"). Shorter names keep less, so at least half stays hidden:
 * up to five characters keep the first and last ("b***i"), up to two only the first ("a***").
 */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length >= 6) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}

/** win / stake rounded half up to two decimals, in exact integer arithmetic. */
export function multiplierOf(win: bigint, stake: bigint): number {
  if (stake <= 0n) return 0;
  const hundredths = (win * 200n + stake) / (2n * stake);
  return Number(hundredths) / 100;
}

/**
 * The WINNER_BOARD_MAX biggest settled wins of a merchant's last BOARD_DAYS, only rounds that
 * paid more than their stake; equal wins, the latest first. Served by game_rounds_winners_idx
 * (the merchant's winning rounds by time, same predicate).
 */
export const boardQuery = (db: Db, merchantCode: string) =>
  db
    .select({
      username: members.username,
      gameId: gameRounds.gameId,
      gameName: games.gameName,
      code: games.code,
      vassalage: gameRounds.vassalage,
      stake: gameRounds.stake,
      win: gameRounds.win,
      at: gameRounds.createdAt,
    })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .innerJoin(games, eq(games.gameId, gameRounds.gameId))
    .where(
      and(
        eq(gameRounds.merchantCode, merchantCode),
        eq(gameRounds.status, 'SETTLED'),
        // Free-play guests' play-money wins are no winners of real money.
        ne(gameRounds.wallet, PLAY_WALLET),
        // A big win pays more than was staked: a round that returned part of its stake lost.
        gt(gameRounds.win, gameRounds.stake),
        sql`${gameRounds.createdAt} > now() - make_interval(days => ${BOARD_DAYS})`,
      ),
    )
    .orderBy(desc(gameRounds.win), desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(WINNER_BOARD_MAX);

/**
 * A winner as the board keeps it for every reader: the game's catalogue name and its code, by
 * which a lottery game is named in each reader's language (namedIn) when answered.
 */
export type BoardWinner = Winner & { code: string | null };

export interface WinnersOptions {
  /** How long a reading is answered (default BOARD_READ_MS). */
  readEveryMs?: number;
  /** The clock, in ms (tests move it). */
  now?: () => number;
}

/**
 * The winner board (docs/product.md §7 GCSGAME_getRankList): the merchant's biggest settled wins,
 * read
 * at most once per `readEveryMs` (each process keeps the longest board and answers its top).
 */
export function createWinners(
  db: Db,
  { readEveryMs = BOARD_READ_MS, now = Date.now }: WinnersOptions = {},
) {
  /** The board as the public sees it: usernames masked, amounts in major units. */
  async function read(merchantCode: string): Promise<BoardWinner[]> {
    const rows = await boardQuery(db, merchantCode);
    return rows.map((r) => ({
      username: maskUsername(r.username),
      gameId: r.gameId,
      gameName: r.gameName,
      code: r.code,
      vassalage: r.vassalage,
      win: fromMinorUnits(r.win),
      multiplier: multiplierOf(r.win, r.stake),
      at: r.at.toISOString(),
    }));
  }

  // Callers within one period share its reading, even while it is still being read.
  const readings = new Map<string, { at: number; board: Promise<BoardWinner[]> }>();

  return {
    /**
     * The `count` biggest wins of the last seven days; equal wins, the latest first. One reading
     * for every language: the reader's names of lottery games are given per answer.
     */
    async board(merchant: Merchant, count: number): Promise<BoardWinner[]> {
      let reading = readings.get(merchant.code);
      if (!reading || now() - reading.at >= readEveryMs) {
        const current = { at: now(), board: read(merchant.code) };
        readings.set(merchant.code, current);
        // A failed reading is not kept: the next caller reads again.
        current.board.catch(() => {
          if (readings.get(merchant.code) === current) readings.delete(merchant.code);
        });
        reading = current;
      }
      return (await reading.board).slice(0, count);
    },
  };
}
export type Winners = ReturnType<typeof createWinners>;

declare module 'fastify' {
  interface FastifyInstance {
    winners: Winners;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('winners', createWinners(app.db));
  },
  { name: 'winners', dependencies: ['db'] },
);
