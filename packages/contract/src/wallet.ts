import * as z from 'zod/mini';
import { defineCall } from './call.js';

/**
 * Amounts on the wire are decimal numbers with at most two decimals (as sumBalance is);
 * inside the platform they are integer minor units (DESIGN.md, Money).
 */
export const amountSchema = z.number().check(z.nonnegative());

export const balanceSchema = z.object({
  sumBalance: amountSchema,
  currencyCode: z.string(),
  currencySymbol: z.string(),
  /** The sum is a free-play guest's play money (docs/product.md §4): shown as such, never real. */
  playMoney: z.optional(z.boolean()),
});
export type Balance = z.infer<typeof balanceSchema>;

/** The balance only: the header shows it on every page, so this module stays small. */
export const walletCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'member',
    response: balanceSchema,
  }),
  /**
   * A free-play guest's play credits topped back up when they run low (PLAY_TOP_UP_BELOW), at
   * most once per PLAY_TOP_UP_MINUTES (request.throttled); a real account is access.forbidden.
   */
  playTopUp: defineCall({
    method: 'POST',
    path: '/wps/v2/wallets/play/top-up',
    auth: 'member',
    idempotent: true,
    response: balanceSchema,
  }),
};
