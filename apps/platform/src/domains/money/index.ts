import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import records from './records.js';
import seamlessWallet from './seamless-wallet.js';
import transfers from './transfers.js';

/** What members do with their money: transfers, the account record, the games' seamless wallet. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(transfers);
    await app.register(records);
    await app.register(seamlessWallet);
  },
  { name: 'domain:money', dependencies: ['domain:ledger', 'domain:accounts'] },
);
