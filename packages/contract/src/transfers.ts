import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { paymentPasswordSchema, usernameSchema } from './member.js';
import { positiveAmountSchema } from './money.js';
import { amountSchema } from './wallet.js';

/**
 * The member's wallets and the transfers between them. Apart from
 * wallet.ts so the first page's JavaScript, which reads the balance, does not carry them.
 */

/** The member's main wallet; every other wallet is a game vendor's (its vassalage). */
export const MAIN_WALLET = 'MAIN';
export const walletCodeSchema = z.string().check(z.regex(/^[A-Z0-9_]{2,30}$/));

/** One wallet of the member: MAIN or a transfer-wallet vendor's. */
export const vendorWalletSchema = z.object({
  /** 'MAIN' or the vendor's vassalage. */
  wallet: z.string(),
  displayName: z.string(),
  balance: amountSchema,
  /** The vendor is under maintenance: no transfers in or out. */
  maintenance: z.boolean(),
});
export type VendorWallet = z.infer<typeof vendorWalletSchema>;

export const merchantWalletSchema = z.object({
  /** A single (seamless) wallet merchant: games bet from MAIN, nothing to transfer. */
  isSingle: z.boolean(),
  main: vendorWalletSchema,
  /** Every transfer-wallet vendor of the merchant, in the lobby's order. */
  wallets: z.array(vendorWalletSchema),
  sumBalance: amountSchema,
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** What a transfer answers: the wallets it touched, after it. */
export const transferResultSchema = z.object({
  /** The ledger transaction; null when a recall found nothing to move (no transaction). */
  transactionId: z.nullable(z.string()),
  wallets: z.array(vendorWalletSchema),
  sumBalance: amountSchema,
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** A direct downline as its agent may see it before sending money to it. */
export const downlineSchema = z.object({
  /** As stored (the agent may have typed it in other case). */
  username: z.string(),
  nickname: z.nullable(z.string()),
});
export type Downline = z.infer<typeof downlineSchema>;

export const transferCalls = {
  /** The member's wallets with balances (docs/product.md §7 merchant wallet; isSingle from the merchant). */
  merchantWallet: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    auth: 'member',
    response: merchantWalletSchema,
  }),
  /** Moves money between MAIN and one vendor wallet, either way. */
  transfer: defineCall({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    auth: 'member',
    idempotent: true,
    body: z.object({
      from: walletCodeSchema,
      to: walletCodeSchema,
      amount: positiveAmountSchema,
      /**
       * The game the money is moved in for (the launcher's offer): an amount into its vendor's
       * wallet below its minimum bet is refused (transfer.below.min.bet).
       */
      gameId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
    }),
    response: transferResultSchema,
  }),
  /** Recall all: every vendor wallet's balance back to MAIN (docs/product.md §7 consolidated funds). */
  consolidate: defineCall({
    method: 'POST',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    idempotent: true,
    response: transferResultSchema,
  }),
  /** MAIN to the member's upline's MAIN (docs/product.md §6), with the payment password when PAYMENTPASS3 is on. */
  transferUpline: defineCall({
    method: 'POST',
    path: '/wps/member/transfer/upline',
    auth: 'member',
    encrypted: true,
    idempotent: true,
    body: z.object({
      amount: positiveAmountSchema,
      paymentPassword: z.optional(paymentPasswordSchema),
    }),
    response: transferResultSchema,
  }),
  /**
   * Who a username is, for an agent about to send to it (asked before the confirmation): its own
   * direct downline, or member.not.downline (unknown, someone else's, a trial account, itself);
   * a disabled one member.disabled; not an agent member.not.agent.
   */
  downline: defineCall({
    method: 'GET',
    path: '/wps/agent/downline/:username',
    auth: 'member',
    params: z.object({ username: usernameSchema }),
    response: downlineSchema,
  }),
  /** An agent's MAIN to a direct downline's MAIN, with the payment password. */
  transferDownline: defineCall({
    method: 'POST',
    path: '/wps/agent/transfer/downline',
    auth: 'member',
    encrypted: true,
    idempotent: true,
    body: z.object({
      username: usernameSchema,
      amount: positiveAmountSchema,
      paymentPassword: z.optional(paymentPasswordSchema),
    }),
    response: transferResultSchema,
  }),
};
