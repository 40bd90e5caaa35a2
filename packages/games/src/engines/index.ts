import type { HouseBet, HouseEngine, HouseOutcome, Language } from '@site/contract';
import type { Draws } from '../fair/draws.js';
import { diceEngine } from './dice.js';
import type { BetProblem, BetProblemCode, Engine } from './engine.js';
import { rouletteEngine } from './roulette.js';
import { slotEngine } from './slot.js';

export {
  MAX_STAKE_MINOR,
  maxStakeFor,
  stakeInRange,
  type BetProblem,
  type Engine,
} from './engine.js';

/**
 * The one registry of house engines: a new game is a module with its rules (an Engine) and a
 * line here; nothing else switches on the engine. Keyed by the contract's HouseEngine, so the
 * compiler asks for the line once the wire names the engine.
 */
export const engines: { readonly [E in HouseEngine]: Engine<E> } = {
  SLOT: slotEngine,
  ROULETTE: rouletteEngine,
  DICE: diceEngine,
};

/**
 * The engine of a bet, taking any bet of its kind. The registry's key and the bet's `engine`
 * are the same name, so the engine found always plays this bet.
 */
const engineOf = (engine: HouseEngine): Engine => engines[engine] as Engine;

/** The round's stake in minor units. */
export const stakeOf = (bet: HouseBet): bigint => engineOf(bet.engine).stake(bet);

/** What is wrong with a bet beyond its schema (fields under `bet`). */
export const betProblems = (bet: HouseBet): BetProblem[] => engineOf(bet.engine).problems(bet);

/** The outcome of a bet from a round's draws. */
export const drawOutcome = (bet: HouseBet, draws: Draws): HouseOutcome =>
  engineOf(bet.engine).draw(bet, draws);

/** What an outcome pays the bet, in minor units (stake included; 0 for a loss). */
export function winOf(bet: HouseBet, outcome: HouseOutcome): bigint {
  if (bet.engine !== outcome.engine) {
    throw new Error(`a ${bet.engine} bet cannot be settled with a ${outcome.engine} outcome`);
  }
  return engineOf(bet.engine).win(bet, outcome);
}

/** How a bet problem reads, in the page's and the platform's words. */
export const betProblemText: Record<BetProblemCode, Record<Language, string>> = {
  engine: {
    EN: 'This bet is for another game.',
    ID: 'Taruhan ini untuk permainan lain.',
  },
  rouletteNumber: {
    EN: 'Choose the number this bet is on.',
    ID: 'Pilih angka untuk taruhan ini.',
  },
  rouletteNoNumber: {
    EN: 'This bet takes no number.',
    ID: 'Taruhan ini tidak memakai angka.',
  },
  rouletteDozen: {
    EN: 'Choose 1, 2 or 3.',
    ID: 'Pilih 1, 2 atau 3.',
  },
  diceTarget: {
    EN: 'The target has at most two decimals, e.g. 49.50.',
    ID: 'Target paling banyak dua desimal, mis. 49.50.',
  },
};
