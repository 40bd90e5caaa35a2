import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { throttleHits } from '../../db/schema/index.js';

/** An allowed hit names its row, so a caller may give it back (see `release`). */
export type ThrottleResult = { allowed: true; hitId: number } | { allowed: false; retryAt: Date };

/**
 * Counts attempts per bucket (e.g. "feedback:<ip>") in the database, so several platform
 * processes share one count. A transaction-scoped advisory lock on the bucket serialises
 * concurrent attempts, so the limit holds exactly.
 */
export function createThrottle(db: Db) {
  return {
    async hit(bucket: string, limit: number, windowSeconds: number): Promise<ThrottleResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}))`);
        const windowStart = sql`now() - make_interval(secs => ${windowSeconds})`;
        await tx
          .delete(throttleHits)
          .where(and(eq(throttleHits.bucket, bucket), lt(throttleHits.at, windowStart)));
        const recent = await tx
          .select({ at: throttleHits.at })
          .from(throttleHits)
          .where(eq(throttleHits.bucket, bucket))
          .orderBy(asc(throttleHits.at))
          .limit(limit);
        if (recent.length >= limit) {
          return {
            allowed: false,
            retryAt: new Date(recent[0]!.at.getTime() + windowSeconds * 1000),
          };
        }
        const [hit] = await tx
          .insert(throttleHits)
          .values({ bucket })
          .returning({ id: throttleHits.id });
        return { allowed: true, hitId: hit!.id };
      });
    },

    /**
     * Gives an attempt back: for limits on wrong guesses only, the guess is reserved first (so
     * parallel guesses cannot overrun the limit) and released when it proved right.
     */
    async release(hitId: number): Promise<void> {
      await db.delete(throttleHits).where(eq(throttleHits.id, hitId));
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('throttle', createThrottle(app.db));
  },
  { name: 'throttle', dependencies: ['db'] },
);
