import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ballsFrom,
  chainSeeds,
  drawFormat,
  drawIssue,
  formatWinNo,
  LOTTERY_FAMILIES,
  seedHashOf,
  toHex,
  uniformBelow,
  verifyChainLink,
  verifyDraw,
  type DrawCrypto,
  type LotteryFamily,
} from '@site/contract';

const encoder = new TextEncoder();

/** What the page will use: Web Crypto. */
const webCrypto: DrawCrypto = {
  async hmac(key, message) {
    const cryptoKey = await crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  },
  sha256: async (text) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))),
};

/** What the platform uses: node:crypto (faster for the many draws below). */
const nodeCrypto: DrawCrypto = {
  hmac: async (key, message) => createHmac('sha256', key).update(message).digest(),
  sha256: async (text) => createHash('sha256').update(text).digest(),
};

/** A fixed seed per sample, so the statistics below are the same on every run. */
const seedOf = (i: number) => createHash('sha256').update(`lottery-sample-${i}`).digest('hex');

/** The chi-square value above which uniformity is rejected at p = 0.001 (Wilson–Hilferty). */
function chiSquareLimit(df: number) {
  const z = 3.09;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

function chiSquare(counts: number[]) {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
}

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

describe('lottery draws', () => {
  it('reads bytes with rejection: a byte at or above 256 - 256 mod n is skipped', async () => {
    const feed = (bytes: number[]) => {
      const queue = [...bytes];
      return async () => queue.shift()!;
    };
    // n = 10: the limit is 250, so 250..255 are skipped.
    expect(await uniformBelow(10, feed([255, 250, 249]))).toBe(9);
    expect(await uniformBelow(10, feed([13]))).toBe(3);
    // n = 49: the limit is 245.
    expect(await uniformBelow(49, feed([245, 244]))).toBe(244 % 49);
    // A single value reads nothing.
    expect(await uniformBelow(1, feed([]))).toBe(0);
    await expect(uniformBelow(257, feed([1]))).rejects.toThrow(RangeError);
  });

  it('shuffles distinct balls by Fisher–Yates: ball i swaps with a position from i on', async () => {
    // 1..5, draw 3: bytes pick offsets 4 (of 5), 0 (of 4), 2 (of 3).
    const queue = [4, 0, 2];
    const balls = await ballsFrom({ balls: 3, min: 1, max: 5, distinct: true }, async () =>
      queue.shift()!,
    );
    // [1,2,3,4,5] -> swap 0,4 -> [5,2,3,4,1] -> swap 1,1 -> swap 2,4 -> [5,2,1,4,3]
    expect(balls).toEqual([5, 2, 1]);
  });

  it('gives the same result on node:crypto and Web Crypto for every family, in its format', async () => {
    for (const family of LOTTERY_FAMILIES) {
      const draw = { family, gameCode: `${family}1`, numero: '20261125-0601', seed: SEED };
      const onNode = await drawIssue(draw, nodeCrypto.hmac);
      expect(await drawIssue(draw, webCrypto.hmac)).toEqual(onNode);
      const format = drawFormat(family);
      expect(onNode).toHaveLength(format.balls);
      expect(onNode.every((b) => b >= format.min && b <= format.max)).toBe(true);
      if (format.distinct) expect(new Set(onNode).size).toBe(format.balls);
    }
  });

  it('pins one result, so a change of the mapping is seen', async () => {
    const draw = { gameCode: 'SSC1', numero: '20261125-0601', seed: SEED };
    // Recompute by hand: the first block's bytes, each below 250, modulo 10.
    const block = createHmac('sha256', SEED).update('SSC1:20261125-0601:0').digest();
    const digits = [...block]
      .filter((b) => b < 250)
      .slice(0, 5)
      .map((b) => b % 10);
    expect(await drawIssue({ ...draw, family: 'SSC' }, nodeCrypto.hmac)).toEqual(digits);
    expect(formatWinNo('SSC', digits)).toBe(digits.join(''));
  });

  it('verifies a result against its seed and commitment, and refuses any change', async () => {
    const issue = {
      family: 'PK10' as const,
      gameCode: 'PK101',
      numero: '20261125-0601',
      seed: SEED,
    };
    const balls = await drawIssue(issue, nodeCrypto.hmac);
    const seedHash = await seedHashOf(SEED, nodeCrypto.sha256);
    expect(seedHash).toBe(createHash('sha256').update(SEED).digest('hex'));
    const proof = { ...issue, seedHash, balls };
    expect((await verifyDraw(proof, webCrypto)).ok).toBe(true);

    const swapped = [balls[1]!, balls[0]!, ...balls.slice(2)];
    const verdict = await verifyDraw({ ...proof, balls: swapped }, webCrypto);
    expect(verdict).toMatchObject({ ok: false, seedMatchesHash: true, resultMatches: false });
    expect(verdict.expected).toEqual(balls);

    const otherSeed = SEED.replace(/^9/, '8');
    expect(await verifyDraw({ ...proof, seed: otherSeed }, webCrypto)).toMatchObject({
      ok: false,
      seedMatchesHash: false,
    });
    // The same seed on another issue is another result.
    expect((await verifyDraw({ ...proof, numero: '20261125-0602' }, webCrypto)).ok).toBe(false);
    expect((await verifyDraw({ ...proof, balls: balls.slice(0, 9) }, webCrypto)).ok).toBe(false);
  });

  it('chains a day of CHAIN seeds: each hashes to the one before, the first to the anchor', async () => {
    const { anchor, seeds } = await chainSeeds(SEED, 6, nodeCrypto.sha256);
    expect(seeds).toHaveLength(6);
    expect(seeds[5]).toBe(SEED);
    expect(toHex(await webCrypto.sha256(seeds[0]!))).toBe(anchor);
    for (let k = 1; k < 6; k++) {
      expect(toHex(await webCrypto.sha256(seeds[k]!))).toBe(seeds[k - 1]);
    }
    for (let k = 1; k <= 6; k++) {
      expect(await verifyChainLink(seeds[k - 1]!, k, anchor, webCrypto.sha256)).toBe(true);
      expect(await verifyChainLink(seeds[k - 1]!, k + 1, anchor, webCrypto.sha256)).toBe(false);
    }
    expect(await verifyChainLink(SEED.replace(/^9/, '8'), 6, anchor, webCrypto.sha256)).toBe(false);
    expect(new Set(seeds).size).toBe(6);
  });

  describe('distribution (20,000 draws a family, fixed seeds, chi-square at p = 0.001)', () => {
    const DRAWS = 20_000;
    const samples = new Map<LotteryFamily, number[][]>();
    const sample = async (family: LotteryFamily) => {
      const known = samples.get(family);
      if (known) return known;
      const draws: number[][] = [];
      for (let i = 0; i < DRAWS; i++) {
        draws.push(
          await drawIssue(
            { family, gameCode: `${family}1`, numero: '20261125-0001', seed: seedOf(i) },
            nodeCrypto.hmac,
          ),
        );
      }
      samples.set(family, draws);
      return draws;
    };

    it.each(LOTTERY_FAMILIES)(
      '%s: every ball is as likely at every position',
      async (family) => {
        const format = drawFormat(family);
        const span = format.max - format.min + 1;
        const draws = await sample(family);
        for (let position = 0; position < format.balls; position++) {
          const counts = new Array<number>(span).fill(0);
          for (const balls of draws) counts[balls[position]! - format.min]!++;
          expect(chiSquare(counts), `${family} position ${position}`).toBeLessThan(
            chiSquareLimit(span - 1),
          );
        }
        if (format.distinct) {
          expect(draws.every((balls) => new Set(balls).size === format.balls)).toBe(true);
        }
      },
      60_000,
    );

    it.each(['11X5', 'PK10'] as const)(
      '%s: every ordered pair of the first two balls is as likely (the shuffle is uniform)',
      async (family) => {
        const format = drawFormat(family);
        const span = format.max - format.min + 1;
        const counts = new Array<number>(span * span).fill(0);
        for (const [a, b] of await sample(family)) {
          counts[(a! - format.min) * span + (b! - format.min)]!++;
        }
        // A ball never follows itself; the other span × (span − 1) pairs are equally likely.
        const pairs = counts.filter((_, i) => Math.floor(i / span) !== i % span);
        expect(
          counts.filter((_, i) => Math.floor(i / span) === i % span).every((n) => n === 0),
        ).toBe(true);
        expect(chiSquare(pairs)).toBeLessThan(chiSquareLimit(pairs.length - 1));
      },
      60_000,
    );

    it('K3 and PCB: the sums follow the exact distribution of independent balls', async () => {
      for (const family of ['K3', 'PCB'] as const) {
        const format = drawFormat(family);
        const span = format.max - format.min + 1;
        // The exact probability of each sum by convolution.
        let ways = [1];
        for (let ball = 0; ball < format.balls; ball++) {
          const next = new Array<number>(ways.length + span - 1).fill(0);
          ways.forEach((w, s) => {
            for (let v = 0; v < span; v++) next[s + v]! += w;
          });
          ways = next;
        }
        const total = span ** format.balls;
        const counts = new Array<number>(ways.length).fill(0);
        for (const balls of await sample(family)) {
          counts[balls.reduce((a, b) => a + b - format.min, 0)]!++;
        }
        // Neighbouring sums merged until a cell expects 20 draws or more.
        let statistic = 0;
        let cells = 0;
        let pendingObserved = 0;
        let pendingExpected = 0;
        ways.forEach((w, s) => {
          pendingObserved += counts[s]!;
          pendingExpected += (w / total) * DRAWS;
          if (pendingExpected >= 20) {
            statistic += (pendingObserved - pendingExpected) ** 2 / pendingExpected;
            cells++;
            pendingObserved = 0;
            pendingExpected = 0;
          }
        });
        if (pendingExpected > 0) {
          statistic += (pendingObserved - pendingExpected) ** 2 / pendingExpected;
          cells++;
        }
        expect(statistic, family).toBeLessThan(chiSquareLimit(cells - 1));
      }
    }, 60_000);
  });
});
