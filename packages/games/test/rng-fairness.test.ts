import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawOutcome } from '../src/engines/index.js';
import { POCKETS, rouletteEngine } from '../src/engines/roulette.js';
import { diceEngine, DICE_OUTCOMES } from '../src/engines/dice.js';
import { blockMessage, drawsFrom, withDrawsAsync } from '../src/fair/draws.js';
import { newServerSeed, roundDraws, serverSeedHash } from '../src/fair/node.js';
import { sha256Hex, webHmac, withWebDraws } from '../src/fair/web.js';
import type { HouseBet } from '@site/contract';
import { scriptedDraws } from './scripted-draws.js';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Pearson's χ² of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('fair draws', () => {
  it('read HMAC-SHA256(serverSeed, clientSeed:nonce:cursor) four bytes at a time, big-endian', () => {
    const draws = roundDraws({ serverSeed: SEED, clientSeed: 'lucky', nonce: 7 });
    const block0 = createHmac('sha256', SEED).update('lucky:7:0').digest();
    const block1 = createHmac('sha256', SEED).update('lucky:7:1').digest();
    const words = Array.from({ length: 10 }, () => draws.word());
    expect(words.slice(0, 8)).toEqual(
      Array.from({ length: 8 }, (_, i) => block0.readUInt32BE(i * 4)),
    );
    expect(words.slice(8)).toEqual([block1.readUInt32BE(0), block1.readUInt32BE(4)]);
    expect(draws.used).toBe(10);
    expect(blockMessage('lucky', 7, 1)).toBe('lucky:7:1');
  });

  it('floats are a word over 2^32, in [0, 1)', () => {
    const draws = scriptedDraws([0, 0x80000000, 0xffffffff]);
    expect(draws.float()).toBe(0);
    expect(draws.float()).toBe(0.5);
    expect(draws.float()).toBeLessThan(1);
  });

  it('integers reject the words above the last whole multiple of n, so none is favoured', () => {
    // 2^32 mod 10 = 6: words from 4,294,967,290 on are skipped.
    const draws = scriptedDraws([0xffffffff, 4_294_967_290, 4_294_967_289, 13]);
    expect(draws.int(10)).toBe(9);
    expect(draws.used).toBe(3);
    expect(draws.int(10)).toBe(3);
    expect(() => draws.int(0)).toThrow(RangeError);
  });

  it('the page’s Web Crypto path gives the platform’s outcome, however many blocks it reads', async () => {
    const bets: HouseBet[] = [
      { engine: 'SLOT', lineBet: 1 },
      { engine: 'ROULETTE', bets: [{ type: 'RED', amount: 1 }] },
      { engine: 'DICE', stake: 1, target: 50, direction: 'UNDER' },
    ];
    for (let nonce = 0; nonce < 20; nonce++) {
      const seeds = { serverSeed: SEED, clientSeed: `page-${nonce}`, nonce };
      for (const bet of bets) {
        expect(await withWebDraws(seeds, (draws) => drawOutcome(bet, draws))).toEqual(
          drawOutcome(bet, roundDraws(seeds)),
        );
      }
      // 20 words: three blocks, computed one by one as the run asks for them.
      const read = (draws: { word(): number }) => Array.from({ length: 20 }, () => draws.word());
      expect(await withDrawsAsync(seeds, webHmac, read)).toEqual(read(roundDraws(seeds)));
    }
  });

  it('commits a server seed as SHA-256 of its text, the same in the page', async () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(serverSeedHash(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(await sha256Hex(seed)).toBe(serverSeedHash(seed));
    // SHA-256("abc"), the FIPS 180-2 example.
    expect(serverSeedHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('gives the README’s worked example: roulette 7, dice 65.07', () => {
    const seeds = { serverSeed: SEED, clientSeed: 'lucky', nonce: 7 };
    expect(serverSeedHash(SEED)).toBe(
      '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c',
    );
    expect(roundDraws(seeds).word()).toBe(2_144_316_507);
    expect(
      drawOutcome({ engine: 'ROULETTE', bets: [{ type: 'RED', amount: 1 }] }, roundDraws(seeds)),
    ).toEqual({
      engine: 'ROULETTE',
      number: 7,
      color: 'RED',
    });
    expect(
      drawOutcome({ engine: 'DICE', stake: 1, target: 50, direction: 'OVER' }, roundDraws(seeds)),
    ).toMatchObject({ roll: 65.07 });
  });

  it('a draw that runs out of blocks says which one it needs', () => {
    const draws = drawsFrom(() => undefined);
    expect(() => draws.word()).toThrow(/block 0/);
  });
});

/**
 * χ² goodness of fit over fixed seeds: the same counts on every run, so the test never
 * flakes; a mapping that favoured some outcomes (a modulo bias, a wrong word order) would push
 * χ² past the 0.1 % tail. The lower tail (too even) is checked too.
 */
describe('fair draws are uniform (χ², p between 0.001 and 0.999)', () => {
  const DRAWS = 200_000;

  it('37 roulette pockets', () => {
    const counts = new Array<number>(POCKETS).fill(0);
    const bet = { engine: 'ROULETTE' as const, bets: [{ type: 'RED' as const, amount: 1 }] };
    for (let nonce = 0; nonce < DRAWS; nonce++) {
      const draws = roundDraws({ serverSeed: SEED, clientSeed: 'chi-roulette', nonce });
      counts[rouletteEngine.draw(bet, draws).number]!++;
    }
    const chi = chiSquare(counts);
    // χ²(36 degrees of freedom): 0.001 quantile 15.32, 0.999 quantile 67.99.
    expect(chi).toBeGreaterThan(15.32);
    expect(chi).toBeLessThan(67.99);
  });

  it('100 buckets of dice rolls', () => {
    const counts = new Array<number>(100).fill(0);
    const bet = { engine: 'DICE' as const, stake: 1, target: 50, direction: 'UNDER' as const };
    let highest = 0;
    for (let nonce = 0; nonce < DRAWS; nonce++) {
      const draws = roundDraws({ serverSeed: SEED, clientSeed: 'chi-dice', nonce });
      const { roll } = diceEngine.draw(bet, draws);
      highest = Math.max(highest, roll);
      counts[Math.floor(roll)]!++;
    }
    expect(highest).toBeLessThan(DICE_OUTCOMES / 100);
    const chi = chiSquare(counts);
    // χ²(99 degrees of freedom): 0.001 quantile 61.14, 0.999 quantile 148.23.
    expect(chi).toBeGreaterThan(61.14);
    expect(chi).toBeLessThan(148.23);
  });

  it('the test would see a biased mapping', () => {
    // The smaller of two pockets: a skewed mapping, which the bound must reject.
    const counts = new Array<number>(POCKETS).fill(0);
    for (let nonce = 0; nonce < DRAWS; nonce++) {
      const draws = roundDraws({ serverSeed: SEED, clientSeed: 'chi-biased', nonce });
      const pocket = Math.min(draws.int(POCKETS), draws.int(POCKETS));
      counts[pocket]!++;
    }
    expect(chiSquare(counts)).toBeGreaterThan(67.99);
  });
});
