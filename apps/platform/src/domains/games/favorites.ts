import { FAVORITES_MAX, pageInfo } from '@site/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { favoriteGames, games, merchantVendors, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { toGame } from './games.js';

/**
 * A member's favourite games (docs/product.md §7 favorites): a set, newest first. Only games the
 * member's merchant offers are listed; a favourite of a vendor the merchant dropped stays
 * stored but is not shown.
 */
export function createFavorites(app: FastifyInstance) {
  const db = app.db;

  /** The member's favourites among the merchant's games. */
  const offered = (merchant: Merchant, memberId: string) =>
    and(eq(favoriteGames.memberId, memberId), eq(merchantVendors.merchantCode, merchant.code));

  const favorites = {
    /** Every favourite game id, newest first (the web keeps them as favGames). */
    async ids(merchant: Merchant, memberId: string): Promise<string[]> {
      const rows = await db
        .select({ gameId: favoriteGames.gameId })
        .from(favoriteGames)
        .innerJoin(games, eq(games.gameId, favoriteGames.gameId))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(offered(merchant, memberId))
        .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId));
      return rows.map((r) => r.gameId);
    },

    /** The FAV page: a page of the favourite games, newest first. */
    async list(merchant: Merchant, memberId: string, pageNo: number, pageSize: number) {
      const where = offered(merchant, memberId);
      const rows = await db
        .select({ game: games })
        .from(favoriteGames)
        .innerJoin(games, eq(games.gameId, favoriteGames.gameId))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(where)
        .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.gameId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(favoriteGames)
        .innerJoin(games, eq(games.gameId, favoriteGames.gameId))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(where);
      return {
        games: rows.map((r) => toGame(merchant, r.game)),
        ...pageInfo(pageNo, pageSize, total?.n ?? 0),
      };
    },

    /**
     * Adds or removes one of the merchant's games (else game.not.found). Adding one already
     * there and removing one that is not change nothing; a new one beyond FAVORITES_MAX is
     * refused (favorite.limit).
     */
    async set(merchant: Merchant, memberId: string, gameId: string, favorite: boolean) {
      if (!(await app.games.offered(merchant.code, gameId))) throw new AppError('game.not.found');
      if (!favorite) {
        await db
          .delete(favoriteGames)
          .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId)));
        return favorites.ids(merchant, memberId);
      }
      await db.transaction(async (tx) => {
        // One member's adds queue here, so parallel adds cannot pass the limit together.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favorites:${memberId}`}))`);
        const [held] = await tx
          .select({ n: count() })
          .from(favoriteGames)
          .where(eq(favoriteGames.memberId, memberId));
        const [already] = await tx
          .select({ gameId: favoriteGames.gameId })
          .from(favoriteGames)
          .where(and(eq(favoriteGames.memberId, memberId), eq(favoriteGames.gameId, gameId)));
        if (already) return;
        if ((held?.n ?? 0) >= FAVORITES_MAX) throw new AppError('favorite.limit');
        await tx.insert(favoriteGames).values({ memberId, gameId }).onConflictDoNothing();
      });
      return favorites.ids(merchant, memberId);
    },
  };
  return favorites;
}
export type Favorites = ReturnType<typeof createFavorites>;

declare module 'fastify' {
  interface FastifyInstance {
    favorites: Favorites;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('favorites', createFavorites(app));
  },
  { name: 'favorites', dependencies: ['db', 'games'] },
);
