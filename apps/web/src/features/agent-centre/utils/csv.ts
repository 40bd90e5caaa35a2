import { HOUR_MS } from '@site/contract';
/**
 * The reports' CSV files (RFC 4180): fields separated by commas, lines by CRLF, a field with a
 * comma, a quote or a line break quoted with its quotes doubled. The file starts with a UTF-8
 * byte order mark, without which Excel reads the text as the system's code page and garbles
 * names with accents. Amounts are plain decimals in major units (1234.5 -> "1234.50"): no
 * currency symbol, no thousands separators, so a spreadsheet reads them as numbers in any
 * locale.
 */
export type CsvCell = string | number | CsvNumber | null | undefined;

/** A number already written as the file should hold it (an amount with its two places). */
export class CsvNumber {
  constructor(readonly text: string) {}
}

/** The byte order mark Excel looks for to read the file as UTF-8. */
export const BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * Text a spreadsheet would run as a formula (CSV injection): a username or game name starting
 * with = + - @ or a tab/CR gets a leading apostrophe, which spreadsheets show as text. Only
 * text cells: numbers (negative amounts) are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, quoted when RFC 4180 requires it. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvNumber) return value.text;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount of the currency as a plain decimal with two places ("-1234.50"). */
export function csvAmount(value: number | null | undefined): CsvNumber {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  // Amounts arrive as decimals of minor units; rounding the cents first keeps 1.005 honest.
  const cents = Math.round(n * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return new CsvNumber(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

/** The whole file: BOM, the header line, then each row; every line ends with CRLF. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvField).join(',');
  return BOM + [header, ...rows].map((cells) => `${line(cells)}\r\n`).join('');
}

const MERCHANT_OFFSET_MS = 7 * HOUR_MS;

/**
 * An instant as the merchant's wall time, "YYYY-MM-DD HH:mm:ss" (UTC+7, the days the reports
 * count in), which spreadsheets read as a date and time; the header says the zone.
 */
export function csvTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + MERCHANT_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Hands the file to the browser as a download. */
export function downloadCsv(filename: string, content: string) {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
