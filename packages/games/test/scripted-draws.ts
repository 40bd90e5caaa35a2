import { drawsFrom, type Draws } from '../src/fair/draws.js';

/** Draws that read the given 32-bit words in order (then fail): engine tests pick outcomes. */
export function scriptedDraws(words: readonly number[]): Draws {
  return drawsFrom((cursor) => {
    const slice = words.slice(cursor * 8, cursor * 8 + 8);
    if (slice.length === 0) return undefined;
    const block = new Uint8Array(32);
    const view = new DataView(block.buffer);
    slice.forEach((word, i) => view.setUint32(i * 4, word));
    return block;
  });
}
