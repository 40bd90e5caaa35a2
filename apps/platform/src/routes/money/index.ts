import type { FastifyInstance } from 'fastify';
import recordRoutes from './records.js';
import walletRoutes from './wallet.js';

/** Wallets and transfers, the account record and profit. */
export default async function moneyRoutes(app: FastifyInstance) {
  await app.register(walletRoutes);
  await app.register(recordRoutes);
}
