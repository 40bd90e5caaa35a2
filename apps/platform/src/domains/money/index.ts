import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import playMoney from './play-money.js';
import records from './records.js';
import seamlessWallet from './seamless-wallet.js';
import transfers from './transfers.js';

/**
 * What members do with their money: transfers, the account record, the games' seamless wallet,
 * and free-play guests' play money.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(transfers);
    await app.register(records);
    await app.register(seamlessWallet);
    await app.register(playMoney);
  },
  { name: 'domain:money', dependencies: ['domain:ledger', 'domain:accounts'] },
);
