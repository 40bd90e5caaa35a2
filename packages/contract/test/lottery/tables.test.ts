import { describe, expect, it } from 'vitest';
import {
  ALL_PLAYS,
  LOTTERY_FAMILIES,
  PLAY_MODES,
  PLAY_TABLES,
  defaultPlay,
  oddsAt,
  playById,
  playOf,
  playsOf,
  rowChoices,
} from '../../src/index.js';

describe('the play tables', () => {
  it('give every play a unique id, its family, names and rules in EN and ID', () => {
    expect(new Set(ALL_PLAYS.map((p) => p.playId)).size).toBe(ALL_PLAYS.length);
    for (const [family, plays] of Object.entries(PLAY_TABLES)) {
      expect(new Set(plays.map((p) => p.playCode)).size, family).toBe(plays.length);
      for (const play of plays) {
        expect(play.family).toBe(family);
        for (const text of [play.name, play.rules, ...play.rows.map((r) => r.label)]) {
          expect(text.EN.trim(), `${play.playId}`).not.toBe('');
          expect(text.ID.trim(), `${play.playId}`).not.toBe('');
        }
        expect(play.rules.ID, `${play.playId}`).not.toBe(play.rules.EN);
      }
    }
  });

  it('describe boards the formulas can read', () => {
    for (const play of ALL_PLAYS) {
      expect(play.rows.length, `${play.playId}`).toBeGreaterThan(0);
      for (const row of play.rows) {
        expect(row.minPicks).toBeLessThanOrEqual(row.maxPicks);
        expect(row.maxPicks).toBeLessThanOrEqual(rowChoices(row).length);
        if (play.formula.kind === 'direct' || play.formula.kind === 'each') {
          expect(row.subject, `${play.playId}`).toBeDefined();
        }
      }
      if (play.formula.kind !== 'bundle')
        expect(play.prizes.length, `${play.playId}`).toBeGreaterThan(0);
      for (const prize of play.prizes) expect(prize.odds).toBe(oddsAt(prize));
    }
  });

  it('list plays per mode with a default for each family and mode; CHAIN plays SSC', () => {
    for (const family of LOTTERY_FAMILIES) {
      for (const mode of PLAY_MODES) {
        const plays = playsOf(family, mode);
        expect(plays.length, `${family} ${mode}`).toBeGreaterThan(0);
        expect(plays.every((p) => p.mode === mode)).toBe(true);
        expect(plays).toContain(defaultPlay(family, mode));
      }
    }
    expect(playsOf('CHAIN')).toEqual(playsOf('SSC'));
    expect(defaultPlay('CHAIN', 'Lott').playCode).toBe('Last3Straight');
    expect(defaultPlay('PK10', 'Lott').playCode).toBe('First5Fixed_PK10');
    expect(defaultPlay('11X5', 'Elott').playCode).toBe('Two_Side_11X5_ENT');
    expect(playOf('CHAIN', 21)).toBe(playById(21));
    expect(playOf('PK10', 21)).toBeUndefined();
  });

  it("carry the notes' payouts at 98 % (per unit stake, thousandths)", () => {
    const odds: Record<number, number | Record<string, number>> = {
      31: 98_000_000,
      40: 980_000,
      50: 980_000,
      21: 980_000,
      23: 326_666,
      24: 163_333,
      15: 98_000,
      16: 49_000,
      14: 9800,
      63: 3920,
      3003: { DRAGON_TIGER: 2177, TIE: 9800 },
      1462: 9800,
      1458: 88_200,
      1459: 705_600,
      1464: { SUM_3_4_18_19: 44_100, SUM_11: 8820 },
      3102: { BIG_EVEN: 2205, SMALL_ODD: 1764 },
      908: 2156,
      909: 5390,
      910: 16_170,
      911: 64_680,
      912: 452_760,
      3201: 75_460,
      3202: 21_560,
      3203: 8085,
      918: 970_200,
      919: 161_700,
      3204: 107_800,
      3205: 53_900,
      923: 10_780,
      1917: { SUM_3_18: 211_680, SUM_4_17: 70_560, SUM_9_12: 8467, SUM_10_11: 7840 },
      1920: 35_280,
      1919: 211_680,
      1922: 35_280,
      1924: 8820,
      1927: 13_230,
      1926: 70_560,
      1929: 7056,
      3301: 1960,
      1906: { SUM_0_27: 980_000, SUM_13_14: 13_066 },
      1909: 1960,
      3401: { BIG_ODD_SMALL_EVEN: 4242, BIG_EVEN_SMALL_ODD: 3643 },
      1911: 17_500,
      1914: 98_000,
      1615: 48_020,
      1619: 8003,
      3501: 1959, // 49 refunds: (0.98·49 − 1)/24, not the street's 1.96 (which returns 100.04 %)
      1634: { RED: 2824, BLUE_GREEN: 3001 },
      1714: { YEAR_SIGN: 9604, SIGN: 12_005 },
      2042: 76_832,
      2044: 902_776,
      3601: 980_000,
      3602: 326_666,
      3603: 163_333,
      3604: 3616,
      3605: 18_148,
    };
    for (const [id, expected] of Object.entries(odds)) {
      const prizes = Object.fromEntries(playById(Number(id))!.prizes.map((p) => [p.level, p.odds]));
      if (typeof expected === 'number') expect(prizes, id).toEqual({ HIT: expected });
      else
        for (const [level, value] of Object.entries(expected))
          expect(prizes[level], `${id} ${level}`).toBe(value);
    }
  });
});
