import type { Language } from './headers.js';

/**
 * How the site writes numbers, per language: every amount, rate and count it shows (web pages,
 * the house games, the art the platform draws) is written by the formatters below, and every
 * one it reads by the readers beside them (readAmount, readRate, readCount), so a hint, a
 * banner and a field never disagree.
 *
 * docs/product.md §5 fixes the style: "two decimals and comma thousands separators" (DESIGN.md: the
 * same),
 * for the whole site, in either language; so both write 1,234,567.50, and counts and rates
 * follow (5,000+, 0.5%). The readers still take the other way where only one reading exists
 * (`0,5`, `1.000.000`, `1.000,50`): see readAmount.
 */
export interface NumberStyle {
  /** Groups thousands: 1,234,567. */
  group: string;
  /** Starts the decimals: 0.5. */
  decimal: string;
}

const SPEC_STYLE: NumberStyle = { group: ',', decimal: '.' };

export const NUMBER_STYLES: Record<Language, NumberStyle> = { ID: SPEC_STYLE, EN: SPEC_STYLE };

export interface Decimals {
  /** Decimals always written (trailing zeros kept): 2 for amounts. */
  min?: number;
  /** Decimals at most, rounded half away from zero; trailing zeros beyond `min` dropped. */
  max?: number;
}

const grouped = (whole: string, group: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** A number in the language's style, e.g. 1234567.5 → `1,234,567.5`; not finite → 0. */
export function formatNumber(
  value: number,
  language: Language,
  { min = 0, max = Math.max(min, 0) }: Decimals = {},
): string {
  const n = Number.isFinite(value) ? value : 0;
  const [whole = '0', fraction = ''] = Math.abs(n).toFixed(max).split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  // A value that rounds to zero is written without a sign.
  const sign = n < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  const { group, decimal } = NUMBER_STYLES[language];
  return `${sign}${grouped(whole, group)}${decimals ? `${decimal}${decimals}` : ''}`;
}

/**
 * An amount as the site shows it (docs/product.md §5): the merchant's currency symbol, two
 * decimals,
 * grouped thousands; none is 0. E.g. `P 1,234,567.50`, `-$ 20.00`.
 */
export function formatAmount(
  value: number | null | undefined,
  language: Language,
  symbol = 'P',
): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = formatNumber(Math.abs(n), language, { min: 2, max: 2 });
  return `${n < 0 && text !== formatNumber(0, language, { min: 2 }) ? '-' : ''}${symbol} ${text}`;
}

/** A count (games, bets, members), whole and grouped: `5,000`. */
export const formatCount = (value: number, language: Language): string =>
  formatNumber(Math.round(Number.isFinite(value) ? value : 0), language);

/**
 * A percentage (given in percent, 0.5 for 0.5 %), up to `max` decimals (4: the platform keeps
 * rates in parts per million), at least `min`: `0.5%`.
 */
export const formatPercent = (
  percent: number,
  language: Language,
  { min = 0, max = 4 }: Decimals = {},
): string => `${formatNumber(percent, language, { min, max })}%`;

/** A fraction (0.005) as the percentage it is: `0.5%`. */
export const formatRate = (fraction: number, language: Language, decimals?: Decimals) =>
  formatPercent(Math.round(fraction * 1_000_000) / 10_000, language, decimals);

const COMPACT: Record<Language, [number, string][]> = {
  ID: [
    [1e12, ' T'],
    [1e9, ' M'],
    [1e6, ' jt'],
    [1e3, ' rb'],
  ],
  EN: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

/** A number shortened for an axis, one decimal at most: `1.2M` (EN), `1.2 jt` (ID). */
export function formatCompact(value: number, language: Language): string {
  const n = Number.isFinite(value) ? value : 0;
  const step = COMPACT[language].find(([size]) => Math.abs(n) >= size);
  return step
    ? `${formatNumber(n / step[0], language, { max: 1 })}${step[1]}`
    : formatNumber(n, language, { max: 1 });
}
