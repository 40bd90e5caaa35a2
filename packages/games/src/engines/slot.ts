import { fromMinorUnits, toMinorUnits } from '@site/contract';
import type { Draws } from '../fair/draws.js';
import type { Engine } from './engine.js';

/**
 * "Garuda Gold Reels": 5 reels × 3 rows, 10 fixed paylines, weighted reel strips.
 *
 * - Each reel stops at a position drawn uniformly over its strip (an unbiased int of its
 *   length); its window shows that position and the next two, top to bottom, wrapping.
 * - A line pays when 3, 4 or 5 of a kind run from the leftmost reel along it. WILD stands
 *   for any symbol; the line's symbol is its first symbol that is not WILD, and a line of
 *   only WILDs pays as CROWN. Each line pays lineBet × its multiplier; a spin stakes
 *   lineBet × SLOT_LINES and wins the sum of its lines.
 * - The return to player is exact, by enumerating every combination of reel stops
 *   (slot-math.ts; pinned by test/slot-rtp.test.ts): SLOT_RTP.
 */

export const SLOT_SYMBOLS = ['WILD', 'CROWN', 'KERIS', 'LOTUS', 'A', 'K', 'Q', 'J'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export const WILD = 'WILD' satisfies SlotSymbol;
type PayingSymbol = Exclude<SlotSymbol, typeof WILD>;
/** What a line of only WILDs pays as. */
export const ALL_WILD_PAYS_AS: PayingSymbol = 'CROWN';

export const SLOT_ROWS = 3;
export const SLOT_LINES = 10;

/** The paylines: for each reel, the row (0 top, 1 middle, 2 bottom) the line crosses. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], // 1: middle row
  [0, 0, 0, 0, 0], // 2: top row
  [2, 2, 2, 2, 2], // 3: bottom row
  [0, 1, 2, 1, 0], // 4: V
  [2, 1, 0, 1, 2], // 5: inverted V
  [0, 0, 1, 2, 2], // 6: falling step
  [2, 2, 1, 0, 0], // 7: rising step
  [1, 0, 0, 0, 1], // 8: upper bridge
  [1, 2, 2, 2, 1], // 9: lower bridge
  [0, 1, 0, 1, 0], // 10: zigzag
];

/** Line multipliers (× lineBet) for 3, 4 and 5 of a kind. WILD has no pay of its own. */
export const PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  CROWN: [25, 100, 500],
  KERIS: [15, 60, 250],
  LOTUS: [10, 40, 150],
  A: [5, 20, 80],
  K: [4, 15, 60],
  Q: [3, 11, 40],
  J: [2, 9, 25],
};

const isSymbol = (text: string): text is SlotSymbol =>
  (SLOT_SYMBOLS as readonly string[]).includes(text);

/** A strip written as its symbols, top to bottom, separated by spaces. */
const strip = (symbols: string): SlotSymbol[] =>
  symbols.split(' ').map((symbol) => {
    if (!isSymbol(symbol)) throw new Error(`no slot symbol ${symbol}`);
    return symbol;
  });

/**
 * The reel strips. Their symbol counts are the weights (reel 1: WILD 1, CROWN 2, KERIS 3,
 * LOTUS 3, A 5, K 5, Q 6, J 7 of 32; reels 2-3: 4, 2, 3, 3, 5, 5, 5, 5 of 32; reel 4:
 * 4, 2, 3, 3, 5, 5, 6, 4 of 32; reel 5: 1, 2, 3, 4, 5, 5, 5, 6 of 31).
 */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  strip(
    'Q J A LOTUS K Q J A KERIS CROWN J Q K WILD LOTUS J A Q K J KERIS Q A K J LOTUS CROWN Q A J K KERIS',
  ),
  strip(
    'A J K Q WILD KERIS A J LOTUS K Q WILD A J K KERIS Q CROWN LOTUS A J WILD K Q A J KERIS K WILD LOTUS Q CROWN',
  ),
  strip(
    'K WILD Q A J LOTUS K Q WILD A J KERIS K CROWN Q LOTUS A J WILD K Q KERIS A J K WILD LOTUS Q CROWN A J KERIS',
  ),
  strip(
    'Q A J K Q WILD KERIS CROWN A K Q LOTUS J A WILD Q K KERIS J A Q LOTUS WILD K CROWN Q A J KERIS K WILD LOTUS',
  ),
  strip(
    'J K Q KERIS LOTUS J A K Q J A LOTUS K KERIS J CROWN Q A LOTUS K J Q A KERIS WILD J K LOTUS Q A CROWN',
  ),
];

/**
 * The exact return to player: over every combination of reel stops (32⁴ × 31 = 32,505,856
 * spins of 10 lines), the lines pay 312,347,920 line bets of the 325,058,560 staked,
 * ≈ 96.09 %. One spin's return (win / stake) has a standard deviation of ≈ 2.491 and half
 * the spins (50.2 %) pay something. enumerateSlot (slot-math.ts) recomputes these figures.
 */
export const SLOT_RTP_FRACTION = { paid: 312_347_920, staked: 325_058_560 } as const;
export const SLOT_RTP = SLOT_RTP_FRACTION.paid / SLOT_RTP_FRACTION.staked;
/** The standard deviation of one spin's return, from the same enumeration. */
export const SLOT_RETURN_SD = 2.491;

/** The symbols a window shows: window[reel][row]. */
export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  const window: SlotSymbol[][] = [];
  for (let reel = 0; reel < REEL_STRIPS.length; reel++) {
    const strip = REEL_STRIPS[reel]!;
    const stop = stops[reel]!;
    const column: SlotSymbol[] = [];
    for (let row = 0; row < SLOT_ROWS; row++) column.push(strip[(stop + row) % strip.length]!);
    window.push(column);
  }
  return window;
}

/** A line's run from the left: its symbol and how many in a row (WILDs count). */
export function lineRun(symbols: readonly SlotSymbol[]): { symbol: PayingSymbol; count: number } {
  let lead: PayingSymbol | undefined;
  let count = 0;
  for (const symbol of symbols) {
    if (symbol === WILD) {
      count++;
    } else if (lead === undefined || symbol === lead) {
      lead = symbol;
      count++;
    } else {
      break;
    }
  }
  return { symbol: lead ?? ALL_WILD_PAYS_AS, count };
}

/** What a run pays (× lineBet): 0 under 3 of a kind. */
export const runMultiplier = (run: { symbol: PayingSymbol; count: number }) =>
  run.count < 3 ? 0 : PAYTABLE[run.symbol][run.count - 3]!;

export interface PayingLine {
  /** 0-based index into PAYLINES. */
  line: number;
  symbol: PayingSymbol;
  count: number;
  multiplier: number;
}

/** The paying lines of a window, each with its multiplier (a plain loop: RTP tests spin it a million times). */
export function payingLines(window: readonly (readonly SlotSymbol[])[]): PayingLine[] {
  const paying: PayingLine[] = [];
  for (let line = 0; line < PAYLINES.length; line++) {
    const rows = PAYLINES[line]!;
    const run = lineRun(rows.map((row, reel) => window[reel]![row]!));
    const multiplier = runMultiplier(run);
    if (multiplier > 0) paying.push({ line, symbol: run.symbol, count: run.count, multiplier });
  }
  return paying;
}

/** Where the reels stop: an unbiased int of each strip's length, reel by reel. */
export const drawStops = (draws: Draws) => REEL_STRIPS.map((strip) => draws.int(strip.length));

type SlotBet = { engine: 'SLOT'; lineBet: number };

export const slotEngine: Engine<'SLOT'> = {
  engine: 'SLOT',
  rtp: SLOT_RTP,
  stake: (bet: SlotBet) => toMinorUnits(bet.lineBet) * BigInt(SLOT_LINES),
  problems: () => [],
  draw(bet: SlotBet, draws: Draws) {
    const reels = windowAt(drawStops(draws));
    const lineBet = toMinorUnits(bet.lineBet);
    const lines = payingLines(reels).map(({ line, symbol, count, multiplier }) => ({
      line,
      symbol,
      count,
      win: fromMinorUnits(lineBet * BigInt(multiplier)),
    }));
    return { engine: 'SLOT', reels, lines };
  },
  win(bet: SlotBet, outcome) {
    // From the reels, not the stored line wins: the paytable decides.
    const lineBet = toMinorUnits(bet.lineBet);
    const window = outcome.reels as SlotSymbol[][];
    return payingLines(window).reduce((sum, l) => sum + lineBet * BigInt(l.multiplier), 0n);
  },
};
