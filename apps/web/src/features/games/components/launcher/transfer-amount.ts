import { amountProblem, parseAmount, type AmountProblem } from '../../../../lib/amount';

/** Why a typed transfer amount cannot be sent: a key of play:transfer.errors, or a reading one. */
export type TransferAmountProblem =
  | 'required'
  | 'not_number'
  | 'ambiguous'
  | 'positive'
  | 'decimals'
  | 'above_max'
  | 'over_main'
  | 'below_min_bet';

const PROBLEMS: Record<AmountProblem, TransferAmountProblem> = {
  empty: 'required',
  not_number: 'not_number',
  ambiguous: 'ambiguous',
  not_positive: 'positive',
  decimals: 'decimals',
  // The least amount is the game's minimum bet, checked after the reading (below_min_bet).
  below_min: 'positive',
  above_max: 'above_max',
  over_available: 'over_main',
};

/**
 * The first problem with moving `text` out of a main wallet holding `main` for a game whose
 * minimum bet is `minBet` (when known), or true. Less than one bet could not be staked there,
 * so it is never offered; the platform refuses it too (transfer.below.min.bet).
 */
export function checkTransferAmount(
  text: string,
  main: number,
  minBet?: number,
): true | TransferAmountProblem {
  const problem = amountProblem(text, { available: main });
  if (problem !== true) return PROBLEMS[problem];
  if (minBet && Math.round(parseAmount(text)! * 100) < Math.round(minBet * 100)) {
    return 'below_min_bet';
  }
  return true;
}

/** Whether "All" may be offered: the main wallet holds at least one bet of the game. */
export const canMoveAll = (main: number, minBet: number | undefined) =>
  main > 0 && (!minBet || main >= minBet);

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
