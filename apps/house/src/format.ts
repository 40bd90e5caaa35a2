import {
  checkAmountText,
  formatAmount as amountIn,
  formatNumber,
  type AmountNotation,
  type AmountProblem as ContractAmountProblem,
  type Language,
} from '@site/contract';

/** Amounts as the site shows them, by the contract's formatter: `P 1,234.50`. */
export const formatAmount = (value: number, symbol: string, language: Language): string =>
  amountIn(value, language, symbol);

/** A ratio as a percentage with two decimals, e.g. 96.09 %. */
export const formatPercent = (ratio: number, language: Language) =>
  `${formatNumber(ratio * 100, language, { min: 2, max: 2 })} %`;

/** A number with exactly `decimals` decimals in the language's style (a roll, a multiplier). */
export const formatFixed = (value: number, decimals: number, language: Language) =>
  formatNumber(value, language, { min: decimals, max: decimals });

/** A round's date and time in the page's language, the year in full: "21 Nov 2026, 14:03:05". */
export function formatTime(iso: string, language: string): string {
  const locale = language === 'EN' ? 'en-GB' : 'id-ID';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}

/** What can be wrong with a typed amount, in the order it is checked. */
export type AmountProblem =
  'empty' | 'notNumber' | 'notPositive' | 'decimals' | 'belowMin' | 'aboveMax';

// The contract's names for them. A text that reads two ways (`1.000`) is not taken.
const PROBLEMS: Record<ContractAmountProblem, AmountProblem> = {
  empty: 'empty',
  not_number: 'notNumber',
  ambiguous: 'notNumber',
  not_positive: 'notPositive',
  decimals: 'decimals',
  below_min: 'belowMin',
  above_max: 'aboveMax',
  over_available: 'aboveMax',
};

/**
 * A typed amount checked against [min, max] by the contract's amount rules, read in the
 * page's language as every money field of the site reads (`10.50`, `10,50`, `1,000`): its
 * value, or the first thing wrong with it, so the page can say exactly that.
 */
export function checkAmount(
  text: string,
  min: number,
  max: number,
  notation: AmountNotation,
): { value: number } | { problem: AmountProblem } {
  const checked = checkAmountText(text, notation, { min, max });
  if (checked.ok) return { value: checked.value };
  return { problem: PROBLEMS[checked.problem] };
}

/** A typed amount above zero with at most two decimals, or undefined (for previews). */
export function parseAmount(text: string, notation: AmountNotation): number | undefined {
  const checked = checkAmount(text, 0, Infinity, notation);
  return 'value' in checked ? checked.value : undefined;
}

/** Rounds up to the cent (a slot's smallest line bet from a minimum stake). */
export const ceilCents = (value: number) => Math.ceil(Math.round(value * 10_000) / 100) / 100;
export const floorCents = (value: number) => Math.floor(Math.round(value * 10_000) / 100) / 100;
