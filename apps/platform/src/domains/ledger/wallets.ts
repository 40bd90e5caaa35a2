import { fromMinorUnits, type Language } from '@site/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { merchantVendors, vendors, walletAccounts, type Merchant } from '../../db/schema/index.js';

/** The wallet every account has from its first moment. */
export const MAIN_WALLET = 'MAIN';

/**
 * A trial account's play money (docs/product.md §4 free play): a book of its own, posted only
 * against the
 * PLAY_CLEARING account, never withdrawn, transferred or counted with real money.
 */
export const PLAY_WALLET = 'PLAY';

/** How the member sees the MAIN wallet's name. */
const mainWalletName: Record<Language, string> = { EN: 'Main wallet', ID: 'Dompet utama' };

/** A vendor whose wallet a member may hold: its code (vassalage), name and state. */
export interface WalletVendor {
  vassalage: string;
  displayName: string;
  maintenance: boolean;
}

/** One wallet of a member as the wallet calls show it; the balance in minor units. */
export interface WalletView {
  wallet: string;
  displayName: string;
  balance: bigint;
  maintenance: boolean;
}

/** A member's wallet account and what its wallet is. */
export interface MemberWalletAccount {
  accountId: string;
  memberId: string;
  wallet: string;
}

/** The wire's vendor wallet. */
export const walletOnWire = (view: WalletView) => ({
  ...view,
  balance: fromMinorUnits(view.balance),
});

/** Members' wallet accounts: MAIN and one per game vendor, listed with their balances. */
export function createWallets(db: Db) {
  const vendorColumns = {
    vassalage: vendors.vassalage,
    displayName: vendors.displayName,
    maintenance: vendors.maintenance,
  };
  const keepsWallet = eq(vendors.walletMode, 'TRANSFER');

  const wallets = {
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

    /**
     * The member's total right after one of its ledger transactions: per wallet, the balance
     * after its last posting up to that transaction's (by posting id). Posting ids are drawn at
     * insert, not at commit, so a movement on another of the member's wallets that ran at the
     * same time may hold a lower id yet commit later: a retry then counts it, and its figure
     * can differ from the first answer's.
     */
    async sumBalanceAfter(memberId: string, transactionId: string): Promise<bigint> {
      const rows = await db
        .select({
          balance: sql<string | null>`(
            select lp.balance_after from ledger_postings lp
            where lp.account_id = wallet_accounts.id
              and lp.id <= (select max(id) from ledger_postings where transaction_id = ${transactionId}::uuid)
            order by lp.id desc
            limit 1
          )::text`,
        })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId));
      return rows.reduce((sum, row) => sum + BigInt(row.balance ?? '0'), 0n);
    },

    /**
     * The merchant's transfer-wallet vendors in its lobby order: every wallet a member may
     * transfer to. A seamless vendor (the house) bets from MAIN and keeps no wallet.
     */
    vendorsOf(merchantCode: string): Promise<WalletVendor[]> {
      return db
        .select(vendorColumns)
        .from(merchantVendors)
        .innerJoin(vendors, eq(vendors.vassalage, merchantVendors.vassalage))
        .where(and(eq(merchantVendors.merchantCode, merchantCode), keepsWallet))
        .orderBy(asc(merchantVendors.sortOrder));
    },

    /**
     * As a column of a caller's larger select: one of the merchant's transfer-wallet vendors, or
     * null when it has no such wallet.
     */
    vendorOfColumn: (merchantCode: string, vassalage: string) =>
      sql<WalletVendor | null>`(${db
        .select({
          vendor: sql`jsonb_build_object('vassalage', ${vendors.vassalage}, 'displayName', ${vendors.displayName}, 'maintenance', ${vendors.maintenance})`,
        })
        .from(merchantVendors)
        .innerJoin(vendors, eq(vendors.vassalage, merchantVendors.vassalage))
        .where(
          and(
            eq(merchantVendors.merchantCode, merchantCode),
            eq(merchantVendors.vassalage, vassalage),
            keepsWallet,
          ),
        )})`,

    /**
     * As a column of a caller's larger select: the member's opened accounts of these wallets,
     * their ids by wallet code (null when none is open).
     */
    accountIdsColumn: (memberId: string, codes: readonly string[]) =>
      sql<Record<string, string> | null>`(${db
        .select({ ids: sql`jsonb_object_agg(${walletAccounts.wallet}, ${walletAccounts.id})` })
        .from(walletAccounts)
        .where(
          and(eq(walletAccounts.memberId, memberId), inArray(walletAccounts.wallet, [...codes])),
        )})`,

    /** Vendors by their codes, whether the merchant still offers them or not. */
    async vendorsByCode(codes: readonly string[]): Promise<Map<string, WalletVendor>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select(vendorColumns)
        .from(vendors)
        .where(inArray(vendors.vassalage, [...new Set(codes)]));
      return new Map(rows.map((v) => [v.vassalage, v]));
    },

    /** Member wallet accounts by id (clearing accounts are left out). */
    async memberAccounts(accountIds: readonly string[]): Promise<MemberWalletAccount[]> {
      if (accountIds.length === 0) return [];
      const rows = await db
        .select({
          accountId: walletAccounts.id,
          memberId: walletAccounts.memberId,
          wallet: walletAccounts.wallet,
        })
        .from(walletAccounts)
        .where(
          and(
            inArray(walletAccounts.id, [...new Set(accountIds)]),
            sql`${walletAccounts.memberId} is not null`,
          ),
        );
      return rows.map((r) => ({ ...r, memberId: r.memberId! }));
    },

    /** How a wallet appears to the member, with the given balance. */
    view(
      wallet: string,
      balance: bigint,
      vendor: WalletVendor | undefined,
      language: Language,
    ): WalletView {
      if (wallet === MAIN_WALLET) {
        return { wallet, displayName: mainWalletName[language], balance, maintenance: false };
      }
      return {
        wallet,
        displayName: vendor?.displayName ?? wallet,
        balance,
        maintenance: vendor?.maintenance ?? false,
      };
    },

    /**
     * The merchant wallet (docs/product.md §7): MAIN and every vendor of the merchant with the
     * member's
     * balance there (0 for a wallet never opened; listing opens nothing).
     */
    async merchantWallet(merchant: Merchant, memberId: string, language: Language) {
      const balances = await db
        .select({ wallet: walletAccounts.wallet, balance: walletAccounts.balance })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, memberId));
      const balanceOf = new Map(balances.map((b) => [b.wallet, b.balance]));
      const sumBalance = balances.reduce((sum, b) => sum + b.balance, 0n);
      const main = wallets.view(MAIN_WALLET, balanceOf.get(MAIN_WALLET) ?? 0n, undefined, language);
      if (merchant.singleWallet) return { isSingle: true, main, wallets: [], sumBalance };
      const list = (await wallets.vendorsOf(merchant.code)).map((vendor) =>
        wallets.view(vendor.vassalage, balanceOf.get(vendor.vassalage) ?? 0n, vendor, language),
      );
      return { isSingle: false, main, wallets: list, sumBalance };
    },
  };
  return wallets;
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
