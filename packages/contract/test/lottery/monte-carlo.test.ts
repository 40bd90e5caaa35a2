import { describe, expect, it } from 'vitest';
import {
  drawFormat,
  judge,
  playsOf,
  rowChoices,
  seededRandom,
  type LottPlay,
  type RandomInt,
  type RulesFamily,
} from '../../src/index.js';

/**
 * End to end over whole random draws, as the engine will draw them (digits independently; PK10,
 * 11X5 and Mark Six without replacement): every play's fullest board, judged on seeded random
 * draws, returns 98 % within 5 standard errors (and the thousandth its odds are floored by).
 * The exact enumeration (return.test.ts) proves the rate; this shows nothing in judging depends
 * on the balls the enumeration held fixed.
 */

/** Draws per play: enough for 150,000 bets, between 2,000 and 20,000. */
const drawsFor = (boardBets: number) =>
  Math.min(20_000, Math.max(2000, Math.ceil(150_000 / boardBets)));

function draw(play: LottPlay, random: RandomInt): number[] {
  const format = drawFormat(play.family);
  if (!format.distinct) {
    return Array.from(
      { length: format.balls },
      () => format.min + random(format.max - format.min + 1),
    );
  }
  const pool = Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
  for (let i = 0; i < format.balls; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, format.balls);
}

/** The fullest board: every choice (a bundle: the three likeliest sums). */
const fullBoard = (play: LottPlay) =>
  play.formula.kind === 'bundle'
    ? [[12, 13, 14]]
    : play.rows.map((row) => rowChoices(row).slice(0, row.maxPicks));

describe('seeded Monte Carlo over whole random draws, fullest boards', () => {
  for (const family of ['SSC', 'PK10', '11X5', 'K3', 'PCB', 'LHC', 'LF'] as RulesFamily[]) {
    it(family, () => {
      const random = seededRandom(family.length * 7919);
      let bets = 0;
      for (const play of playsOf(family)) {
        const board = fullBoard(play);
        const draws = drawsFor(judge(play, board, draw(play, random), { zodiacYear: 2026 }).bets);
        let sum = 0;
        let squares = 0;
        for (let d = 0; d < draws; d++) {
          const judged = judge(play, board, draw(play, random), { zodiacYear: 2026 });
          const back =
            (judged.wins.reduce((s, w) => s + w.odds * w.bets, 0) + 1000 * judged.refunds) /
            1000 /
            judged.bets;
          sum += back;
          squares += back * back;
          bets += judged.bets;
        }
        const mean = sum / draws;
        const sd = Math.sqrt(Math.max(0, squares / draws - mean * mean));
        const bound = (5 * sd) / Math.sqrt(draws) + 0.001;
        expect(
          Math.abs(mean - 0.98),
          `${play.playId} ${play.playCode}: ${mean} ± ${bound}`,
        ).toBeLessThan(bound);
      }
      expect(bets).toBeGreaterThan(300_000);
    });
  }
});
