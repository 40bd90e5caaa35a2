import type { Language } from './headers.js';
import { MAX_AMOUNT } from './money.js';
import { formatNumber, NUMBER_STYLES } from './numbers.js';

/**
 * Amounts, rates and counts as people type them, read in the style of the page's language
 * (NUMBER_STYLES, docs/product.md §5: `,` groups thousands, `.` starts the decimals, in ID as in
 * EN), so
 * what a field reads is what the site writes:
 *
 * - `ID`, `EN`: the language's style (`100,000`, `100,000.50`, `0.5`).
 * - `plain`: digits and an optional `.` with decimals, no grouping (`100000.50`): the notation
 *   of fields that say so in their hint, and of what the site fills in itself.
 *
 * The other way of writing numbers (`.` grouping, `,` decimals, as Indonesians often do) is
 * read too wherever only one reading exists, so nothing depends on habit:
 *
 * - digits alone are a whole number (`100000`);
 * - a separator followed by one or two digits can only start decimals (`0.5`, `0,5`, `12,34`);
 * - with both separators the last one, present once, starts the decimals and the other groups
 *   thousands (`1,000.50` and `1.000,50`);
 * - a separator that occurs more than once can only group thousands (`1.000.000`).
 *
 * One case has two readings: the language's decimal separator, once, between one to three
 * digits and exactly three (`1.000`): a thousand (the other way's grouping) or one with three
 * decimals. An amount never guesses: the reading is refused as `ambiguous`, with the thousands
 * reading to name in the message. The language's own grouping separator in that position is
 * read as grouping (`1,000` is one thousand), which a field's live preview makes visible.
 * A rate (at most 100 %) has only the decimal reading, so `0,500` and `1,5` are read as such.
 */
export type AmountNotation = Language | 'plain';

/** Why a text is not an amount. */
export type AmountReadingProblem =
  'empty' | 'not_number' | 'not_positive' | 'decimals' | 'too_large' | 'ambiguous';

/** An amount read from text: its value (≤ 2 decimals) and its integer minor units. */
export interface AmountRead {
  ok: true;
  value: number;
  minor: number;
}

/** Text that two readings fit: `thousands` is the reading as grouped thousands. */
export interface AmbiguousAmount {
  ok: false;
  problem: 'ambiguous';
  thousands: number;
}

export type AmountReading =
  AmountRead | AmbiguousAmount | { ok: false; problem: Exclude<AmountReadingProblem, 'ambiguous'> };

/** A first group of thousands: one to three digits, not starting with 0. */
const GROUP_HEAD = /^[1-9]\d{0,2}$/;
const GROUP = /^\d{3}$/;
const validGroups = (groups: readonly string[]) =>
  GROUP_HEAD.test(groups[0] ?? '') && groups.slice(1).every((group) => GROUP.test(group));

/** The most whole digits read: 10^13 minor-unit hundreds stay a safe integer. */
const MAX_WHOLE_DIGITS = 13;

type Split =
  { whole: string; decimals: string } | { ambiguous: { whole: string; decimals: string } } | null;

/** The whole and decimal digits of an unsigned text in `notation`, or null when it is none. */
function split(body: string, notation: AmountNotation): Split {
  const parts = body.split(/[.,]/);
  const separators = body.match(/[.,]/g) ?? [];
  if (separators.length === 0) return { whole: body, decimals: '' };
  if (notation === 'plain') {
    return separators.length === 1 && separators[0] === '.'
      ? { whole: parts[0]!, decimals: parts[1]! }
      : null;
  }
  const last = separators.at(-1)!;
  if (new Set(separators).size === 2) {
    // The decimal separator once, last; everything before it grouped thousands.
    if (separators.slice(0, -1).includes(last)) return null;
    const groups = parts.slice(0, -1);
    return validGroups(groups) ? { whole: groups.join(''), decimals: parts.at(-1)! } : null;
  }
  if (separators.length > 1)
    return validGroups(parts) ? { whole: parts.join(''), decimals: '' } : null;
  const [head, tail] = parts as [string, string];
  if (tail.length !== 3 || !GROUP_HEAD.test(head)) return { whole: head, decimals: tail };
  return last === NUMBER_STYLES[notation].group
    ? { whole: head + tail, decimals: '' }
    : { ambiguous: { whole: head, decimals: tail } };
}

/** Reads `text` as an amount in `notation` (see AmountNotation): its value, or why not. */
export function readAmount(text: string, notation: AmountNotation): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  const signed = /^([+-]?)([\d.,]+)$/.exec(trimmed);
  const parts = signed ? split(signed[2]!, notation) : null;
  if (!signed || !parts) return { ok: false, problem: 'not_number' };
  if ('whole' in parts && parts.whole === '' && parts.decimals === '') {
    return { ok: false, problem: 'not_number' };
  }
  if (signed[1] === '-') return { ok: false, problem: 'not_positive' };
  if ('ambiguous' in parts)
    return {
      ok: false,
      problem: 'ambiguous',
      thousands: Number(parts.ambiguous.whole + parts.ambiguous.decimals),
    };
  // Trailing zeros change nothing: 2.500 is 2.50.
  const decimals = parts.decimals.replace(/0+$/, '');
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const whole = parts.whole.replace(/^0+/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'too_large' };
  const minor = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'));
  return { ok: true, value: minor / 100, minor };
}

/** The bounds of one amount field. */
export interface AmountLimits {
  /** The least amount (a channel's, a game's); none when only above zero counts. */
  min?: number;
  /** The most; MAX_AMOUNT, the most any call moves, unless given. */
  max?: number;
  /** What the source holds, when known (a wallet's balance, the withdrawable amount). */
  available?: number;
}

/** Why a typed amount cannot be sent, in the order it is checked. */
export type AmountProblem =
  Exclude<AmountReadingProblem, 'too_large'> | 'below_min' | 'above_max' | 'over_available';

export type AmountCheck =
  AmountRead | AmbiguousAmount | { ok: false; problem: Exclude<AmountProblem, 'ambiguous'> };

/**
 * A typed amount checked in order: empty, a number, one reading, above zero, two decimals,
 * then the limits (min, max, available). Either its value and minor units or the first problem.
 */
export function checkAmountText(
  text: string,
  notation: AmountNotation,
  { min, max = MAX_AMOUNT, available }: AmountLimits = {},
): AmountCheck {
  const read = readAmount(text, notation);
  if (!read.ok) {
    if (read.problem === 'ambiguous') return read;
    return { ok: false, problem: read.problem === 'too_large' ? 'above_max' : read.problem };
  }
  if (read.minor <= 0) return { ok: false, problem: 'not_positive' };
  if (min !== undefined && read.value < min) return { ok: false, problem: 'below_min' };
  if (read.value > max) return { ok: false, problem: 'above_max' };
  if (available !== undefined && read.value > available) {
    return { ok: false, problem: 'over_available' };
  }
  return read;
}

/**
 * An amount (≤ 2 decimals) as `notation` writes it: grouped thousands and two decimals unless
 * whole, e.g. 1500.5 is `1,500.50` in EN, `1.500,50` in ID and `1500.50` plain. readAmount
 * reads it back as the same amount.
 */
export function writeAmount(value: number, notation: AmountNotation): string {
  const minor = Math.round(Math.abs(value) * 100);
  const whole = String(Math.floor(minor / 100));
  const cents = minor % 100;
  const sign = value < 0 ? '-' : '';
  if (notation === 'plain') {
    return `${sign}${whole}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
  }
  const { group, decimal } = NUMBER_STYLES[notation];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${cents ? `${decimal}${String(cents).padStart(2, '0')}` : ''}`;
}

/** Why a text is not a rate or a count. */
export type NumberReadingProblem =
  'empty' | 'not_number' | 'negative' | 'decimals' | 'too_large' | 'ambiguous';

export type NumberReading =
  { ok: true; value: number } | { ok: false; problem: NumberReadingProblem };

/** The sign and unsigned digits of a typed number, or why not; a trailing `%` is allowed. */
function signedParts(
  text: string,
  notation: AmountNotation,
  percent: boolean,
): { problem: 'empty' | 'not_number' } | { negative: boolean; parts: NonNullable<Split> } {
  if (text.trim() === '') return { problem: 'empty' };
  const trimmed = (percent ? text.replace(/%\s*$/, '') : text).trim();
  const signed = /^([+-]?)([\d.,]+)$/.exec(trimmed);
  // A rate is at most 100 %, never thousands: one separator, either, starts its decimals.
  const single = percent && signed ? /^(\d*)[.,](\d*)$/.exec(signed[2]!) : null;
  const parts = single
    ? { whole: single[1]!, decimals: single[2]! }
    : signed
      ? split(signed[2]!, notation)
      : null;
  if (!signed || !parts) return { problem: 'not_number' };
  const digits = 'whole' in parts ? parts : parts.ambiguous;
  if (digits.whole === '' && digits.decimals === '') return { problem: 'not_number' };
  return { negative: signed[1] === '-', parts };
}

/**
 * A rate typed in percent in `language`'s style (`0.5` for 0.5 %; `0,5` and `0.5%` read too):
 * 0 to `max`, at most `decimals` decimals (4: the platform keeps rates in parts per million).
 */
export function readRate(
  text: string,
  language: AmountNotation,
  { decimals = 4, max = 100 }: { decimals?: number; max?: number } = {},
): NumberReading {
  const read = signedParts(text, language, true);
  if ('problem' in read) return { ok: false, problem: read.problem };
  if (read.negative) return { ok: false, problem: 'negative' };
  const digits = 'whole' in read.parts ? read.parts : read.parts.ambiguous;
  const fraction = digits.decimals.replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, problem: 'decimals' };
  const whole = digits.whole.replace(/^0+/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'too_large' };
  const value = Number(`${whole || '0'}.${fraction || '0'}`);
  return value > max ? { ok: false, problem: 'too_large' } : { ok: true, value };
}

/** A count typed in `language`'s style (`5,000`, `5000`): a whole number 0 to `max`. */
export function readCount(
  text: string,
  language: AmountNotation,
  { max = Number.MAX_SAFE_INTEGER }: { max?: number } = {},
): NumberReading {
  const read = signedParts(text, language, false);
  if ('problem' in read) return { ok: false, problem: read.problem };
  if (read.negative) return { ok: false, problem: 'negative' };
  if ('ambiguous' in read.parts) return { ok: false, problem: 'ambiguous' };
  if (/[1-9]/.test(read.parts.decimals)) return { ok: false, problem: 'decimals' };
  const whole = read.parts.whole.replace(/^0+/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'too_large' };
  const value = Number(whole || '0');
  return value > max ? { ok: false, problem: 'too_large' } : { ok: true, value };
}

/** A percentage as a field holds it: up to 4 decimals, no grouping (`0.5`); reads back alike. */
export const writeRate = (percent: number, language: Language): string =>
  formatNumber(percent, language, { max: 4 }).replaceAll(NUMBER_STYLES[language].group, '');
