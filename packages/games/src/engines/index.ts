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

export const engines: { [E in HouseEngine]: Engine<E> } = {
  SLOT: slotEngine,
  ROULETTE: rouletteEngine,
  DICE: diceEngine,
};

/** The round's stake in minor units. */
export function stakeOf(bet: HouseBet): bigint {
  switch (bet.engine) {
    case 'SLOT':
      return slotEngine.stake(bet);
    case 'ROULETTE':
      return rouletteEngine.stake(bet);
    case 'DICE':
      return diceEngine.stake(bet);
  }
}

/** What is wrong with a bet beyond its schema (fields under `bet`). */
export function betProblems(bet: HouseBet): BetProblem[] {
  switch (bet.engine) {
    case 'SLOT':
      return slotEngine.problems(bet);
    case 'ROULETTE':
      return rouletteEngine.problems(bet);
    case 'DICE':
      return diceEngine.problems(bet);
  }
}

/** The outcome of a bet from a round's draws. */
export function drawOutcome(bet: HouseBet, draws: Draws): HouseOutcome {
  switch (bet.engine) {
    case 'SLOT':
      return slotEngine.draw(bet, draws);
    case 'ROULETTE':
      return rouletteEngine.draw(bet, draws);
    case 'DICE':
      return diceEngine.draw(bet, draws);
  }
}

/** What an outcome pays the bet, in minor units (stake included; 0 for a loss). */
export function winOf(bet: HouseBet, outcome: HouseOutcome): bigint {
  if (bet.engine !== outcome.engine) {
    throw new Error(`a ${bet.engine} bet cannot be settled with a ${outcome.engine} outcome`);
  }
  switch (bet.engine) {
    case 'SLOT':
      return slotEngine.win(bet, outcome as Extract<HouseOutcome, { engine: 'SLOT' }>);
    case 'ROULETTE':
      return rouletteEngine.win(bet, outcome as Extract<HouseOutcome, { engine: 'ROULETTE' }>);
    case 'DICE':
      return diceEngine.win(bet, outcome as Extract<HouseOutcome, { engine: 'DICE' }>);
  }
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
