/**
 * Lengths of time in milliseconds, written once: periods, day windows and retention on both
 * sides count in whole hours and days, and a bare 86_400_000 reads as a magic number.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
