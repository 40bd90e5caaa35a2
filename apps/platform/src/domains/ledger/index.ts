import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ledger from './ledger.js';
import wallets from './wallets.js';

/**
 * The books: wallet accounts and the double-entry ledger every movement posts to. Before
 * accounts, since an account opens its MAIN wallet the moment it is created.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(wallets);
    await app.register(ledger);
  },
  { name: 'domain:ledger', dependencies: ['db'] },
);
