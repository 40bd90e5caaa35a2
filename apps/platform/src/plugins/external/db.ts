import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Puts the (migrated) database on the app and closes it when the app closes. */
export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('db', opts.database.db);
    app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
