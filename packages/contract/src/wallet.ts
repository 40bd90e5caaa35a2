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
});
export type Balance = z.infer<typeof balanceSchema>;

/** The balance only: the header shows it on every page, so this module stays small. */
export const walletCalls = {
  balance: defineCall({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: true,
    response: balanceSchema,
  }),
};
