import type { RouletteBet, RouletteBetType } from '@site/contract';
import { toMinorUnits } from '@site/contract';
import type { Draws } from '../fair/draws.js';
import type { BetProblem, Engine } from './engine.js';

/**
 * "Royal Roulette": a European wheel (0-36, one zero). The pocket is an unbiased int of 37.
 * Every bet returns its amount × ROULETTE_RETURNS (the stake included) when it wins and
 * nothing otherwise; zero loses every outside bet. Each bet's return to player is 36/37.
 */

export const POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

/** What a winning bet returns per unit staked, the stake included (35 to 1 is 36). */
export const ROULETTE_RETURNS: Readonly<Record<RouletteBetType, number>> = {
  STRAIGHT: 36,
  RED: 2,
  BLACK: 2,
  ODD: 2,
  EVEN: 2,
  LOW: 2,
  HIGH: 2,
  DOZEN: 3,
  COLUMN: 3,
};

const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export const colorOf = (n: number): 'GREEN' | 'RED' | 'BLACK' =>
  n === 0 ? 'GREEN' : RED_NUMBERS.has(n) ? 'RED' : 'BLACK';

/** Whether a bet wins on a pocket. */
export function covers(bet: Pick<RouletteBet, 'type' | 'number'>, n: number): boolean {
  if (bet.type === 'STRAIGHT') return bet.number === n;
  if (n === 0) return false;
  switch (bet.type) {
    case 'RED':
      return RED_NUMBERS.has(n);
    case 'BLACK':
      return !RED_NUMBERS.has(n);
    case 'ODD':
      return n % 2 === 1;
    case 'EVEN':
      return n % 2 === 0;
    case 'LOW':
      return n <= 18;
    case 'HIGH':
      return n >= 19;
    case 'DOZEN':
      return Math.ceil(n / 12) === bet.number;
    case 'COLUMN':
      return ((n - 1) % 3) + 1 === bet.number;
  }
}

/** Bets that pick a number: STRAIGHT (0-36), DOZEN and COLUMN (1-3). */
const NUMBERED = new Set<RouletteBetType>(['STRAIGHT', 'DOZEN', 'COLUMN']);

type RouletteRound = { engine: 'ROULETTE'; bets: RouletteBet[] };

export const rouletteEngine: Engine<'ROULETTE'> = {
  engine: 'ROULETTE',
  rtp: ROULETTE_RTP,
  stake: (bet: RouletteRound) => bet.bets.reduce((sum, b) => sum + toMinorUnits(b.amount), 0n),
  problems(bet: RouletteRound) {
    return bet.bets.flatMap((b, i): BetProblem[] => {
      const field = `bets.${i}.number`;
      if (!NUMBERED.has(b.type)) {
        return b.number === undefined ? [] : [{ field, problem: 'rouletteNoNumber' }];
      }
      if (b.number === undefined) return [{ field, problem: 'rouletteNumber' }];
      if (b.type !== 'STRAIGHT' && (b.number < 1 || b.number > 3)) {
        return [{ field, problem: 'rouletteDozen' }];
      }
      return [];
    });
  },
  draw(_bet: RouletteRound, draws: Draws) {
    const number = draws.int(POCKETS);
    return { engine: 'ROULETTE', number, color: colorOf(number) };
  },
  win(bet: RouletteRound, outcome) {
    return bet.bets.reduce(
      (sum, b) =>
        covers(b, outcome.number)
          ? sum + toMinorUnits(b.amount) * BigInt(ROULETTE_RETURNS[b.type])
          : sum,
      0n,
    );
  },
};
