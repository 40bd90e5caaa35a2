import type { HouseBet, HouseEngine, HouseOutcome } from '@site/contract';
import type { Draws } from '../fair/draws.js';

/** The most one round may stake, in minor units (10,000.00): the house games' limit. */
export const MAX_STAKE_MINOR = 1_000_000n;
/** A catalogue table whose minimum bet is higher still may take up to this many minimums. */
const MAX_STAKE_IN_MIN_BETS = 100n;

/** What a bet gets wrong beyond its schema, named by its field under `bet` (e.g. "target"). */
export interface BetProblem {
  field: string;
  problem: BetProblemCode;
}
export type BetProblemCode =
  'engine' | 'rouletteNumber' | 'rouletteNoNumber' | 'rouletteDozen' | 'diceTarget';

type BetOf<E extends HouseEngine> = Extract<HouseBet, { engine: E }>;
type OutcomeOf<E extends HouseEngine> = Extract<HouseOutcome, { engine: E }>;

/**
 * A house game's rules, pure: no clock, no database, no randomness but the round's draws. The
 * platform plays rounds with it; the game page recomputes an outcome from a round's proof.
 */
export interface Engine<E extends HouseEngine = HouseEngine> {
  engine: E;
  /** The documented return to player (exact for the slot, see README). */
  rtp: number;
  /** The round's stake in minor units. */
  stake(bet: BetOf<E>): bigint;
  /** Problems the contract's schema cannot see; empty when the bet is well formed. */
  problems(bet: BetOf<E>): BetProblem[];
  /** The outcome the draws give for this bet. */
  draw(bet: BetOf<E>, draws: Draws): OutcomeOf<E>;
  /** What the outcome pays (stake included), in minor units; 0 for a loss. */
  win(bet: BetOf<E>, outcome: OutcomeOf<E>): bigint;
}

/**
 * The most one round of a game may stake: 10,000.00, or 100 × its minimum bet when that is
 * more (the catalogue's live tables have minimums of up to 100,000.00 a hand).
 */
export const maxStakeFor = (minBetMinor: bigint) => {
  const byMinimum = minBetMinor * MAX_STAKE_IN_MIN_BETS;
  return byMinimum > MAX_STAKE_MINOR ? byMinimum : MAX_STAKE_MINOR;
};

/** Whether a stake is within the game's limits: its minimum bet and maxStakeFor. */
export const stakeInRange = (stake: bigint, minBetMinor: bigint) =>
  stake >= minBetMinor && stake <= maxStakeFor(minBetMinor);
