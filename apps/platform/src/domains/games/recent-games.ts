import { RECENT_GAMES_MAX, type Game } from '@site/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { games, merchantVendors, recentGames, type Merchant } from '../../db/schema/index.js';
import { toGame } from './games.js';

/**
 * The games a member launched (docs/product.md §7 recent): one row per game with its last launch,
 * the
 * newest RECENT_GAMES_MAX kept.
 */
export function createRecentGames(db: Db) {
  return {
    /** A launch of `gameId` now: the game moves to the front; the oldest beyond the cap go. */
    async record(memberId: string, gameId: string, executor: Db = db) {
      await executor
        .insert(recentGames)
        .values({ memberId, gameId })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { playedAt: sql`now()` },
        });
      await executor.execute(sql`
        delete from recent_games
        where member_id = ${memberId}
          and game_id not in (
            select game_id from recent_games
            where member_id = ${memberId}
            order by played_at desc, game_id desc
            limit ${RECENT_GAMES_MAX}
          )`);
    },

    /** The member's recent games that the merchant offers, newest first. */
    async list(merchant: Merchant, memberId: string): Promise<Game[]> {
      const rows = await db
        .select({ game: games })
        .from(recentGames)
        .innerJoin(games, eq(games.gameId, recentGames.gameId))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(
          and(eq(recentGames.memberId, memberId), eq(merchantVendors.merchantCode, merchant.code)),
        )
        .orderBy(desc(recentGames.playedAt), desc(recentGames.gameId))
        .limit(RECENT_GAMES_MAX);
      return rows.map((r) => toGame(merchant, r.game));
    },
  };
}
export type RecentGames = ReturnType<typeof createRecentGames>;

declare module 'fastify' {
  interface FastifyInstance {
    recentGames: RecentGames;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('recentGames', createRecentGames(app.db));
  },
  { name: 'recent-games', dependencies: ['db'] },
);
