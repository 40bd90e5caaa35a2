import { liveTableTypeSchema, type LiveTableType } from '@site/contract';
import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { games, merchantVendors, vendors, type Merchant } from '../../db/schema/index.js';

/**
 * The live casino's table types (docs/product.md §7 GCSGAME_getVassGameType, §9 filters): those the
 * merchant's live vendors have tables of, with how many, in the filter bar's order.
 */
export function createLiveTables(db: Db) {
  return {
    async types(merchant: Merchant, vassalage: string | undefined) {
      const conditions: SQL[] = [
        eq(merchantVendors.merchantCode, merchant.code),
        eq(vendors.category, 'LIVE'),
        isNotNull(games.tableType),
      ];
      if (vassalage) conditions.push(eq(games.vassalage, vassalage));
      const rows = await db
        .select({ tableType: games.tableType, n: count() })
        .from(games)
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(and(...conditions))
        .groupBy(games.tableType);
      const counts = new Map(rows.map((r) => [r.tableType, Number(r.n)]));
      return liveTableTypeSchema.options.flatMap((tableType: LiveTableType) => {
        const n = counts.get(tableType);
        return n ? [{ tableType, count: n }] : [];
      });
    },
  };
}
export type LiveTables = ReturnType<typeof createLiveTables>;

declare module 'fastify' {
  interface FastifyInstance {
    liveTables: LiveTables;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('liveTables', createLiveTables(app.db));
  },
  { name: 'live-tables', dependencies: ['db'] },
);
