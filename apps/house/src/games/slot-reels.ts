import { PAYLINES, REEL_STRIPS, SLOT_ROWS, type SlotSymbol } from '@site/games/engines/slot.js';

/**
 * The pure part of the spinning reels: what a reel's strip holds while it spins, where it
 * stands, and where the win lines run. The landed window is always the platform's result.
 */

/** Symbols that pass before reel `reel` stops: later reels spin longer, so they stop in turn. */
export const passingCount = (reel: number) => 14 + reel * 6;

/**
 * A spinning reel's strip, top to bottom: one symbol above (seen as the reel bumps past its
 * stop and settles), the result's window, then symbols from the reel's own strip (what it
 * would show rolling by), then the window shown before the spin. The strip moves down from
 * showing its last rows to showing rows 1-3: it lands on `to` exactly.
 */
export function spinStrip(
  reel: number,
  from: readonly SlotSymbol[],
  to: readonly SlotSymbol[],
  passing = passingCount(reel),
): SlotSymbol[] {
  const source = REEL_STRIPS[reel] ?? REEL_STRIPS[0]!;
  // Start the passing symbols where the real strip runs into the result, so it reads as a reel.
  const at = (i: number) => source[((i % source.length) + source.length) % source.length]!;
  const stop = source.length * 7 + Math.max(0, source.indexOf(to[0]!));
  const between = Array.from({ length: passing }, (_, i) => at(stop + SLOT_ROWS + i));
  return [at(stop - 1), ...to, ...between, ...from];
}

/**
 * Where a strip of `length` symbols stands at progress 0 → 1, as the % of its own height it is
 * moved up (translateY(-offset%)): its last SLOT_ROWS symbols in the window at 0, rows 1-3
 * (the result) at 1. An eased progress a little past 1 shows the symbol above.
 */
export const stripOffset = (length: number, progress: number) => {
  const start = length - SLOT_ROWS;
  const end = 1;
  return ((end + (start - end) * (1 - progress)) / length) * 100;
};

/** A reel's run: it speeds up (to UP), rolls at full speed, and from DOWN slows to its stop. */
export const REEL_PHASES = { up: 0.08, down: 0.72 } as const;
/** easeOutBack's slope at its start, with its overshoot of 1.2. */
const BACK_SLOPE = 4.2;

/**
 * Where a reel is (0 → 1 of its travel) at `p` of its time: a constant speed between speeding
 * up and a landing that bumps a little past the stop and settles back (1 at p = 1).
 */
export function reelEase(p: number): number {
  const { up, down } = REEL_PHASES;
  const landing = (1 - down) / BACK_SLOPE;
  const total = up / 2 + (down - up) + landing;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  if (p < up) return (p * p) / (2 * up) / total;
  if (p < down) return (up / 2 + (p - up)) / total;
  const q = (p - down) / (1 - down);
  const back = 1 + 2.2 * (q - 1) ** 3 + 1.2 * (q - 1) ** 2;
  return (up / 2 + (down - up) + landing * back) / total;
}

/** The grid the win lines are drawn on: each cell 100 × 100, reels across, rows down. */
export const CELL = 100;

/** A payline's points through the centres of its cells, as an SVG points list. */
export const linePoints = (line: number) =>
  (PAYLINES[line] ?? [])
    .map((row, reel) => `${reel * CELL + CELL / 2},${row * CELL + CELL / 2}`)
    .join(' ');

/** The cells ("reel:row") that make up the paying runs of the given lines. */
export function payingCells(lines: readonly { line: number; count: number }[]): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of lines) {
    const rows = PAYLINES[line] ?? [];
    for (let reel = 0; reel < count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

export type WinTier = 'none' | 'win' | 'big' | 'mega';

/** How loud the celebration is, by the win as a multiple of the stake. */
export function celebration(win: number, stake: number) {
  const multiple = stake > 0 ? win / stake : 0;
  const tier: WinTier =
    win <= 0 ? 'none' : multiple >= 25 ? 'mega' : multiple >= 10 ? 'big' : 'win';
  return {
    tier,
    /** Coins in the burst. */
    coins: tier === 'none' ? 0 : Math.min(48, 8 + Math.round(multiple * 3)),
    /** How long the amount counts up. */
    countUpMs: tier === 'none' ? 0 : tier === 'win' ? 700 : tier === 'big' ? 1800 : 2800,
  };
}
