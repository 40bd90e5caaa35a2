import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { opsAudit } from '../../db/schema/index.js';

/** The trail of operator changes: what changed, for which merchant, when. */
export function createOpsAudit(db: Db) {
  return {
    async record(
      merchantCode: string,
      action: string,
      changed: string,
      input: unknown,
      tx: Db = db,
    ): Promise<void> {
      await tx.insert(opsAudit).values({ merchantCode, action, detail: { changed, input } });
    },

    async recent(merchantCode: string, limit = 10) {
      const rows = await db
        .select()
        .from(opsAudit)
        .where(eq(opsAudit.merchantCode, merchantCode))
        .orderBy(desc(opsAudit.id))
        .limit(limit);
      return rows.map((r) => ({
        action: r.action,
        changed: (r.detail as { changed?: string }).changed ?? '',
        at: r.createdAt.toISOString(),
      }));
    },
  };
}
export type OpsAudit = ReturnType<typeof createOpsAudit>;

declare module 'fastify' {
  interface FastifyInstance {
    opsAudit: OpsAudit;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('opsAudit', createOpsAudit(app.db));
  },
  { name: 'ops-audit', dependencies: ['db'] },
);
