import { outboxItemSchema } from '@site/contract';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { outbox } from '../../db/schema/index.js';

/**
 * What local drivers (SMS, e-mail, captcha) "sent". Later issues write here; with DEV_OUTBOX=1
 * tests and developers read it to finish flows end to end.
 */
export function createOutbox(db: Db) {
  return {
    async recent(limit = 100) {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
      return rows.map((r) =>
        outboxItemSchema.parse({
          id: r.id,
          channel: r.channel,
          to: r.recipient,
          body: r.body,
          createdAt: r.createdAt.toISOString(),
        }),
      );
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('outbox', createOutbox(app.db));
  },
  { name: 'outbox', dependencies: ['db'] },
);
