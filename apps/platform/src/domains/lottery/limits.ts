import {
  BET_UNITS,
  betCount,
  betStakeMinor,
  choose,
  DEFAULT_BET_PRICE_MINOR,
  fromMinorUnits,
  lineAmountMinor,
  parseBettingContent,
  playOf,
  topOdds,
  zodiacYearAt,
  type BettingLine,
  type BetUnit,
  type LotteryGameSetting,
  type LottPick,
  type LottPlay,
  type LottSelection,
} from '@site/contract';
import type { merchantLotteryGames } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

type GameRow = typeof merchantLotteryGames.$inferSelect;

/** A game's betting limits as /lgw/games/{id}/setting answers them. */
export const settingOf = (game: GameRow): LotteryGameSetting => ({
  gameId: game.gameCode,
  returnBp: game.returnBp,
  betPrice: fromMinorUnits(DEFAULT_BET_PRICE_MINOR),
  units: [...BET_UNITS],
  minLineAmount: fromMinorUnits(game.minLineMinor),
  maxLineAmount: fromMinorUnits(game.maxLineMinor),
  maxMultiple: game.maxMultiple,
  maxWinPerOrder: fromMinorUnits(game.maxWinMinor),
  maxPerNumber: fromMinorUnits(game.maxPerNumberMinor),
  maxPerIssue: fromMinorUnits(game.maxPerIssueMinor),
  chase: game.chaseAllowed,
});

/** A line priced for one issue: its play, picks, bets and money, at the game's return rate. */
export interface PricedLine {
  lineNo: number;
  play: LottPlay;
  selection: LottSelection;
  content: string;
  bets: number;
  unit: BetUnit;
  /** The line's multiple times the issue's chase multiple. */
  multiple: number;
  stakePerBetMinor: bigint;
  amountMinor: bigint;
  returnBp: number;
}

/** The most bets of a selection one result can make win (an upper bound). */
function winningBetsAtMost(play: LottPlay, selection: LottSelection, bets: number): number {
  const formula = play.formula;
  switch (formula.kind) {
    case 'direct':
    case 'group3':
    case 'pairSingle':
    case 'bundle':
      return 1;
    case 'subset': {
      const picks = selection[0]!.length;
      const drawn = formula.indices.length;
      return formula.size <= drawn
        ? choose(Math.min(picks, drawn), formula.size)
        : choose(picks - drawn, formula.size - drawn);
    }
    case 'each':
      // A ball is several things at once (9: big, odd ...): every pick may win.
      return bets;
  }
}

/**
 * Prices the slip's lines for one issue (chase multiple `scale`) and checks the game's limits:
 * a multiple within maxMultiple, each line's amount within min..max, and what the order could
 * win at most within maxWinPerOrder; else lottery.over.limits. The content is checked against
 * the game's family (a play of another family is request.invalid).
 */
export function priceLines(
  game: GameRow,
  lines: readonly BettingLine[],
  scale: number,
  drawsAt: Date,
): PricedLine[] {
  let maxWin = 0n;
  const priced = lines.map((line, index) => {
    const play = playOf(game.family, line.playId);
    const selection = play && parseBettingContent(play, line.content);
    const bets = play && selection ? betCount(play, selection) : 0;
    if (!play || !selection || bets === 0) {
      throw new AppError('request.invalid', {
        fields: { [`body.lines.${index}.playId`]: 'The play is not one of this game.' },
      });
    }
    const multiple = line.multiple * scale;
    if (multiple > game.maxMultiple) throw new AppError('lottery.over.limits');
    let stakePerBetMinor: bigint;
    try {
      stakePerBetMinor = betStakeMinor(line.unit, multiple);
    } catch {
      throw new AppError('lottery.over.limits');
    }
    const amountMinor = lineAmountMinor(bets, line.unit, multiple);
    if (amountMinor < game.minLineMinor || amountMinor > game.maxLineMinor) {
      throw new AppError('lottery.over.limits');
    }
    const odds = topOdds(play, selection, {
      returnBp: game.returnBp,
      zodiacYear: zodiacYearAt(drawsAt),
    });
    maxWin +=
      (stakePerBetMinor * BigInt(odds) * BigInt(winningBetsAtMost(play, selection, bets))) / 1000n;
    return {
      lineNo: index + 1,
      play,
      selection,
      content: line.content,
      bets,
      unit: line.unit,
      multiple,
      stakePerBetMinor,
      amountMinor,
      returnBp: game.returnBp,
    };
  });
  if (maxWin > game.maxWinMinor) throw new AppError('lottery.over.limits');
  return priced;
}

/** A number's share of a line: one pick of one row and the stake of the bets it is part of. */
export interface NumberShare {
  playId: number;
  rowNo: number;
  pick: string;
  amountMinor: bigint;
}

/**
 * What each number of a line takes: the stake of the bets it is in, which are the line's bets
 * less those the picks make without it.
 */
export function numberShares(line: PricedLine): NumberShare[] {
  const shares: NumberShare[] = [];
  line.selection.forEach((row, rowNo) => {
    for (const pick of row) {
      const without = line.selection.map((picks, r) =>
        r === rowNo ? picks.filter((p: LottPick) => p !== pick) : picks,
      );
      const bets = line.bets - betCount(line.play, without);
      if (bets > 0) {
        shares.push({
          playId: line.play.playId,
          rowNo,
          pick: String(pick),
          amountMinor: line.stakePerBetMinor * BigInt(bets),
        });
      }
    }
  });
  return shares;
}

/**
 * Numbers in the key order of their sales rows (play, row, pick; picks by code unit): whatever
 * locks those rows takes them in this one order, so two orders crossing on the same numbers
 * never wait on each other.
 */
export const byNumber = (a: NumberShare, b: NumberShare) =>
  a.playId - b.playId || a.rowNo - b.rowNo || (a.pick < b.pick ? -1 : a.pick > b.pick ? 1 : 0);

/** The shares of several lines, those of one number added up, in number order. */
export function sharesOf(lines: readonly PricedLine[]): NumberShare[] {
  const byKey = new Map<string, NumberShare>();
  for (const share of lines.flatMap(numberShares)) {
    const key = `${share.playId}:${share.rowNo}:${share.pick}`;
    const seen = byKey.get(key);
    if (seen) seen.amountMinor += share.amountMinor;
    else byKey.set(key, { ...share });
  }
  return [...byKey.values()].sort(byNumber);
}
