/**
 * mulberry32: a small seeded generator of numbers in [0, 1). The same seed gives the same
 * sequence, which is what seeds, demos and replayable tests want; never for anything a player
 * could gain by predicting (draws and game outcomes take a CSPRNG).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
