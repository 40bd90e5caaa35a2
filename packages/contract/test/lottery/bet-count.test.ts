import { describe, expect, it } from 'vitest';
import {
  ALL_PLAYS,
  betCount,
  playById,
  playsOf,
  randomSelection,
  rowChoices,
  seededRandom,
  type LottPick,
  type LottPlay,
  type LottSelection,
  ZODIAC_SIGNS,
  type RulesFamily,
} from '../../src/index.js';

const D = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const N = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const TS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

/** [playId, board, bets]: hand-worked by the notes' formulas, edge cases included. */
const CASES: Record<RulesFamily, [number, LottSelection, number][]> = {
  SSC: [
    [31, [[1, 2], [3], [4], [5], [6, 7]], 4],
    [31, [D, D, D, D, D], 100_000],
    [31, [[1], [], [3], [4], [5]], 0], // an empty row
    [31, [[1, 1], [2], [3], [4], [5]], 0], // a duplicate
    [31, [[10], [2], [3], [4], [5]], 0], // out of range
    [31, [[1], [2], [3], [4]], 0], // a row short
    [31, [['BIG'], [2], [3], [4], [5]], 0], // a named pick on a numbers row
    [40, [D, D, D], 1000],
    [50, [[0], [0], [0]], 1],
    [21, [[1, 2, 3], [4, 5], [6]], 6],
    [23, [[1, 2]], 2],
    [23, [D], 90],
    [23, [[5]], 0],
    [24, [[1, 2, 3]], 1],
    [24, [D], 120],
    [24, [[1, 2]], 0],
    [
      15,
      [
        [1, 2],
        [3, 4, 5],
      ],
      6,
    ],
    [16, [D], 45],
    [16, [[3]], 0],
    [14, [[1], [], [], [], [0, 9]], 3],
    [14, [D, D, D, D, D], 50],
    [14, [[], [], [], [], []], 0],
    [63, [['BIG', 'ODD'], ['SMALL']], 2],
    [63, [[...TS], [...TS]], 16],
    [63, [['BIG'], []], 0],
    [3001, [['BIG'], [], [], [], ['ODD', 'EVEN']], 3],
    [3001, [[...TS], [...TS], [...TS], [...TS], [...TS]], 20],
    [3001, [['RED'], [], [], [], []], 0],
    [3002, [[...TS]], 4],
    [3003, [['DRAGON', 'TIE']], 2],
    [3003, [['BIG']], 0],
  ],
  PK10: [
    [1462, [[1, 2], [], [], [], [10]], 3],
    [1462, [[0], [], [], [], []], 0],
    [1463, [[], [], [], [], [11]], 0],
    [1463, [N(1, 10), N(1, 10), N(1, 10), N(1, 10), N(1, 10)], 50],
    [
      1458,
      [
        [1, 2],
        [1, 2],
      ],
      2,
    ],
    [1458, [[1], [1]], 0], // one car cannot finish twice
    [1458, [N(1, 10), N(1, 10)], 90],
    [1459, [N(1, 10), N(1, 10), N(1, 10)], 720],
    [1459, [[1, 2], [1, 2], [3]], 2],
    [
      1459,
      [
        [1, 2],
        [1, 2],
        [1, 2],
      ],
      0,
    ],
    [1464, [[3, 11, 19]], 3],
    [1464, [[2]], 0],
    [1464, [[20]], 0],
    [1464, [N(3, 19)], 17],
    [3101, [['BIG'], [], [], [], [], [], [], [], [], ['ODD', 'EVEN']], 3],
    [3102, [['BIG', 'SMALL']], 2],
    [3103, [['DRAGON'], ['TIGER'], [], [], ['DRAGON', 'TIGER']], 4],
    [3103, [['TIE'], [], [], [], []], 0], // no tie between two different cars
  ],
  '11X5': [
    [908, [N(1, 11)], 11],
    [909, [N(1, 11)], 55],
    [910, [N(1, 11)], 165],
    [911, [N(1, 11)], 330],
    [912, [N(1, 11)], 462],
    [3201, [N(1, 11)], 462],
    [3202, [N(1, 11)], 330],
    [3203, [N(1, 11)], 165],
    [910, [[1, 2, 3, 4]], 4],
    [910, [[1, 2]], 0],
    [3203, [N(1, 7)], 0],
    [3203, [N(1, 8)], 1],
    [909, [[0, 1]], 0],
    [909, [[11, 12]], 0],
    [918, [N(1, 11), N(1, 11), N(1, 11)], 990],
    [
      918,
      [
        [1, 2],
        [2, 3],
        [3, 4],
      ],
      4,
    ],
    [919, [[1, 2, 3, 4, 5]], 10],
    [3204, [N(1, 11), N(1, 11)], 110],
    [3204, [[5], [5]], 0],
    [3205, [N(1, 11)], 55],
    [923, [[1], [2], [3], [4], [5, 11]], 6],
    [3206, [['BIG'], [], [], [], ['SMALL']], 2],
    [3207, [[...TS]], 4],
    [3208, [['DRAGON', 'TIGER']], 2],
  ],
  K3: [
    [1917, [[3, 18]], 2],
    [1917, [[2]], 0],
    [1917, [N(3, 18)], 16],
    [1920, [['ANY']], 1],
    [1920, [[]], 0],
    [1919, [[1, 6]], 2],
    [1919, [[7]], 0],
    [1922, [[1, 2, 3, 4]], 4],
    [1922, [N(1, 6)], 20],
    [1922, [[1, 2]], 0],
    [1924, [['ANY']], 1],
    [1927, [N(1, 6)], 6],
    [
      1926,
      [
        [1, 2],
        [1, 2, 3],
      ],
      4,
    ], // 2·3 − 2 same faces
    [1926, [[1], [1]], 0],
    [1926, [N(1, 6), N(1, 6)], 30],
    [1926, [[1], []], 0],
    [1929, [N(1, 6)], 15],
    [1929, [[4]], 0],
    [3301, [[...TS]], 4],
  ],
  PCB: [
    [1906, [[0, 13, 27]], 3],
    [1906, [[28]], 0],
    [1906, [N(0, 27)], 28],
    [1915, [[0, 1, 2]], 1],
    [1915, [[0, 1]], 0],
    [1915, [[0, 1, 2, 3]], 0],
    [1909, [[...TS]], 4],
    [3401, [['BIG_ODD', 'SMALL_EVEN']], 2],
    [3401, [['BIG']], 0],
    [1911, [['XBIG', 'XSMALL']], 2],
    [1914, [['ANY']], 1],
  ],
  LHC: [
    [1619, [[1, 49]], 2],
    [1619, [[0]], 0],
    [1619, [[50]], 0],
    [2042, [N(1, 49)], 1176],
    [2042, [[7]], 0],
    [2044, [N(1, 49)], 18_424],
    [2044, [[1, 2, 3, 4]], 4],
    [1615, [N(1, 49)], 49],
    [3501, [['BIG', 'ODD']], 2],
    [1634, [['RED', 'BLUE', 'GREEN']], 3],
    [1634, [['DRAGON']], 0],
    [1714, [[...ZODIAC_SIGNS]], 12],
    [1714, [['RED']], 0],
  ],
  LF: [
    [3601, [D, D, D], 1000],
    [3601, [[1], [2], []], 0],
    [3602, [D], 90],
    [3602, [[1, 2]], 2],
    [3603, [D], 120],
    [3604, [D], 10],
    [3605, [D], 45],
    [3605, [[1]], 0],
    [3606, [[1], [], [2, 3]], 3],
    [3607, [['BIG'], ['SMALL'], ['ODD']], 3],
    [3608, [[...TS]], 4],
    [3609, [['DRAGON', 'TIGER', 'TIE']], 3],
  ],
};

/** The bets of a board, listed one by one (what the closed formulas count). */
function ticketsOf(play: LottPlay, board: LottSelection): number {
  const formula = play.formula;
  const first = board[0] ?? [];
  const subsets = (items: readonly LottPick[], k: number): LottPick[][] =>
    k === 0
      ? [[]]
      : items.flatMap((item, i) => subsets(items.slice(i + 1), k - 1).map((s) => [item, ...s]));
  switch (formula.kind) {
    case 'direct': {
      let tuples: LottPick[][] = [[]];
      for (const row of board) tuples = tuples.flatMap((t) => row.map((p) => [...t, p]));
      return tuples.filter((t) => !formula.distinct || new Set(t).size === t.length).length;
    }
    case 'each':
      return board.flat().length;
    case 'subset':
      return subsets(first, formula.size).length;
    case 'group3':
      return first.flatMap((pair) => first.filter((single) => single !== pair)).length;
    case 'pairSingle':
      return first.flatMap((pair) => board[1]!.filter((single) => single !== pair)).length;
    case 'bundle':
      return 1;
  }
}

describe('bet counts by the formulas', () => {
  for (const [family, cases] of Object.entries(CASES)) {
    it(family, () => {
      for (const [playId, board, bets] of cases) {
        const play = playById(playId)!;
        expect(play.family, `${playId}`).toBe(family);
        expect(betCount(play, board), `${playId} ${JSON.stringify(board)}`).toBe(bets);
      }
      // Every play of the family has hand-worked cases.
      const covered = new Set(cases.map(([id]) => id));
      for (const play of playsOf(family as RulesFamily))
        expect(covered, `${play.playId}`).toContain(play.playId);
    });
  }

  it('equal the bets listed one by one, for random boards of every play', () => {
    const random = seededRandom(13);
    for (const play of ALL_PLAYS) {
      for (let n = 0; n < 40; n++) {
        // A random board within each row's pick counts.
        const board = play.rows.map((row) => {
          const choices = rowChoices(row);
          const size = row.minPicks + random(Math.min(row.maxPicks, 7) - row.minPicks + 1);
          const pool = [...choices];
          return Array.from({ length: size }, () => pool.splice(random(pool.length), 1)[0]!);
        });
        if (board.flat().length === 0) continue;
        expect(betCount(play, board), `${play.playId} ${JSON.stringify(board)}`).toBe(
          ticketsOf(play, board),
        );
      }
    }
  });

  it('count a random pick as one bet, for every play (group 3: its smallest board, two)', () => {
    const random = seededRandom(7);
    for (const play of ALL_PLAYS) {
      for (let n = 0; n < 50; n++)
        expect(betCount(play, randomSelection(play, random)), `${play.playId}`).toBe(
          play.formula.kind === 'group3' ? 2 : 1,
        );
    }
  });

  it('count a full board at the largest sizes', () => {
    for (const play of ALL_PLAYS) {
      const full = play.rows.map((row) => rowChoices(row).slice(0, row.maxPicks));
      expect(betCount(play, full), `${play.playId}`).toBe(ticketsOf(play, full));
      // One pick over a row's maximum is no bet at all.
      const over = play.rows.map((row) =>
        row.maxPicks < rowChoices(row).length
          ? rowChoices(row).slice(0, row.maxPicks + 1)
          : rowChoices(row),
      );
      if (over.some((picks, r) => picks.length > play.rows[r]!.maxPicks))
        expect(betCount(play, over)).toBe(0);
    }
  });
});
