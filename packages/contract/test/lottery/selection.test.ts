import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ALL_PLAYS,
  bettingLineSchema,
  betStakeMinor,
  colourOf,
  formatBettingContent,
  lineAmountMinor,
  numbersOfSign,
  parseBettingContent,
  payoutMinor,
  playById,
  quickPick,
  randomBets,
  randomSelection,
  rowChoices,
  seededRandom,
  selectionText,
  signOf,
  yearSign,
  ZODIAC_SIGNS,
  zodiacYearAt,
  type LottPick,
} from '../../src/index.js';

const sorted = (play: (typeof ALL_PLAYS)[number], board: readonly (readonly LottPick[])[]) =>
  board.map((row, r) => {
    const order = rowChoices(play.rows[r]!);
    return [...row].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  });

describe('betting content on the wire', () => {
  it('reads the documented examples', () => {
    const examples: [number, string, LottPick[][]][] = [
      [31, '1,2|3|4|5|6,7', [[1, 2], [3], [4], [5], [6, 7]]],
      [14, '||||0,9', [[], [], [], [], [0, 9]]],
      [909, '1,5,11', [[1, 5, 11]]],
      [1634, 'RED', [['RED']]],
      [3101, 'BIG|||||||||', [['BIG'], [], [], [], [], [], [], [], [], []]],
    ];
    for (const [id, content, board] of examples) {
      const play = playById(id)!;
      expect(parseBettingContent(play, content), content).toEqual(board);
      expect(formatBettingContent(play, board)).toBe(content);
    }
  });

  it('round-trips random and full boards of every play, in board order', () => {
    const random = seededRandom(99);
    for (const play of ALL_PLAYS) {
      const boards = [
        ...randomBets(play, 5, random),
        play.rows.map((row) => [...rowChoices(row)].reverse().slice(0, row.maxPicks)),
      ];
      for (const board of boards) {
        const content = formatBettingContent(play, board);
        expect(parseBettingContent(play, content), `${play.playId} ${content}`).toEqual(
          sorted(play, board),
        );
      }
    }
  });

  it('refuses text that does not fit the play', () => {
    const five = playById(31)!;
    for (const content of [
      '1|2|3|4',
      '1|2|3|4|5|6',
      '10|2|3|4|5',
      '01|2|3|4|5',
      ' 1|2|3|4|5',
      '1,,2|3|4|5|6',
      'BIG|2|3|4|5',
      'x|2|3|4|5',
      '-1|2|3|4|5',
      '1.0|2|3|4|5',
    ]) {
      expect(parseBettingContent(five, content), content).toBeUndefined();
    }
    expect(parseBettingContent(playById(1634)!, 'DRAGON')).toBeUndefined();
    // Duplicates parse, and make no bet.
    expect(parseBettingContent(five, '1,1|2|3|4|5')).toEqual([[1, 1], [2], [3], [4], [5]]);
  });

  it('validates a betting line', () => {
    const ok = { playId: 21, content: '1,2|3|4', unit: '0.1', multiple: 5 };
    expect(z.parse(bettingLineSchema, ok)).toEqual(ok);
    const problems = (line: unknown) => [
      ...new Set(z.safeParse(bettingLineSchema, line).error?.issues.map((i) => i.path.join('.'))),
    ];
    expect(problems({ ...ok, playId: 999_999 })).toEqual(['playId']);
    expect(problems({ ...ok, content: '1,1|3|4' })).toEqual(['content']);
    expect(problems({ ...ok, content: '1|3' })).toEqual(['content']);
    expect(problems({ ...ok, content: '' })).toEqual(['content']);
    expect(problems({ ...ok, content: '1,'.repeat(400) + '|3|4' })).toEqual(['content']);
    for (const unit of ['0.5', 1, '10'])
      expect(problems({ ...ok, unit }), String(unit)).toEqual(['unit']);
    for (const multiple of [0, 1000, 1.5, '2'])
      expect(problems({ ...ok, multiple }), String(multiple)).toEqual(['multiple']);
  });
});

describe('a selection in words', () => {
  it('names rows and picks in the language, K3 pairs as 11', () => {
    expect(selectionText(playById(14)!, [[1], [], [], [], [0, 9]], 'EN')).toBe(
      'Ten thousands: 1; Units: 0, 9',
    );
    expect(selectionText(playById(3001)!, [['BIG'], [], [], [], ['EVEN', 'ODD']], 'ID')).toBe(
      'Puluh ribu: Besar; Satuan: Ganjil, Genap',
    );
    expect(selectionText(playById(1926)!, [[2, 5], [1]], 'EN')).toBe('Pair: 22, 55; Single: 1');
    expect(selectionText(playById(1919)!, [[6]], 'ID')).toBe('666');
    expect(selectionText(playById(1714)!, [['HORSE', 'RAT']], 'ID')).toBe('Tikus, Kuda');
  });
});

describe('quick picks', () => {
  it('pick halves and parities of a numbers row, all and none', () => {
    const digits = playById(21)!.rows[0]!;
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(digits, 'even')).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick(digits, 'all')).toHaveLength(10);
    expect(quickPick(digits, 'clear')).toEqual([]);
    expect(quickPick(playById(908)!.rows[0]!, 'big')).toEqual([6, 7, 8, 9, 10, 11]);
    expect(quickPick(playById(1615)!.rows[0]!, 'big')).toEqual(
      Array.from({ length: 25 }, (_, i) => 25 + i),
    );
    expect(quickPick(playById(1917)!.rows[0]!, 'small')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pick the named outcome on a two-sided row, nothing where the row has none', () => {
    const twoSided = playById(3001)!.rows[0]!;
    expect(quickPick(twoSided, 'big')).toEqual(['BIG']);
    expect(quickPick(twoSided, 'even')).toEqual(['EVEN']);
    expect(quickPick(twoSided, 'all')).toEqual(['BIG', 'SMALL', 'ODD', 'EVEN']);
    expect(quickPick(playById(1634)!.rows[0]!, 'big')).toEqual([]);
  });
});

describe('random picks', () => {
  it('are repeatable from a seed and stay in range', () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    const draws = Array.from({ length: 1000 }, () => a(7));
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b(7)));
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(6);
  });

  it('spread over the whole board', () => {
    const play = playById(14)!;
    const random = seededRandom(3);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++)
      seen.add(formatBettingContent(play, randomSelection(play, random)));
    expect(seen.size).toBe(50);
  });
});

describe('Mark Six numbers', () => {
  it('take the zodiac year from Lunar New Year, Hong Kong time', () => {
    expect(zodiacYearAt(new Date('2026-02-16T15:59:59Z'))).toBe(2025);
    expect(zodiacYearAt(new Date('2026-02-16T16:00:00Z'))).toBe(2026);
    expect(zodiacYearAt(new Date('2026-12-31T23:00:00Z'))).toBe(2026);
    expect(zodiacYearAt(new Date('2024-01-01T00:00:00Z'))).toBe(2023);
    expect(() => zodiacYearAt(new Date('2036-06-01T00:00:00Z'))).toThrow(RangeError);
    expect([2024, 2025, 2026, 2032].map(yearSign)).toEqual(['DRAGON', 'SNAKE', 'HORSE', 'RAT']);
  });

  it("give number 1 the year's sign and run the cycle backwards", () => {
    expect(signOf(1, 2026)).toBe('HORSE');
    expect(signOf(2, 2026)).toBe('SNAKE');
    expect(signOf(12, 2026)).toBe('GOAT');
    expect(signOf(13, 2026)).toBe('HORSE');
    expect(signOf(1, 2025)).toBe('SNAKE');
    expect(numbersOfSign('HORSE', 2026)).toEqual([1, 13, 25, 37, 49]);
    for (const sign of ZODIAC_SIGNS) {
      if (sign !== 'HORSE') expect(numbersOfSign(sign, 2026), sign).toHaveLength(4);
    }
  });

  it('colour 17 numbers red, 16 blue and 16 green', () => {
    const colours = Array.from({ length: 49 }, (_, i) => colourOf(i + 1));
    expect(colours.filter((c) => c === 'RED')).toHaveLength(17);
    expect(colours.filter((c) => c === 'BLUE')).toHaveLength(16);
    expect(colours.filter((c) => c === 'GREEN')).toHaveLength(16);
    expect(colourOf(49)).toBe('GREEN');
  });
});

describe('line money', () => {
  it('prices a bet by unit and multiple, in minor units', () => {
    expect(betStakeMinor('1', 1)).toBe(200n);
    expect(betStakeMinor('0.1', 3)).toBe(60n);
    expect(betStakeMinor('0.01', 1)).toBe(2n);
    expect(betStakeMinor('1', 999, 100_000n)).toBe(99_900_000n);
    expect(() => betStakeMinor('0.01', 1, 150n)).toThrow(RangeError);
    expect(lineAmountMinor(6, '0.1', 2)).toBe(240n);
  });

  it('pays wins floored once at the end, and refunds stakes', () => {
    const judgement = { bets: 5, wins: [{ level: 'HIT', odds: 1956, bets: 3 }], refunds: 1 };
    // 3 × 2 × 1.956 = 11.736 -> 11, not 3 × floor(3.912) = 9.
    expect(payoutMinor(judgement, 2n)).toEqual({ winMinor: 11n, refundMinor: 2n });
    expect(
      payoutMinor(
        { bets: 1, wins: [{ level: 'HIT', odds: 98_000_000, bets: 1 }], refunds: 0 },
        200n,
      ),
    ).toEqual({
      winMinor: 19_600_000n,
      refundMinor: 0n,
    });
  });
});
