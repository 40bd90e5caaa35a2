import { hasTwoDecimalsAtMost, MAX_AMOUNT } from '@site/contract';

/**
 * What a member may type as an amount: digits, optionally a dot and decimals. No signs and no
 * grouping: a comma could be a thousands or a decimal separator, and guessing wrong moves the
 * wrong sum.
 */
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** The typed amount as a number, or undefined when it is not one. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/** The bounds of one amount field. */
export interface AmountLimits {
  /** The channel's or the merchant's least amount; a transfer has none. */
  min?: number;
  /** The channel's or the merchant's most; MAX_AMOUNT (the most any call takes) otherwise. */
  max?: number;
  /** What the source holds, when known (a wallet's balance, the withdrawable amount). */
  available?: number;
}

/** Why a typed amount cannot be sent: a key of the payments namespace's `amount` group. */
export type AmountProblem = `amount.${
  | 'required'
  | 'not_number'
  | 'positive'
  | 'decimals'
  | 'below_min'
  | 'above_max'
  | 'over_available'}`;

/** The first problem with a typed amount, or true when it may be sent. */
export function checkAmount(
  text: string,
  { min, max = MAX_AMOUNT, available }: AmountLimits,
): true | AmountProblem {
  if (!text.trim()) return 'amount.required';
  const amount = parseAmount(text);
  if (amount === undefined) return 'amount.not_number';
  if (amount <= 0) return 'amount.positive';
  if (!hasTwoDecimalsAtMost(amount)) return 'amount.decimals';
  if (min !== undefined && amount < min) return 'amount.below_min';
  if (amount > max) return 'amount.above_max';
  if (available !== undefined && amount > available) return 'amount.over_available';
  return true;
}

/** An amount as the field shows it: plain digits, two decimals unless whole, no grouping. */
export const amountText = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
