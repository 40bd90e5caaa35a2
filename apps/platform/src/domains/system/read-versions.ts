import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { merchantVendors, readVersions } from '../../db/schema/index.js';

/**
 * What a public read stands on: 'site' is the merchant's row, settings and content (status,
 * settings, register rules, white label, notices, help); 'catalogue' its vendors and games.
 */
export type ReadArea = 'site' | 'catalogue';

/** How stale another process's change may be seen: the counters are read at most this often. */
export const VERSION_CHECK_MS = 1_000;

const keyOf = (merchantCode: string, area: ReadArea) => `${merchantCode}\u0000${area}`;

/**
 * The counters the public-read cache is checked against (schema: read_versions). A write bumps
 * its counter in its own transaction; this process reads them all (a few rows) when they are a
 * second old and a read needs them, one query shared by the reads that arrive meanwhile, and
 * at once after this process wrote (`expire`), so its own writer sees the change immediately.
 */
export function createReadVersions(db: Db) {
  let known = new Map<string, number>();
  let checkedAt = -Infinity;
  let reading: Promise<void> | null = null;
  let mustRead = true;
  let started = 0;
  let applied = 0;

  const read = async () => {
    // Stamped when the read starts: a write committed after it is seen by the next one.
    checkedAt = performance.now();
    const seq = ++started;
    const rows = await db.select().from(readVersions);
    // A slower, older read must not undo a newer one.
    if (seq < applied) return;
    applied = seq;
    known = new Map(rows.map((r) => [keyOf(r.merchantCode, r.area as ReadArea), r.version]));
  };

  const startRead = () => {
    const current: Promise<void> = read()
      .catch((error: unknown) => {
        mustRead = true;
        throw error;
      })
      .finally(() => {
        if (reading === current) reading = null;
      });
    reading = current;
  };

  /**
   * Which read the counters come from, when no read is due or in flight; else undefined.
   * While it stays the same, so does every `versionNow`: a caller checks once per read.
   */
  const readNow = (): number | undefined =>
    mustRead || reading || performance.now() - checkedAt >= VERSION_CHECK_MS ? undefined : applied;

  const expire = () => {
    mustRead = true;
  };

  return {
    /**
     * The counter as `version` would answer it, when that needs no read (none due, none in
     * flight); else undefined and the caller asks `version`. Lets a cached read answer without
     * awaiting anything.
     */
    versionNow(merchantCode: string, area: ReadArea): number | undefined {
      if (readNow() === undefined) return undefined;
      return known.get(keyOf(merchantCode, area)) ?? 0;
    },

    readNow,

    /** The counter of a merchant's area, at most a second old (0 before any change). */
    async version(merchantCode: string, area: ReadArea): Promise<number> {
      if (mustRead) {
        // Not the read in flight: it may have started before this process's write committed.
        mustRead = false;
        startRead();
      } else if (!reading && performance.now() - checkedAt >= VERSION_CHECK_MS) {
        startRead();
      }
      if (reading) await reading;
      return known.get(keyOf(merchantCode, area)) ?? 0;
    },

    expire,

    /** Marks a merchant's area changed; call it in the transaction that changes it. */
    async bump(tx: Db, merchantCode: string, area: ReadArea): Promise<void> {
      await tx
        .insert(readVersions)
        .values({ merchantCode, area, version: 1 })
        .onConflictDoUpdate({
          target: [readVersions.merchantCode, readVersions.area],
          set: { version: sql`${readVersions.version} + 1` },
        });
      expire();
    },

    /** A vendor or its games changed: the catalogue of every merchant offering it. */
    async bumpVendor(tx: Db, vassalage: string): Promise<void> {
      await tx
        .insert(readVersions)
        .select(
          tx
            .select({
              merchantCode: merchantVendors.merchantCode,
              area: sql<string>`'catalogue'`.as('area'),
              version: sql<number>`1`.as('version'),
            })
            .from(merchantVendors)
            .where(eq(merchantVendors.vassalage, vassalage)),
        )
        .onConflictDoUpdate({
          target: [readVersions.merchantCode, readVersions.area],
          set: { version: sql`${readVersions.version} + 1` },
        });
      expire();
    },
  };
}
export type ReadVersions = ReturnType<typeof createReadVersions>;

declare module 'fastify' {
  interface FastifyInstance {
    readVersions: ReadVersions;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('readVersions', createReadVersions(app.db));
  },
  { name: 'read-versions', dependencies: ['db'] },
);
