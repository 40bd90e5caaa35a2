import { describe, expect, it } from 'vitest';
import {
  diceEngine,
  diceMultiplier,
  multiplierTenThousandths,
  winChance,
  winningRolls,
} from '../src/engines/dice.js';
import { betProblems, maxStakeFor, stakeInRange, stakeOf, winOf } from '../src/engines/index.js';
import {
  colorOf,
  covers,
  POCKETS,
  ROULETTE_RETURNS,
  ROULETTE_RTP,
  rouletteEngine,
} from '../src/engines/roulette.js';
import {
  lineRun,
  PAYLINES,
  PAYTABLE,
  payingLines,
  REEL_STRIPS,
  SLOT_LINES,
  slotEngine,
  windowAt,
  type SlotSymbol,
} from '../src/engines/slot.js';
import type { RouletteBet } from '@site/contract';
import { scriptedDraws } from './scripted-draws.js';

/** A window whose every reel shows `rows` (top, middle, bottom). */
const windowOf = (...reels: SlotSymbol[][]) => reels;

describe('slot', () => {
  it('has 5 reels of 3 rows and 10 fixed lines, each crossing every reel once', () => {
    expect(REEL_STRIPS).toHaveLength(5);
    expect(PAYLINES).toHaveLength(SLOT_LINES);
    expect(new Set(PAYLINES.map((l) => l.join())).size).toBe(SLOT_LINES);
    for (const line of PAYLINES) {
      expect(line).toHaveLength(5);
      for (const row of line) expect([0, 1, 2]).toContain(row);
    }
  });

  it('reads runs from the left; WILD stands for any symbol; only WILDs pay as CROWN', () => {
    expect(lineRun(['K', 'K', 'K', 'Q', 'K'])).toEqual({ symbol: 'K', count: 3 });
    expect(lineRun(['WILD', 'WILD', 'A', 'A', 'J'])).toEqual({ symbol: 'A', count: 4 });
    expect(lineRun(['A', 'WILD', 'A', 'WILD', 'A'])).toEqual({ symbol: 'A', count: 5 });
    expect(lineRun(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({
      symbol: 'CROWN',
      count: 5,
    });
    // A run is from the leftmost reel only: three Ks from reel 2 pay nothing.
    expect(lineRun(['Q', 'K', 'K', 'K', 'K'])).toEqual({ symbol: 'Q', count: 1 });
  });

  it('pays lineBet × the paytable per paying line, and the sum per spin', () => {
    // Middle row: five LOTUS; top row: three Js then K; bottom: nothing from the left.
    const window = windowOf(
      ['J', 'LOTUS', 'K'],
      ['WILD', 'LOTUS', 'Q'],
      ['J', 'WILD', 'A'],
      ['K', 'LOTUS', 'J'],
      ['Q', 'LOTUS', 'K'],
    );
    const lines = payingLines(window);
    const middle = lines.find((l) => l.line === 0)!;
    expect(middle).toMatchObject({ symbol: 'LOTUS', count: 5, multiplier: PAYTABLE.LOTUS[2] });
    const top = lines.find((l) => l.line === 1)!;
    expect(top).toMatchObject({ symbol: 'J', count: 3, multiplier: PAYTABLE.J[0] });
    expect(lines.find((l) => l.line === 2)).toBeUndefined();

    const bet = { engine: 'SLOT' as const, lineBet: 0.5 };
    expect(stakeOf(bet)).toBe(500n);
    const outcome = { engine: 'SLOT' as const, reels: window, lines: [] };
    const expected = lines.reduce((sum, l) => sum + 50n * BigInt(l.multiplier), 0n);
    expect(winOf(bet, outcome)).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(50n * BigInt(PAYTABLE.LOTUS[2] + PAYTABLE.J[0]));
  });

  it('stops each reel where its draw says, wrapping at the end of the strip', () => {
    const last = REEL_STRIPS.map((strip) => strip.length - 1);
    const outcome = slotEngine.draw({ engine: 'SLOT', lineBet: 1 }, scriptedDraws(last));
    REEL_STRIPS.forEach((strip, reel) => {
      expect(outcome.reels[reel]).toEqual([strip.at(-1), strip[0], strip[1]]);
    });
    expect(outcome.reels).toEqual(windowAt(last));
    // The wire's line wins agree with what the engine pays.
    const win = winOf({ engine: 'SLOT', lineBet: 1 }, outcome);
    expect(outcome.lines.reduce((sum, l) => sum + BigInt(Math.round(l.win * 100)), 0n)).toBe(win);
  });
});

describe('roulette', () => {
  const bet = (type: RouletteBet['type'], number?: number): RouletteBet => ({
    type,
    amount: 1,
    ...(number === undefined ? {} : { number }),
  });

  it('is a European wheel: 18 red, 18 black, one green zero', () => {
    const colors = Array.from({ length: POCKETS }, (_, n) => colorOf(n));
    expect(colors.filter((c) => c === 'RED')).toHaveLength(18);
    expect(colors.filter((c) => c === 'BLACK')).toHaveLength(18);
    expect(colors[0]).toBe('GREEN');
    expect(colorOf(1)).toBe('RED');
    expect(colorOf(2)).toBe('BLACK');
    expect(colorOf(36)).toBe('RED');
  });

  it('every bet returns 36/37 over the wheel, the standard payouts', () => {
    const bets = [
      ...Array.from({ length: 37 }, (_, n) => bet('STRAIGHT', n)),
      ...(['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const).map((t) => bet(t)),
      ...[1, 2, 3].flatMap((n) => [bet('DOZEN', n), bet('COLUMN', n)]),
    ];
    for (const b of bets) {
      const winning = Array.from({ length: POCKETS }, (_, n) => n).filter((n) => covers(b, n));
      expect((winning.length * ROULETTE_RETURNS[b.type]) / POCKETS).toBe(ROULETTE_RTP);
    }
    expect(ROULETTE_RETURNS).toMatchObject({ STRAIGHT: 36, RED: 2, DOZEN: 3, COLUMN: 3 });
  });

  it('zero loses every outside bet; dozens and columns are the usual numbers', () => {
    for (const t of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const) {
      expect(covers(bet(t), 0)).toBe(false);
    }
    expect(covers(bet('DOZEN', 2), 13)).toBe(true);
    expect(covers(bet('DOZEN', 2), 25)).toBe(false);
    expect(covers(bet('COLUMN', 1), 34)).toBe(true);
    expect(covers(bet('COLUMN', 3), 36)).toBe(true);
    expect(covers(bet('COLUMN', 3), 35)).toBe(false);
    expect(covers(bet('LOW', 18), 18)).toBe(true);
    expect(covers(bet('HIGH'), 19)).toBe(true);
  });

  it('pays each winning bet amount × return, sums the stake, and lands where drawn', () => {
    const round = {
      engine: 'ROULETTE' as const,
      bets: [
        { type: 'STRAIGHT' as const, number: 17, amount: 2.5 },
        { type: 'BLACK' as const, amount: 10 },
        { type: 'DOZEN' as const, number: 3, amount: 4 },
      ],
    };
    expect(stakeOf(round)).toBe(1650n);
    const outcome = rouletteEngine.draw(round, scriptedDraws([17]));
    expect(outcome).toEqual({ engine: 'ROULETTE', number: 17, color: 'BLACK' });
    // 2.50 × 36 + 10 × 2; the dozen (25-36) loses.
    expect(winOf(round, outcome)).toBe(9000n + 2000n);
    expect(winOf(round, { engine: 'ROULETTE', number: 0, color: 'GREEN' })).toBe(0n);
  });

  it('names a bet’s missing or needless number', () => {
    expect(
      betProblems({
        engine: 'ROULETTE',
        bets: [
          bet('STRAIGHT'),
          bet('RED', 3),
          bet('DOZEN', 0),
          bet('COLUMN', 2),
          bet('STRAIGHT', 0),
        ],
      }),
    ).toEqual([
      { field: 'bets.0.number', problem: 'rouletteNumber' },
      { field: 'bets.1.number', problem: 'rouletteNoNumber' },
      { field: 'bets.2.number', problem: 'rouletteDozen' },
    ]);
  });
});

describe('dice', () => {
  const under = (target: number) => ({
    engine: 'DICE' as const,
    stake: 1,
    target,
    direction: 'UNDER' as const,
  });
  const over = (target: number) => ({
    engine: 'DICE' as const,
    stake: 1,
    target,
    direction: 'OVER' as const,
  });

  it('multiplier = 99 / win chance, rounded down to 4 decimals', () => {
    expect(winChance(under(50))).toBe(50);
    expect(diceMultiplier(under(50))).toBe(1.98);
    expect(winChance(over(49.99))).toBe(50);
    expect(diceMultiplier(over(49.99))).toBe(1.98);
    expect(diceMultiplier(under(1))).toBe(99);
    expect(diceMultiplier(over(98.99))).toBe(99);
    // 99 / 98.99 = 1.000101…: 1.0001.
    expect(diceMultiplier(under(98.99))).toBe(1.0001);
    // 99 / 33.33 = 2.970297…: 2.9702.
    expect(diceMultiplier(under(33.33))).toBe(2.9702);
  });

  it('UNDER wins strictly below the target, OVER strictly above', () => {
    const bet = under(50);
    const roll = (hundredths: number) => diceEngine.draw(bet, scriptedDraws([hundredths]));
    expect(roll(4999)).toEqual({ engine: 'DICE', roll: 49.99, multiplier: 1.98 });
    expect(winOf(bet, roll(4999))).toBe(198n);
    expect(winOf(bet, roll(5000))).toBe(0n);
    expect(winOf(over(50), { engine: 'DICE', roll: 50, multiplier: 1.98 })).toBe(0n);
    expect(winOf(over(50), { engine: 'DICE', roll: 50.01, multiplier: 1.98 })).toBe(198n);
    expect(winOf(over(50), { engine: 'DICE', roll: 99.99, multiplier: 1.98 })).toBe(198n);
  });

  it('rounds the win down to the minor unit and keeps a 1 % edge on every target', () => {
    const bet = { ...under(50), stake: 1.01 };
    // 1.01 × 1.98 = 1.9998: 1.99.
    expect(winOf(bet, { engine: 'DICE', roll: 0, multiplier: 1.98 })).toBe(199n);
    for (let t = 100; t <= 9899; t += 37) {
      for (const b of [under(t / 100), over(t / 100)]) {
        // In integers: rolls × multiplier (ten-thousandths) over 10,000 × 10,000.
        const returned = winningRolls(b) * multiplierTenThousandths(b);
        expect(returned).toBeLessThanOrEqual(99_000_000);
        expect(returned).toBeGreaterThan(98_990_000);
      }
    }
  });

  it('refuses a target with more than two decimals', () => {
    expect(betProblems(under(50.005))).toEqual([{ field: 'target', problem: 'diceTarget' }]);
    expect(betProblems(under(50.05))).toEqual([]);
  });
});

describe('limits', () => {
  it('a stake is within the game’s minimum bet and 10,000.00', () => {
    expect(stakeInRange(100n, 100n)).toBe(true);
    expect(stakeInRange(99n, 100n)).toBe(false);
    expect(stakeInRange(1_000_000n, 100n)).toBe(true);
    expect(stakeInRange(1_000_001n, 100n)).toBe(false);
  });

  it('a table whose minimum is above 100.00 takes up to 100 minimums', () => {
    expect(maxStakeFor(10_000n)).toBe(1_000_000n);
    expect(maxStakeFor(5_000_000n)).toBe(500_000_000n);
    expect(stakeInRange(5_000_000n, 5_000_000n)).toBe(true);
    expect(stakeInRange(500_000_001n, 5_000_000n)).toBe(false);
  });
});
