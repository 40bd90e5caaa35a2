import { hasTwoDecimalsAtMost } from '@site/contract';

/**
 * Digits, optionally a dot and decimals: no signs and no grouping, since a comma could be a
 * thousands or a decimal separator and guessing wrong would move the wrong sum.
 */
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** Why a typed transfer amount cannot be sent: a key of play:transfer.errors. */
export type TransferAmountProblem =
  'required' | 'not_number' | 'positive' | 'decimals' | 'over_main';

/** The typed amount as a number, or undefined when it is not one. */
export function parseTransferAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return AMOUNT_TEXT.test(trimmed) ? Number(trimmed) : undefined;
}

/** The first problem with moving `text` out of a main wallet holding `main`, or true. */
export function checkTransferAmount(text: string, main: number): true | TransferAmountProblem {
  if (!text.trim()) return 'required';
  const amount = parseTransferAmount(text);
  if (amount === undefined) return 'not_number';
  if (amount <= 0) return 'positive';
  if (!hasTwoDecimalsAtMost(amount)) return 'decimals';
  if (amount > main) return 'over_main';
  return true;
}

/** An amount as the field shows it: plain digits, two decimals unless whole. */
export const transferAmountText = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : amount.toFixed(2);

/** Quick amounts when the game's minimum bet is not known. */
const DEFAULT_QUICK_AMOUNTS = [100, 500];
/** Quick amounts as multiples of the minimum bet: one bet, two, five. */
const MIN_BET_MULTIPLES = [1, 2, 5];

/**
 * The amounts one press fills in (besides "All"): the minimum bet and a few of them when the
 * game has one, else round sums; only those the main wallet can pay.
 */
export function quickAmounts(main: number, minBet: number | undefined): number[] {
  const amounts =
    minBet && minBet > 0
      ? MIN_BET_MULTIPLES.map((times) => Math.round(minBet * 100 * times) / 100)
      : DEFAULT_QUICK_AMOUNTS;
  return amounts.filter((amount) => amount <= main);
}

/** What the vendor wallet holds after moving `amount` in, counted in cents. */
export const balanceAfter = (vendorBalance: number, amount: number) =>
  (Math.round(vendorBalance * 100) + Math.round(amount * 100)) / 100;
