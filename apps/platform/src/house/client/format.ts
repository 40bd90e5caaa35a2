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

/** A typed amount (dot decimals, at most two), or undefined. */
export function parseAmount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounds up to the cent (a slot's smallest line bet from a minimum stake). */
export const ceilCents = (value: number) => Math.ceil(Math.round(value * 10_000) / 100) / 100;
export const floorCents = (value: number) => Math.floor(Math.round(value * 10_000) / 100) / 100;
