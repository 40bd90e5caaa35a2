import type { Language } from '@site/contract/headers.js';
import { currentLanguage } from '../i18n';

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Amounts: two decimals, comma thousands, default 0 (SPEC §5), with the currency symbol. */
export function formatAmount(value: number | null | undefined, symbol = 'P'): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const text = amountFormat.format(Math.abs(n));
  return `${n < 0 ? '-' : ''}${symbol} ${text}`;
}

const countFormats: Record<Language, Intl.NumberFormat> = {
  ID: new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }),
  EN: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
};

/**
 * Counts (games, bets, members) grouped as the language writes them, as the platform's own
 * texts in that language do: 5.000 in Indonesian, 5,000 in English. Amounts keep SPEC §5's
 * comma thousands (formatAmount).
 */
export const formatCount = (value: number, language: Language = currentLanguage()): string =>
  countFormats[language].format(value);

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
