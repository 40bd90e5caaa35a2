/**
 * Provably fair draws, shared by the platform and the house game page (no Node, no DOM).
 *
 * A round's randomness is HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`)
 * for cursor 0, 1, 2 ...: each 32-byte block gives eight 32-bit words (big-endian), read in
 * order. The server seed is the hex text of 32 CSPRNG bytes, used as the key as it is written
 * (its ASCII bytes, not the decoded bytes), and its SHA-256 (hex, of the same text) is shown
 * before the round. Nothing else enters a draw, so anyone holding the revealed seed can
 * recompute the outcome.
 */

/** What one draw needs: the revealed (or still secret) server seed, the client seed, the nonce. */
export interface DrawSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The HMAC message of one block. */
export const blockMessage = (clientSeed: string, nonce: number, cursor: number) =>
  `${clientSeed}:${nonce}:${cursor}`;

/** The block at a cursor (32 bytes of HMAC-SHA256), or undefined when not computed yet. */
export type BlockSource = (cursor: number) => Uint8Array | undefined;

/** Thrown when a draw reads past the blocks computed so far (the async path computes more). */
export class BlocksExhausted extends Error {
  constructor(readonly cursor: number) {
    super(`draw needs HMAC block ${cursor}`);
  }
}

const WORDS_PER_BLOCK = 8;
const TWO_32 = 4_294_967_296;

/** The random numbers of one round, read from its HMAC blocks in order. */
export interface Draws {
  /** The next 32-bit word, 0 ≤ w < 2^32. */
  word(): number;
  /** The next float in [0, 1): one word / 2^32. */
  float(): number;
  /**
   * An unbiased integer in [0, n) (n ≤ 2^32): words at or above the largest multiple of n
   * below 2^32 are skipped (rejection), the kept word is taken modulo n.
   */
  int(n: number): number;
  /** How many words were read. */
  readonly used: number;
}

export function drawsFrom(blockAt: BlockSource): Draws {
  let used = 0;
  let block: Uint8Array | undefined;
  let blockCursor = -1;
  const word = () => {
    const cursor = Math.floor(used / WORDS_PER_BLOCK);
    if (cursor !== blockCursor) {
      block = blockAt(cursor);
      if (!block) throw new BlocksExhausted(cursor);
      blockCursor = cursor;
    }
    const at = (used % WORDS_PER_BLOCK) * 4;
    used++;
    const b = block!;
    return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
  };
  return {
    word,
    float: () => word() / TWO_32,
    int(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(${n})`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const w = word();
        if (w < limit) return w % n;
      }
    },
    get used() {
      return used;
    },
  };
}

/** A synchronous HMAC-SHA256 (the platform's node:crypto). */
export type HmacSync = (key: string, message: string) => Uint8Array;
/** An asynchronous HMAC-SHA256 (Web Crypto in the page). */
export type HmacAsync = (key: string, message: string) => Promise<Uint8Array>;

/** Draws computed block by block as they are read (server side); drawsFrom keeps the current one. */
export const drawsSync = (seeds: DrawSeeds, hmac: HmacSync): Draws =>
  drawsFrom((cursor) =>
    hmac(seeds.serverSeed, blockMessage(seeds.clientSeed, seeds.nonce, cursor)),
  );

/**
 * Runs a synchronous draw over blocks computed asynchronously: it starts with one block and,
 * each time the draw reads past the blocks it has, computes the next and runs it again from
 * the start. The same mapping code thus gives the same outcome on both sides.
 */
export async function withDrawsAsync<T>(
  seeds: DrawSeeds,
  hmac: HmacAsync,
  run: (draws: Draws) => T,
): Promise<T> {
  const blocks: Uint8Array[] = [];
  for (;;) {
    try {
      return run(drawsFrom((cursor) => blocks[cursor]));
    } catch (error) {
      if (!(error instanceof BlocksExhausted)) throw error;
      while (blocks.length <= error.cursor) {
        const cursor = blocks.length;
        blocks.push(
          await hmac(seeds.serverSeed, blockMessage(seeds.clientSeed, seeds.nonce, cursor)),
        );
      }
    }
  }
}
