import { fromMinorUnits, pageInfo, type PvpRoom } from '@site/contract';
import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { games, merchantVendors, vendors, type Merchant } from '../../db/schema/index.js';

/** A member counts as in a room for this long after launching it. */
const PLAYING_MINUTES = 15;

/**
 * PVP rooms (docs/product.md §7 GLS2_roomList): the games of the merchant's PVP vendors that have a
 * room,
 * in lobby order, each with how many members launched it lately.
 */
export function createPvpRooms(db: Db) {
  return {
    async list(
      merchant: Merchant,
      vassalage: string | undefined,
      pageNo: number,
      pageSize: number,
    ) {
      const conditions: SQL[] = [
        eq(merchantVendors.merchantCode, merchant.code),
        eq(vendors.category, 'PVP'),
        isNotNull(games.roomId),
      ];
      if (vassalage) conditions.push(eq(games.vassalage, vassalage));
      const where = and(...conditions);
      // Distinct members by construction: recent_games keeps one row per member and game.
      const players = sql<number>`(
        select count(*) from recent_games rg
        where rg.game_id = ${games.gameId}
          and rg.played_at > now() - make_interval(mins => ${PLAYING_MINUTES})
      )::int`;
      const rows = await db
        .select({ game: games, vendor: vendors, players })
        .from(games)
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(where)
        .orderBy(asc(merchantVendors.sortOrder), asc(games.sortOrder), asc(games.gameId))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const [total] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(where);
      const list: PvpRoom[] = rows.map(({ game, vendor, players }) => ({
        roomId: game.roomId!,
        gameId: game.gameId,
        gameName: game.gameName,
        vassalage: game.vassalage,
        vendorName: vendor.displayName,
        minBet: fromMinorUnits(BigInt(game.minBetMinor)),
        players: Number(players),
        maintenance: vendor.maintenance || game.maintenance ? 1 : 0,
      }));
      return { list, ...pageInfo(pageNo, pageSize, total?.n ?? 0) };
    },
  };
}
export type PvpRooms = ReturnType<typeof createPvpRooms>;

declare module 'fastify' {
  interface FastifyInstance {
    pvpRooms: PvpRooms;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('pvpRooms', createPvpRooms(app.db));
  },
  { name: 'pvp-rooms', dependencies: ['db'] },
);
