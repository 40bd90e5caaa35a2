import * as z from 'zod/mini';

/**
 * Money on the wire: amounts are decimal numbers with at most two decimals;
 * inside the platform they are integer minor units (DESIGN.md, Money). This is the one place
 * where one turns into the other.
 */

/** The largest amount one call may move (one billion, in the merchant's currency). */
export const MAX_AMOUNT = 1_000_000_000;

/** The minor units of `amount`, or undefined when it is not a finite number with ≤ 2 decimals. */
const minorOf = (amount: number): number | undefined => {
  if (!Number.isFinite(amount)) return undefined;
  const minor = Math.round(amount * 100);
  // minor / 100 is the double nearest the two-decimal value, as parsing "25.50" gives: equal
  // exactly when the amount has at most two decimals.
  return Number.isSafeInteger(minor) && minor / 100 === amount ? minor : undefined;
};

/** Whether `amount` is a finite decimal with at most two decimals. */
export const hasTwoDecimalsAtMost = (amount: number) => minorOf(amount) !== undefined;

/** A wire amount (≤ 2 decimals) in minor units; throws a RangeError for any other number. */
export function toMinorUnits(amount: number): bigint {
  const minor = minorOf(amount);
  if (minor === undefined) {
    throw new RangeError(`${amount} is not an amount with at most two decimals`);
  }
  return BigInt(minor);
}

/**
 * The minor units nearest any finite amount: for a threshold a visitor filters by (a game's
 * least bet), where a third decimal narrows nothing; never for money that moves (toMinorUnits).
 */
export function nearestMinorUnits(amount: number): bigint {
  const minor = Math.round(amount * 100);
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${amount} is out of range`);
  return BigInt(minor);
}

/** Minor units to the wire's decimal amount; throws beyond what a number holds exactly. */
export function fromMinorUnits(minor: bigint): number {
  const value = Number(minor);
  if (!Number.isSafeInteger(value)) throw new RangeError(`${minor} minor units is out of range`);
  return value / 100;
}

/** A signed amount that moves money: at most two decimals, not zero, at most MAX_AMOUNT either way. */
export const movementAmountSchema = z.number().check(
  z.refine(hasTwoDecimalsAtMost, 'An amount has at most two decimals, e.g. 25.50.'),
  z.refine((amount) => amount !== 0, 'An amount is not zero.'),
  z.refine(
    (amount) => Math.abs(amount) <= MAX_AMOUNT,
    `An amount is at most ${MAX_AMOUNT.toLocaleString('en')}.`,
  ),
);

/** A positive amount a member moves (deposit, withdrawal, transfer): ≤ 2 decimals, ≤ MAX_AMOUNT. */
export const positiveAmountSchema = z.number().check(
  z.refine(hasTwoDecimalsAtMost, 'An amount has at most two decimals, e.g. 25.50.'),
  z.refine((amount) => amount > 0, 'An amount is above zero.'),
  z.refine(
    (amount) => amount <= MAX_AMOUNT,
    `An amount is at most ${MAX_AMOUNT.toLocaleString('en')}.`,
  ),
);

/** An instant on the wire: ISO 8601 with its offset, e.g. 2026-11-21T00:00:00.000Z. */
export const instantSchema = z.iso.datetime({ offset: true });

/**
 * A period of records: from (inclusive) and to (exclusive) instants, both optional. The web
 * computes the presets (last 7, last 30 days ...) from the visitor's own midnight.
 */
export const periodQuerySchema = z.object({
  from: z.optional(instantSchema),
  to: z.optional(instantSchema),
});
