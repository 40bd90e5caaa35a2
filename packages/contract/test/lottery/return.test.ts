import { describe, expect, it } from 'vitest';
import {
  BASE_RETURN_BP,
  judge,
  playsOf,
  rowChoices,
  seededRandom,
  type LottPick,
  type LottPlay,
  type LottPrize,
  type RandomInt,
} from '../../src/index.js';
import { exactReturn, ratio, returnMatches } from './returns.js';

/**
 * Every play returns its stated rate: over every result it depends on (exact enumeration),
 * each single pick of an 'each' play and a full board of every other play pays back 98 % of
 * its stakes, less only the flooring of odds to thousandths (none where the odds are exact).
 * Mark Six's normal-number plays, whose result space is C(49,6), are a seeded Monte Carlo.
 */

/** Odds with no rounding at a return rate: (rate·space − refunds) divisible by wins. */
const oddsExact = (prize: LottPrize, returnBp: number) =>
  (returnBp * prize.space - 10_000 * prize.refund) % (10 * prize.win) === 0;

/** The boards a play's return is measured on. */
function probes(play: LottPlay): LottPick[][][] {
  const empty = () => play.rows.map((): LottPick[] => []);
  if (play.formula.kind === 'each') {
    return play.rows.flatMap((row, r) =>
      rowChoices(row).map((pick) => {
        const board = empty();
        board[r] = [pick];
        return board;
      }),
    );
  }
  if (play.formula.kind === 'bundle') {
    return [[[0, 1, 2]], [[13, 14, 27]], [[5, 13, 20]]];
  }
  return [play.rows.map((row) => rowChoices(row).slice(0, row.maxPicks))];
}

function checkPlay(play: LottPlay, returnBp = BASE_RETURN_BP) {
  for (const board of probes(play)) {
    const tally = exactReturn(play, board, { returnBp, zodiacYear: 2026 });
    const exact =
      play.prizes.every((p) => oddsExact(p, returnBp)) && play.formula.kind !== 'bundle';
    const problem = returnMatches(tally, returnBp, exact);
    expect(problem, `${play.playId} ${play.playCode} ${JSON.stringify(board)}`).toBeNull();
  }
}

/** Mark Six's normal-number plays: C(49,6) sets, judged by classes below. */
const MARK_SIX_NORMAL = [1619, 2042, 2044];

describe('every play returns the stated rate, by exact enumeration', () => {
  for (const family of ['SSC', 'PK10', '11X5', 'K3', 'PCB', 'LHC', 'LF'] as const) {
    describe(family, () => {
      for (const play of playsOf(family)) {
        if (MARK_SIX_NORMAL.includes(play.playId)) continue;
        it(`${play.playId} ${play.playCode}`, () => checkPlay(play));
      }
    });
  }

  it('at a merchant rate other than 98 %, ties and all', () => {
    for (const returnBp of [9500, 9900]) {
      for (const family of ['K3', 'PCB', 'LF'] as const) {
        for (const play of playsOf(family)) checkPlay(play, returnBp);
      }
      for (const play of [...playsOf('11X5'), ...playsOf('LHC')]) {
        if ([3206, 3207, 3501].includes(play.playId)) checkPlay(play, returnBp);
      }
    }
  });

  it('pays exactly 98 % where the odds are exact (one 5-star straight bet over all 100,000 results)', () => {
    const [five] = playsOf('SSC').filter((p) => p.playId === 31);
    const tally = exactReturn(five!, [[7], [3], [0], [9], [1]]);
    expect(tally).toEqual({ staked: 100_000n, paid: 98_000_000n });
    expect(ratio(tally)).toBe('0.980000');
  });
});

/** A Mark Six draw: 7 distinct of 1-49 (partial Fisher-Yates). */
function markSixDraw(random: RandomInt): number[] {
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  for (let i = 0; i < 7; i++) {
    const j = i + random(49 - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, 7);
}

const choose = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return c;
};

const MARK_SIX_BOARDS: [number, number[]][] = [
  [1619, [1, 7, 13, 25, 30, 49]],
  [2042, [2, 9, 17, 23, 31, 38, 44, 49]],
  [2044, [3, 8, 11, 19, 24, 28, 33, 40, 45, 47]],
];

describe("Mark Six's normal-number plays", () => {
  it('return the rate over all C(49,6) normal sets, judged once per number of hits', () => {
    for (const [playId, board] of MARK_SIX_BOARDS) {
      const play = playsOf('LHC').find((p) => p.playId === playId)!;
      const others = Array.from({ length: 49 }, (_, i) => i + 1).filter((n) => !board.includes(n));
      let staked = 0n;
      let paid = 0n;
      let sets = 0n;
      for (let hits = 0; hits <= Math.min(6, board.length); hits++) {
        // Every normal set with this many of the board's numbers is judged alike.
        const weight = choose(board.length, hits) * choose(others.length, 6 - hits);
        const normals = [...board.slice(0, hits), ...others.slice(0, 6 - hits)];
        const judged = judge(play, [board], [...normals, others[6]!]);
        sets += weight;
        staked += weight * BigInt(judged.bets);
        for (const win of judged.wins) paid += weight * BigInt(win.odds * win.bets);
      }
      expect(sets).toBe(choose(49, 6));
      expect(returnMatches({ staked, paid }), `${playId}`).toBeNull();
    }
  });

  // A seeded Monte Carlo of a million bets each, over whole random draws. Each draw judges one
  // fixed board; its return is one sample, and the samples' mean must lie within 5 standard
  // errors of the rate (a false alarm about once in 3.5 million runs).
  for (const [playId, board] of MARK_SIX_BOARDS) {
    it(`${playId} by a million random bets`, () => {
      const play = playsOf('LHC').find((p) => p.playId === playId)!;
      const random = seededRandom(playId);
      const bets = judge(play, [board], markSixDraw(random)).bets;
      const draws = Math.ceil(1_000_000 / bets);
      let sum = 0;
      let squares = 0;
      for (let d = 0; d < draws; d++) {
        const judged = judge(play, [board], markSixDraw(random));
        const back = judged.wins.reduce((s, w) => s + w.odds * w.bets, 0) / 1000 / bets;
        sum += back;
        squares += back * back;
      }
      const mean = sum / draws;
      const sd = Math.sqrt(squares / draws - mean * mean);
      const bound = (5 * sd) / Math.sqrt(draws);
      expect(Math.abs(mean - 0.98), `mean ${mean} ± ${bound}`).toBeLessThan(bound);
    });
  }
});
