import { randomInt } from 'node:crypto';
import { fromMinorUnits } from '@site/contract';

// RFC 4648 base32: no 0/1/8/9, so a reference read aloud is not misheard as O, I or B.
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A member-facing reference such as D20261121-7F3K2Q: a prefix (D deposit, W withdrawal), the
 * UTC day and 6 random base32 characters (30 bits). Unique per merchant by an index; a caller
 * draws again on the rare collision.
 */
export function newReference(prefix: 'D' | 'W', now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += BASE32[randomInt(32)];
  return `${prefix}${day}-${tail}`;
}

/** How many times to draw a new reference before giving up (30 bits make one retry rare). */
export const REFERENCE_ATTEMPTS = 5;

/** Minor units as operator text and audit trails write them: 1234.50. */
export const figure = (minor: bigint) => fromMinorUnits(minor).toFixed(2);
