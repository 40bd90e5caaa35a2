import { drawFormat, type DrawFormat, type LotteryFamily } from './families.js';

/**
 * Provably fair lottery draws, the same code on the platform and in the browser (no Node, no
 * DOM: the hash functions are handed in, node:crypto on one side, Web Crypto on the other).
 *
 * An issue's seed is the hex text of 32 CSPRNG bytes; SHA-256 of that text (hex) is published
 * when the issue is generated, before it opens. Its result reads the byte stream
 *
 *     block(cursor) = HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${cursor}`)
 *
 * for cursor 0, 1, 2 ..., the key being the seed's text as written (as the house games do).
 * A number of n values (n ≤ 256) takes the next byte b, skips it when b ≥ 256 − (256 mod n) and
 * otherwise answers b mod n, so no value is favoured. Digits and dice are drawn with
 * replacement, one number a ball; distinct balls (PK10, 11X5, LHC) by a Fisher–Yates shuffle
 * of min..max cut short after `balls` swaps: ball i swaps position i with i + (a number of the
 * n − i positions left), and a last position left alone reads no byte.
 *
 * CHAIN issues take their seeds from a reverse hash chain (see chainSeeds): each seed's SHA-256
 * is the previous issue's seed, and the first one's is the day's anchor, published a day ahead.
 */

/** HMAC-SHA256 of a text message under a text key. */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;
/** SHA-256 of a text. */
export type Sha256 = (text: string) => Promise<Uint8Array>;

export interface DrawCrypto {
  hmac: HmacSha256;
  sha256: Sha256;
}

/** The HMAC message of one block of an issue's stream. */
export const drawMessage = (gameCode: string, numero: string, cursor: number) =>
  `${gameCode}:${numero}:${cursor}`;

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** A seed as the platform writes it: 64 lower-case hex characters. */
export const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The commitment published before an issue opens: SHA-256 (hex) of the seed's text. */
export const seedHashOf = async (seed: string, sha256: Sha256) => toHex(await sha256(seed));

/** The bytes of an issue's stream, read in order; blocks are computed as they are needed. */
function byteStream(seed: string, gameCode: string, numero: string, hmac: HmacSha256) {
  let block: Uint8Array = new Uint8Array(0);
  let cursor = 0;
  let at = 0;
  return async () => {
    if (at >= block.length) {
      block = await hmac(seed, drawMessage(gameCode, numero, cursor++));
      at = 0;
    }
    return block[at++]!;
  };
}

/** An unbiased number in [0, n), 1 ≤ n ≤ 256, by rejection; n = 1 reads nothing. */
export async function uniformBelow(n: number, nextByte: () => Promise<number>): Promise<number> {
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`uniformBelow(${n})`);
  if (n === 1) return 0;
  const limit = 256 - (256 % n);
  for (;;) {
    const b = await nextByte();
    if (b < limit) return b % n;
  }
}

/** The balls of a format from a byte source (the mapping alone, for tests and verifiers). */
export async function ballsFrom(
  format: DrawFormat,
  nextByte: () => Promise<number>,
): Promise<number[]> {
  const span = format.max - format.min + 1;
  if (!format.distinct) {
    const balls: number[] = [];
    for (let i = 0; i < format.balls; i++)
      balls.push(format.min + (await uniformBelow(span, nextByte)));
    return balls;
  }
  const pool = Array.from({ length: span }, (_, i) => format.min + i);
  for (let i = 0; i < format.balls; i++) {
    const j = i + (await uniformBelow(span - i, nextByte));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, format.balls);
}

export interface IssueDraw {
  family: LotteryFamily;
  gameCode: string;
  numero: string;
  seed: string;
}

/** An issue's result: its family's balls read from the issue's stream. */
export const drawIssue = ({ family, gameCode, numero, seed }: IssueDraw, hmac: HmacSha256) =>
  ballsFrom(drawFormat(family), byteStream(seed, gameCode, numero, hmac));

export interface DrawProof extends IssueDraw {
  seedHash: string;
  balls: readonly number[];
}

/** What a verifier found: the seed matches its commitment, and the result follows from it. */
export interface DrawVerdict {
  seedMatchesHash: boolean;
  resultMatches: boolean;
  /** The result the seed gives. */
  expected: number[];
  ok: boolean;
}

/** Recomputes a drawn issue from its revealed seed (in the browser with Web Crypto). */
export async function verifyDraw(proof: DrawProof, crypto: DrawCrypto): Promise<DrawVerdict> {
  const seedMatchesHash = (await seedHashOf(proof.seed, crypto.sha256)) === proof.seedHash;
  const expected = await drawIssue(proof, crypto.hmac);
  const resultMatches =
    expected.length === proof.balls.length && expected.every((b, i) => b === proof.balls[i]);
  return { seedMatchesHash, resultMatches, expected, ok: seedMatchesHash && resultMatches };
}

/**
 * A CHAIN game's seeds for one day: `length` links of a reverse hash chain from a secret tail.
 * seeds[k − 1] is issue k's seed, seeds[length − 1] the tail; each seed's SHA-256 is the seed
 * before it, and the first one's is the anchor. The anchor is published a day ahead, so every
 * result of that day is fixed before any of its issues opens, and no seed can be swapped
 * later without breaking the chain back to it.
 */
export async function chainSeeds(tail: string, length: number, sha256: Sha256) {
  const seeds = new Array<string>(length);
  let link = tail;
  for (let k = length - 1; k >= 0; k--) {
    seeds[k] = link;
    link = toHex(await sha256(link));
  }
  return { anchor: link, seeds };
}

/** Whether `seed`, hashed `index` times (its issue's place in the day, from 1), gives the anchor. */
export async function verifyChainLink(
  seed: string,
  index: number,
  anchor: string,
  sha256: Sha256,
): Promise<boolean> {
  let link = seed;
  for (let i = 0; i < index; i++) link = toHex(await sha256(link));
  return link === anchor;
}
