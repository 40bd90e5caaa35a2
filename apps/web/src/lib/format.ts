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

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts (games, bets): comma thousands, as the amounts have. */
export const formatCount = (value: number): string => countFormat.format(value);

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
