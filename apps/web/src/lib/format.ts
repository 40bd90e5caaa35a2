import type { Language } from '@site/contract/headers.js';
import {
  formatAmount as amountIn,
  formatCompact as compactIn,
  formatCount as countIn,
  formatNumber as numberIn,
  formatRate as rateIn,
  type Decimals,
} from '@site/contract/numbers.js';
import { currentLanguage } from '../i18n';

/**
 * The site's numbers, written by the contract's one formatter per language (NUMBER_STYLES:
 * docs/product.md §5's two decimals and comma thousands) in the interface language.
 */

/** An amount with the merchant's currency symbol: `P 50,000.00`; none is 0. */
export const formatAmount = (
  value: number | null | undefined,
  symbol = 'P',
  language: Language = currentLanguage(),
): string => amountIn(value, language, symbol);

/** Counts (games, bets, members), whole and grouped: `5,000`. */
export const formatCount = (value: number, language: Language = currentLanguage()): string =>
  countIn(value, language);

/** A rate (a fraction, 0.005) as a percentage: `0.5%`. */
export const formatRate = (
  fraction: number,
  decimals?: Decimals,
  language: Language = currentLanguage(),
): string => rateIn(fraction, language, decimals);

/** A plain number (a bet unit, a multiplier) with up to `decimals.max` decimals: `0.01`. */
export const formatDecimal = (
  value: number,
  decimals?: Decimals,
  language: Language = currentLanguage(),
): string => numberIn(value, language, decimals);

/** A figure shortened for a chart's axis: `1.2M`. */
export const formatCompact = (value: number, language: Language = currentLanguage()): string =>
  compactIn(value, language);
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the user's language, e.g. "20 Nov 2026 14.05". */
export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = language.toLowerCase() === 'en' ? 'en-GB' : 'id-ID';
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}
