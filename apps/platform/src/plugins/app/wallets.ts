import { fromMinorUnits } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { walletAccounts } from '../../db/schema/index.js';

/** The wallet every account has from its first moment. */
export const MAIN_WALLET = 'MAIN';

/** Minor units to the wire's decimal amount (at most two decimals), as the contract converts. */
export const toAmount = fromMinorUnits;

/** Members' wallet accounts; the money issue adds the ledger that moves their balances. */
export function createWallets(db: Db) {
  return {
    /** Opens the MAIN wallet, in the transaction that creates the account. */
    async openMain(executor: Db, memberId: string) {
      await executor
        .insert(walletAccounts)
        .values({ memberId, wallet: MAIN_WALLET })
        .onConflictDoNothing();
    },

    /** The sum of every wallet of the member, in minor units. */
    async sumBalance(memberId: string): Promise<bigint> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${walletAccounts.balance}), 0)::text` })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId));
      return BigInt(row?.sum ?? '0');
    },
  };
}
export type Wallets = ReturnType<typeof createWallets>;

declare module 'fastify' {
  interface FastifyInstance {
    wallets: Wallets;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('wallets', createWallets(app.db));
  },
  { name: 'wallets', dependencies: ['db'] },
);
