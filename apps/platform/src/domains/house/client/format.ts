import { checkAmountText, type AmountProblem as ContractAmountProblem } from '@site/contract';

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts as the site shows them: currency symbol, comma thousands, two decimals. */
export function formatAmount(value: number, symbol: string): string {
  const n = Number.isFinite(value) ? value : 0;
  return `${n < 0 ? '-' : ''}${symbol} ${amountFormat.format(Math.abs(n))}`;
}

/** A percentage with two decimals, e.g. 96.09 %. */
export const formatPercent = (ratio: number) => `${(ratio * 100).toFixed(2)} %`;

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

// The contract's names for them. The page's fields ask for the plain notation (a dot for
// decimals, no grouping), so a text never reads two ways here.
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
 * A typed amount (dot decimals) checked against [min, max] by the contract's amount rules,
 * the ones every money field of the site reads with: its value, or the first thing wrong with
 * it, so the page can say exactly that.
 */
export function checkAmount(
  text: string,
  min: number,
  max: number,
): { value: number } | { problem: AmountProblem } {
  const checked = checkAmountText(text, 'plain', { min, max });
  if (checked.ok) return { value: checked.value };
  return { problem: PROBLEMS[checked.problem] };
}

/** A typed amount above zero with at most two decimals, or undefined (for previews). */
export function parseAmount(text: string): number | undefined {
  const checked = checkAmount(text, 0, Infinity);
  return 'value' in checked ? checked.value : undefined;
}

/** Rounds up to the cent (a slot's smallest line bet from a minimum stake). */
export const ceilCents = (value: number) => Math.ceil(Math.round(value * 10_000) / 100) / 100;
export const floorCents = (value: number) => Math.floor(Math.round(value * 10_000) / 100) / 100;
