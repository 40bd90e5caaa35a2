import {
  betCount,
  betStakeMinor,
  formatBettingContent,
  fromMinorUnits,
  lineAmountMinor,
  nearestMinorUnits,
  topOdds,
  type BetUnit,
  type LottPlay,
  type LottSelection,
} from '@site/contract';

/**
 * The money of a board or a slip line, from the contract's tables and formulas: nothing here
 * restates a play. Amounts are computed in integer minor units and shown as currency units.
 */

/** What the board's picks make now: bets, the line's amount and the most one bet would win. */
export interface LineFigures {
  bets: number;
  /** Minor units. */
  amountMinor: bigint;
  /** Minor units: one winning bet at the play's best odds for these picks. */
  winUpToMinor: bigint;
}

export interface Pricing {
  /** The game's bet price (setting.betPrice) in minor units. */
  priceMinor: bigint;
  /** The merchant's return rate in basis points (setting.returnBp). */
  returnBp: number;
  /** Mark Six's zodiac year, for the zodiac play's odds. */
  zodiacYear: number;
}

/** A currency amount of the wire (at most two decimals) in minor units, and back: the contract's. */
export const toMinor = nearestMinorUnits;
export const fromMinor = fromMinorUnits;

export function lineFigures(
  play: LottPlay,
  selection: LottSelection,
  unit: BetUnit,
  multiple: number,
  pricing: Pricing,
): LineFigures {
  const bets = betCount(play, selection);
  if (bets === 0) return { bets: 0, amountMinor: 0n, winUpToMinor: 0n };
  const stake = betStakeMinor(unit, multiple, pricing.priceMinor);
  const odds = topOdds(play, selection, {
    returnBp: pricing.returnBp,
    zodiacYear: pricing.zodiacYear,
  });
  return {
    bets,
    amountMinor: lineAmountMinor(bets, unit, multiple, pricing.priceMinor),
    winUpToMinor: (stake * BigInt(odds)) / 1000n,
  };
}

/** One line of the bet slip. */
export interface SlipLine extends LineFigures {
  /** Local id, for keys and deletion. */
  id: string;
  play: LottPlay;
  selection: LottSelection;
  content: string;
  unit: BetUnit;
  multiple: number;
}

let lineSeq = 0;

export function slipLine(
  play: LottPlay,
  selection: LottSelection,
  unit: BetUnit,
  multiple: number,
  pricing: Pricing,
): SlipLine {
  lineSeq += 1;
  return {
    id: `line-${lineSeq}`,
    play,
    selection,
    content: formatBettingContent(play, selection),
    unit,
    multiple,
    ...lineFigures(play, selection, unit, multiple, pricing),
  };
}

export interface SlipTotals {
  lines: number;
  bets: number;
  amountMinor: bigint;
}

export const slipTotals = (lines: readonly SlipLine[]): SlipTotals => ({
  lines: lines.length,
  bets: lines.reduce((sum, line) => sum + line.bets, 0),
  amountMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0n),
});
