/**
 * Free play's numbers, apart from the calls so a page's first JavaScript may read
 * them without zod.
 */
/** Play credits a free-play guest starts with, and is topped back up to (minor units: 10,000.00). */
export const PLAY_CREDITS = 1_000_000;
/** A guest may top up once the play balance is below this (minor units: 100.00). */
export const PLAY_TOP_UP_BELOW = 10_000;
/** Minutes between two top-ups of one guest. */
export const PLAY_TOP_UP_MINUTES = 10;

/**
 * The house's own game vendor (Nusa Originals): the only one whose games a free-play guest may
 * open, on play money; every other vendor's game needs a real account (docs/product.md §5 trial
 * dialog).
 */
export const PLAY_MONEY_VENDOR = 'NSO';
