import { ZODIAC_SIGNS, type ColourPick, type ZodiacSign } from './picks.js';
import { HOUR_MS } from '../time.js';

/**
 * Mark Six (LHC) number traits: colour waves and zodiac signs. Number 1 carries the sign of the
 * current zodiac year and the cycle runs backwards from it (2 is the year before's sign, ...),
 * so the signs move one place at every Lunar New Year.
 */

const RED = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]);
const BLUE = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]);

/** The colour wave of a number 1-49 (17 red, 16 blue, 16 green). */
export const colourOf = (n: number): ColourPick =>
  RED.has(n) ? 'RED' : BLUE.has(n) ? 'BLUE' : 'GREEN';

/**
 * Lunar New Year's day, China/Hong Kong time (UTC+8), by Gregorian year. The zodiac year
 * starts at its local midnight. Extend the table before 2036.
 */
export const LUNAR_NEW_YEAR: Readonly<Record<number, string>> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
  2031: '2031-01-23',
  2032: '2032-02-11',
  2033: '2033-01-31',
  2034: '2034-02-19',
  2035: '2035-02-08',
};

/** The zodiac year an instant falls in: its Gregorian year in UTC+8, less one before New Year. */
export function zodiacYearAt(instant: Date): number {
  const local = new Date(instant.getTime() + 8 * HOUR_MS);
  const year = local.getUTCFullYear();
  const newYear = LUNAR_NEW_YEAR[year];
  if (newYear === undefined) throw new RangeError(`No Lunar New Year date known for ${year}`);
  return local.toISOString().slice(0, 10) < newYear ? year - 1 : year;
}

const cycleIndex = (year: number) => (((year - 2020) % 12) + 12) % 12;

/** The sign of a zodiac year (2026: HORSE). */
export const yearSign = (zodiacYear: number): ZodiacSign => ZODIAC_SIGNS[cycleIndex(zodiacYear)]!;

/** The sign a number 1-49 carries in a zodiac year: 1, 13, 25, 37, 49 carry the year's sign. */
export const signOf = (n: number, zodiacYear: number): ZodiacSign =>
  ZODIAC_SIGNS[(((cycleIndex(zodiacYear) - (n - 1)) % 12) + 12) % 12]!;

/** The numbers 1-49 carrying a sign in a zodiac year. */
export const numbersOfSign = (sign: ZodiacSign, zodiacYear: number): number[] =>
  Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => signOf(n, zodiacYear) === sign);
