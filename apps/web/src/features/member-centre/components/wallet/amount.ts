import { hasTwoDecimalsAtMost, MAX_AMOUNT } from '@site/contract';

/**
 * The amount field of every transfer form. Only digits with a dot for decimals are read: a
 * comma could be a thousands or a decimal separator, and guessing wrong moves the wrong sum.
 */
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** The typed amount as a number, or undefined when it is not one. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/**
 * Why the typed amount cannot be sent (a key under wallet:amount), or true when it can:
 * above zero, at most two decimals, at most MAX_AMOUNT and, when known, the source's balance.
 */
export function checkAmount(text: string, available?: number): true | string {
  if (!text.trim()) return 'amount.required';
  const amount = parseAmount(text);
  if (amount === undefined) return 'amount.not_number';
  if (amount <= 0) return 'amount.positive';
  if (!hasTwoDecimalsAtMost(amount)) return 'amount.decimals';
  if (amount > MAX_AMOUNT) return 'amount.too_large';
  if (available !== undefined && amount > available) return 'amount.over_balance';
  return true;
}

/** A balance as the amount field shows it: plain digits, two decimals, no symbol. */
export const amountText = (balance: number) => balance.toFixed(2);
