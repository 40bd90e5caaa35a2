import { hasTwoDecimalsAtMost } from '@site/contract';

/** What the member may type as an amount: digits, optionally a point and decimals (no signs, no grouping). */
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** The typed amount as a number, or null when it is not one. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed) : null;
}

export interface AmountLimits {
  min: number;
  max: number;
  /** What the wallet holds, when the amount leaves it (a withdrawal). */
  available?: number;
}

/**
 * The first problem with a typed amount, as a key of the payments namespace's `amount` group
 * (its text takes the limits), or true when it may be sent.
 */
export function checkAmount(text: string, limits: AmountLimits): true | `amount.${string}` {
  if (!text.trim()) return 'amount.required';
  const amount = parseAmount(text);
  if (amount === null) return 'amount.invalid';
  if (!hasTwoDecimalsAtMost(amount)) return 'amount.decimals';
  if (amount <= 0) return 'amount.positive';
  if (amount < limits.min) return 'amount.below_min';
  if (amount > limits.max) return 'amount.above_max';
  if (limits.available !== undefined && amount > limits.available)
    return 'amount.over_withdrawable';
  return true;
}

/** An amount as the input shows it: plain digits and at most two decimals, no grouping. */
export const amountText = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
