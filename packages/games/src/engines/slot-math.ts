import {
  ALL_WILD_PAYS_AS,
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  SLOT_LINES,
  SLOT_SYMBOLS,
  WILD,
} from './slot.js';

/**
 * The slot's exact figures, by enumerating every combination of reel stops: what the
 * documented SLOT_RTP rests on, and the variance the RTP test's bound is derived from.
 * Kept out of slot.ts so the game page does not carry it.
 */

/** Whole-number sums over every stop combination, in line multipliers (× lineBet). */
export interface SlotFigures {
  /** Stop combinations: the product of the strip lengths. */
  combinations: number;
  /** Σ over combinations of the spin's multiplier (the sum of its 10 lines). */
  sumMultiplier: number;
  /** Σ over combinations of the spin's multiplier squared. */
  sumSquares: number;
  /** Combinations where at least one line pays. */
  hits: number;
}

const SYMBOL_COUNT = SLOT_SYMBOLS.length;
const WILD_CODE = SLOT_SYMBOLS.indexOf(WILD);
const MAX_COUNT = REEL_STRIPS.length;

/**
 * A line read reel by reel as a small state machine: (lead symbol or none yet, run length,
 * run broken). The same rule as lineRun in slot.ts, which the tests cross-check.
 */
const stateOf = (lead: number, count: number, broken: number) =>
  ((lead + 1) * (MAX_COUNT + 1) + count) * 2 + broken;
const STATES = stateOf(SYMBOL_COUNT - 1, MAX_COUNT, 1) + 1;

function transitions(): Int32Array {
  const next = new Int32Array(STATES * SYMBOL_COUNT);
  for (let lead = -1; lead < SYMBOL_COUNT; lead++) {
    for (let count = 0; count <= MAX_COUNT; count++) {
      for (let broken = 0; broken <= 1; broken++) {
        const state = stateOf(lead, count, broken);
        for (let symbol = 0; symbol < SYMBOL_COUNT; symbol++) {
          let to: number;
          if (broken || count === MAX_COUNT) to = state;
          else if (symbol === WILD_CODE) to = stateOf(lead, count + 1, 0);
          else if (lead === -1 || lead === symbol) to = stateOf(symbol, count + 1, 0);
          else to = stateOf(lead, count, 1);
          next[state * SYMBOL_COUNT + symbol] = to;
        }
      }
    }
  }
  return next;
}

function payouts(): Int32Array {
  const pay = new Int32Array(STATES);
  for (let lead = -1; lead < SYMBOL_COUNT; lead++) {
    for (let count = 3; count <= MAX_COUNT; count++) {
      const symbol = lead === -1 ? ALL_WILD_PAYS_AS : SLOT_SYMBOLS[lead]!;
      if (symbol === WILD) continue; // a lead is never WILD
      const multiplier = PAYTABLE[symbol][count - 3]!;
      pay[stateOf(lead, count, 0)] = multiplier;
      pay[stateOf(lead, count, 1)] = multiplier;
    }
  }
  return pay;
}

/**
 * Every combination of reel stops with all 10 lines (about 32.5 million spins). Lines are
 * followed reel by reel, so turning one reel recomputes only the states from that reel on.
 */
export function enumerateSlot(): SlotFigures {
  // Local copies: module bindings may be accessors in test runners, too slow for this loop.
  const lines = SLOT_LINES;
  const strips = REEL_STRIPS.map((strip) => strip.length);
  const next = transitions();
  const pay = payouts();
  const codes = REEL_STRIPS.map((strip) => strip.map((s) => SLOT_SYMBOLS.indexOf(s)));
  // cells[reel][stop * lines + line]: the symbol the line crosses on that reel at that stop.
  const cells = codes.map((strip, reel) => {
    const cell = new Int32Array(strip.length * lines);
    for (let stop = 0; stop < strip.length; stop++) {
      PAYLINES.forEach((rows, line) => {
        cell[stop * lines + line] = strip[(stop + rows[reel]!) % strip.length]!;
      });
    }
    return cell;
  });
  const start = stateOf(-1, 0, 0);
  const last = strips.length - 1;
  // states[reel * lines + line]: each line's state after reels 0..reel of the current stops.
  const states = new Int32Array(strips.length * lines);
  const lastCell = cells[last]!;
  const lastStops = strips[last]!;
  let combinations = 0;
  let sumMultiplier = 0;
  let sumSquares = 0;
  let hits = 0;

  /** Stops of the reels before the last: an odometer over every combination. */
  const stops = new Int32Array(last);
  const fill = (fromReel: number) => {
    for (let reel = fromReel; reel < last; reel++) {
      const base = stops[reel]! * lines;
      for (let line = 0; line < lines; line++) {
        const before = reel === 0 ? start : states[(reel - 1) * lines + line]!;
        states[reel * lines + line] = next[before * SYMBOL_COUNT + cells[reel]![base + line]!]!;
      }
    }
  };
  fill(0);
  const before = (last - 1) * lines;
  for (;;) {
    for (let stop = 0; stop < lastStops; stop++) {
      const base = stop * lines;
      let spin = 0;
      for (let line = 0; line < lines; line++) {
        spin += pay[next[states[before + line]! * SYMBOL_COUNT + lastCell[base + line]!]!]!;
      }
      sumMultiplier += spin;
      sumSquares += spin * spin;
      if (spin > 0) hits++;
    }
    combinations += lastStops;
    // Advance the odometer: the rightmost reel before the last turns fastest.
    let reel = last - 1;
    while (reel >= 0 && ++stops[reel]! === strips[reel]!) stops[reel--] = 0;
    if (reel < 0) break;
    fill(reel);
  }
  return { combinations, sumMultiplier, sumSquares, hits };
}

/** The return to player of the figures: mean spin multiplier over SLOT_LINES. */
export const rtpOf = (f: SlotFigures) => f.sumMultiplier / (f.combinations * SLOT_LINES);

/** The standard deviation of one spin's return (win / stake). */
export function returnStdDev(f: SlotFigures): number {
  const mean = f.sumMultiplier / f.combinations / SLOT_LINES;
  const meanSquare = f.sumSquares / f.combinations / (SLOT_LINES * SLOT_LINES);
  return Math.sqrt(meanSquare - mean * mean);
}
