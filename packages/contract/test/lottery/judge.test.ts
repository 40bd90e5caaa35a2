import { describe, expect, it } from 'vitest';
import {
  judge,
  oddsAt,
  playById,
  playsOf,
  prizesFor,
  topOdds,
  type LottSelection,
  type RulesFamily,
} from '../../src/index.js';

/** [playId, board, result, winning bets per level, refunded bets]: worked by hand. */
type Case = [number, LottSelection, number[], Record<string, number>, number?];

const CASES: Record<RulesFamily, Case[]> = {
  SSC: [
    [31, [[1, 2], [3], [4], [5], [6, 7]], [2, 3, 4, 5, 7], { HIT: 1 }],
    [31, [[1, 2], [3], [4], [5], [6, 7]], [2, 3, 4, 5, 8], {}],
    [40, [[1], [2], [3]], [1, 2, 3, 9, 9], { HIT: 1 }],
    [40, [[1], [2], [3]], [3, 2, 1, 9, 9], {}],
    [50, [[2], [3], [4]], [1, 2, 3, 4, 5], { HIT: 1 }],
    [21, [[3], [4], [5]], [1, 2, 3, 4, 5], { HIT: 1 }],
    [21, [[5], [4], [3]], [1, 2, 3, 4, 5], {}],
    [23, [[1, 2]], [0, 0, 1, 2, 1], { HIT: 1 }], // pair 1, single 2
    [23, [[1, 2]], [0, 0, 2, 2, 1], { HIT: 1 }], // pair 2, single 1
    [23, [[1, 2]], [0, 0, 1, 1, 1], {}], // a triple
    [23, [[1, 3]], [0, 0, 1, 2, 1], {}],
    [24, [[1, 2, 3, 4]], [0, 0, 3, 1, 2], { HIT: 1 }],
    [24, [[1, 2, 3, 4]], [0, 0, 1, 1, 2], {}],
    [15, [[4], [5]], [0, 0, 0, 4, 5], { HIT: 1 }],
    [16, [[4, 5, 6]], [0, 0, 0, 5, 4], { HIT: 1 }],
    [16, [[4, 5, 6]], [0, 0, 0, 5, 5], {}], // a double never wins group
    [14, [[1], [], [], [], [0, 9]], [1, 0, 0, 0, 9], { HIT: 2 }],
    [
      63,
      [
        ['BIG', 'ODD'],
        ['SMALL', 'EVEN'],
      ],
      [0, 0, 0, 7, 2],
      { HIT: 4 },
    ],
    [
      63,
      [
        ['BIG', 'ODD'],
        ['SMALL', 'EVEN'],
      ],
      [0, 0, 0, 7, 3],
      { HIT: 2 },
    ],
    [3001, [['BIG', 'EVEN'], [], [], [], ['ODD']], [6, 0, 0, 0, 3], { HIT: 3 }],
    [3002, [['BIG', 'ODD']], [9, 9, 9, 9, 9], { HIT: 2 }],
    [3002, [['BIG', 'ODD']], [0, 0, 0, 0, 0], {}],
    [3002, [['BIG', 'SMALL']], [5, 5, 5, 5, 3], { HIT: 1 }], // 23 is big
    [3003, [['DRAGON', 'TIGER', 'TIE']], [5, 1, 1, 1, 5], { TIE: 1 }],
    [3003, [['DRAGON', 'TIGER', 'TIE']], [7, 1, 1, 1, 2], { DRAGON_TIGER: 1 }],
  ],
  PK10: [
    [1462, [[3, 4], [], [], [10], []], [3, 8, 1, 10, 5, 2, 7, 4, 9, 6], { HIT: 2 }],
    [1463, [[2], [7], [], [], [6]], [3, 8, 1, 10, 5, 2, 7, 4, 9, 6], { HIT: 3 }],
    [
      1458,
      [
        [3, 8],
        [3, 8],
      ],
      [3, 8, 1, 10, 5, 2, 7, 4, 9, 6],
      { HIT: 1 },
    ],
    [1459, [[3], [8], [1, 2]], [3, 8, 1, 10, 5, 2, 7, 4, 9, 6], { HIT: 1 }],
    [1464, [[11, 3]], [3, 8, 1, 10, 5, 2, 7, 4, 9, 6], { SUM_11: 1 }],
    [1464, [[19]], [10, 9, 1, 2, 3, 4, 5, 6, 7, 8], { SUM_3_4_18_19: 1 }],
    [
      3101,
      [['SMALL', 'BIG'], ['EVEN'], [], [], [], [], [], [], [], ['ODD']],
      [3, 8, 1, 10, 5, 2, 7, 4, 9, 6],
      { HIT: 2 },
    ],
    [3102, [['BIG', 'SMALL', 'ODD', 'EVEN']], [3, 8, 1, 10, 5, 2, 7, 4, 9, 6], { SMALL_ODD: 2 }],
    [3102, [['BIG', 'SMALL', 'ODD', 'EVEN']], [10, 2, 1, 3, 5, 4, 7, 6, 9, 8], { BIG_EVEN: 2 }],
    [
      3103,
      [['DRAGON'], ['TIGER'], [], ['DRAGON'], ['TIGER']],
      [3, 8, 1, 10, 5, 2, 7, 4, 9, 6],
      { HIT: 2 },
    ],
  ],
  '11X5': [
    [908, [[3, 4]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [909, [[3, 7, 9]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [910, [[1, 3, 5, 7, 11]], [3, 7, 11, 1, 5], { HIT: 10 }],
    [911, [[1, 3, 5, 7, 9]], [3, 7, 11, 1, 5], { HIT: 1 }], // of C(5,4) = 5 bets
    [912, [[1, 2, 3, 5, 7, 11]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [3201, [[1, 2, 3, 5, 7, 11]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [3202, [[1, 2, 3, 4, 5, 6, 7, 8, 11]], [3, 7, 11, 1, 5], { HIT: 6 }], // C(4,2) of 36
    [3203, [[1, 2, 3, 4, 5, 6, 7, 8]], [3, 7, 11, 1, 5], {}],
    [918, [[3], [7], [11]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [918, [[7], [3], [11]], [3, 7, 11, 1, 5], {}],
    [919, [[11, 3, 7]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [3204, [[3], [7]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [3205, [[7, 3]], [3, 7, 11, 1, 5], { HIT: 1 }],
    [923, [[3], [7], [1], [1], [5]], [3, 7, 11, 1, 5], { HIT: 4 }],
    [3206, [[], [], ['BIG', 'ODD'], [], []], [3, 7, 11, 1, 5], {}, 2], // 11 ties
    [3206, [['SMALL', 'ODD', 'BIG'], [], [], [], []], [3, 7, 11, 1, 5], { HIT: 2 }],
    [3207, [['BIG', 'SMALL', 'ODD', 'EVEN']], [3, 7, 11, 1, 5], { BIG_SMALL: 1, ODD: 1 }],
    [3207, [['BIG', 'SMALL', 'ODD', 'EVEN']], [1, 2, 7, 9, 11], { EVEN: 1 }, 2], // 30 ties big/small
    [3208, [['DRAGON', 'TIGER']], [3, 7, 11, 1, 5], { HIT: 1 }],
  ],
  K3: [
    [1917, [[6, 7]], [1, 2, 3], { SUM_6_15: 1 }],
    [1920, [['ANY']], [4, 4, 4], { HIT: 1 }],
    [1920, [['ANY']], [4, 4, 5], {}],
    [1919, [[4, 5]], [4, 4, 4], { HIT: 1 }],
    [1922, [[1, 2, 3, 4]], [3, 1, 2], { HIT: 1 }],
    [1922, [[1, 2, 3, 4]], [1, 1, 2], {}],
    [1924, [['ANY']], [3, 5, 4], { HIT: 1 }],
    [1924, [['ANY']], [1, 2, 4], {}],
    [1927, [[2, 5]], [2, 2, 5], { HIT: 1 }],
    [1927, [[2, 5]], [2, 2, 2], { HIT: 1 }],
    [1926, [[2], [5]], [5, 2, 2], { HIT: 1 }],
    [1926, [[2], [5]], [2, 2, 2], {}],
    [1929, [[1, 2, 3]], [1, 2, 3], { HIT: 3 }],
    [1929, [[1, 2, 3]], [1, 1, 2], { HIT: 1 }],
    [3301, [['BIG', 'SMALL', 'ODD', 'EVEN']], [6, 6, 6], { HIT: 2 }],
  ],
  PCB: [
    [1906, [[27, 0]], [9, 9, 9], { SUM_0_27: 1 }],
    [1915, [[13, 14, 27]], [5, 5, 4], { HIT: 1 }],
    [1915, [[13, 14, 27]], [0, 0, 0], {}],
    [1909, [['BIG', 'SMALL', 'ODD', 'EVEN']], [0, 0, 0], { HIT: 2 }],
    [3401, [['BIG_ODD', 'SMALL_ODD']], [5, 5, 5], { BIG_ODD_SMALL_EVEN: 1 }],
    [1911, [['XBIG', 'XSMALL']], [1, 2, 2], { HIT: 1 }],
    [1911, [['XBIG']], [9, 9, 4], { HIT: 1 }],
    [1911, [['XBIG', 'XSMALL']], [9, 9, 3], {}],
    [1914, [['ANY']], [7, 7, 7], { HIT: 1 }],
  ],
  LHC: [
    [1619, [[1, 49, 10]], [1, 2, 3, 4, 5, 6, 49], { HIT: 1 }], // the special is not a normal number
    [2042, [[1, 2, 3]], [1, 2, 3, 4, 5, 6, 49], { HIT: 3 }],
    [2044, [[1, 2, 3, 4]], [1, 2, 3, 4, 5, 6, 49], { HIT: 4 }],
    [2044, [[1, 2, 49]], [1, 2, 3, 4, 5, 6, 49], {}],
    [1615, [[49]], [1, 2, 3, 4, 5, 6, 49], { HIT: 1 }],
    [3501, [['BIG', 'ODD']], [1, 2, 3, 4, 5, 6, 49], {}, 2], // 49 ties
    [3501, [['BIG', 'ODD']], [1, 2, 3, 4, 5, 6, 25], { HIT: 2 }],
    [3501, [['SMALL', 'EVEN']], [1, 2, 3, 4, 5, 6, 48], { HIT: 1 }],
    [1634, [['RED', 'BLUE', 'GREEN']], [1, 2, 3, 4, 5, 6, 49], { BLUE_GREEN: 1 }],
    [1634, [['RED', 'BLUE', 'GREEN']], [1, 2, 3, 4, 5, 6, 46], { RED: 1 }],
    // 2026 is a Horse year: 1, 13, 25, 37, 49 are horses; 2 is the Snake before it.
    [1714, [['HORSE', 'SNAKE']], [1, 2, 3, 4, 5, 6, 49], { YEAR_SIGN: 1 }],
    [1714, [['HORSE', 'SNAKE']], [1, 3, 4, 5, 6, 7, 2], { SIGN: 1 }],
    [1714, [['HORSE', 'SNAKE']], [1, 3, 4, 5, 6, 7, 14], { SIGN: 1 }],
    [1714, [['RAT']], [1, 3, 4, 5, 6, 8, 7], { SIGN: 1 }], // 7 is a Rat in 2026
  ],
  LF: [
    [3601, [[1], [2], [1]], [1, 2, 1], { HIT: 1 }],
    [3602, [[1, 2]], [1, 2, 1], { HIT: 1 }],
    [3603, [[1, 2, 3]], [1, 2, 1], {}],
    [3604, [[1, 2, 3]], [1, 2, 1], { HIT: 2 }],
    [3605, [[1, 2, 3]], [1, 2, 1], { HIT: 1 }],
    [3606, [[1], [1], [1]], [1, 2, 1], { HIT: 2 }],
    [3607, [['SMALL'], ['EVEN'], ['BIG']], [1, 2, 1], { HIT: 2 }],
    [3608, [['BIG', 'SMALL', 'ODD', 'EVEN']], [1, 2, 1], { HIT: 2 }],
    [3609, [['DRAGON', 'TIGER', 'TIE']], [1, 2, 1], { TIE: 1 }],
  ],
};

describe('judging against hand-worked results', () => {
  for (const [family, cases] of Object.entries(CASES)) {
    it(family, () => {
      for (const [playId, board, result, wins, refunds = 0] of cases) {
        const play = playById(playId)!;
        const judged = judge(play, board, result, { zodiacYear: 2026 });
        const label = `${playId} ${JSON.stringify(board)} on ${result.join(',')}`;
        expect(Object.fromEntries(judged.wins.map((w) => [w.level, w.bets])), label).toEqual(wins);
        expect(judged.refunds, label).toBe(refunds);
        for (const win of judged.wins) {
          const level = prizesFor(play, board).find((p) => p.level === win.level)!;
          expect(win.odds, label).toBe(level.odds);
        }
      }
      const covered = new Set(cases.map(([id]) => id));
      for (const play of playsOf(family as RulesFamily))
        expect(covered, `${play.playId}`).toContain(play.playId);
    });
  }

  it('pays each level its own odds, and at the merchant rate', () => {
    const sum = playById(1917)!;
    const low = judge(sum, [[3, 10]], [1, 1, 1]);
    expect(low.wins).toEqual([{ level: 'SUM_3_18', odds: 211_680, bets: 1 }]);
    const at99 = judge(sum, [[3, 10]], [1, 1, 1], { returnBp: 9900 });
    expect(at99.wins).toEqual([{ level: 'SUM_3_18', odds: 213_840, bets: 1 }]);
    // Ties that refund are left out of the odds: 11X5 per ball at 98 %: (0.98·11 − 1)/5.
    expect(judge(playById(3206)!, [['BIG'], [], [], [], []], [7, 1, 2, 3, 4]).wins[0]!.odds).toBe(
      1956,
    );
    // PC28 special 3: 13, 14 and 27 come up in 151 of 1000 draws: 980/151.
    expect(judge(playById(1915)!, [[13, 14, 27]], [9, 9, 9]).wins[0]!.odds).toBe(6490);
    expect(oddsAt({ win: 151, refund: 0, space: 1000 })).toBe(6490);
  });

  it('wins nothing on a board that makes no bet', () => {
    expect(judge(playById(31)!, [[1, 1], [2], [3], [4], [5]], [1, 2, 3, 4, 5])).toEqual({
      bets: 0,
      wins: [],
      refunds: 0,
    });
  });

  it('refuses a result that is not the family’s and a zodiac bet without its year', () => {
    expect(() => judge(playById(31)!, [[1], [2], [3], [4], [5]], [1, 2, 3, 4])).toThrow(RangeError);
    expect(() => judge(playById(14)!, [[1], [], [], [], []], [1, 2, 3, 4, 10])).toThrow(RangeError);
    const twice = [3, 3, 1, 10, 5, 2, 7, 4, 9, 6]; // one car cannot finish twice
    expect(() => judge(playById(1462)!, [[3], [], [], [], []], twice)).toThrow(RangeError);
    expect(() => judge(playById(1714)!, [['RAT']], [1, 2, 3, 4, 5, 6, 7])).toThrow(/zodiac year/);
  });

  it('tells the highest odds a board can win (the live line’s "will win")', () => {
    expect(topOdds(playById(1917)!, [[10, 4]])).toBe(70_560);
    expect(topOdds(playById(1714)!, [['HORSE', 'RAT']], { zodiacYear: 2026 })).toBe(12_005);
    expect(topOdds(playById(1714)!, [['HORSE']], { zodiacYear: 2026 })).toBe(9604);
    expect(topOdds(playById(21)!, [[1], [2], [3]], { returnBp: 9000 })).toBe(900_000);
    expect(topOdds(playById(1915)!, [[0, 27, 13]])).toBe(Math.floor(980_000 / (1 + 1 + 75)));
    expect(topOdds(playById(1915)!, [[0, 27]])).toBe(0);
  });
});
