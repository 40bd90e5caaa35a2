import type { LottPick, LottSelection } from './picks.js';
import { choose, type LottPlay } from './plays/types.js';
import { fitsBoard } from './selection.js';

/** Tuples with one pick per row and no pick twice. */
function distinctTuples(rows: LottSelection, used: ReadonlySet<LottPick> = new Set()): number {
  const [first, ...rest] = rows;
  if (first === undefined) return 1;
  let count = 0;
  for (const pick of first) {
    if (!used.has(pick)) count += distinctTuples(rest, new Set([...used, pick]));
  }
  return count;
}

/**
 * The number of bets (注数) a selection makes, by the play's formula; 0 when the selection does
 * not fit the board (a row short of or over its picks, a pick twice, a ball out of range).
 */
export function betCount(play: LottPlay, selection: LottSelection): number {
  if (!fitsBoard(play, selection)) return 0;
  const formula = play.formula;
  const first = selection[0]!;
  switch (formula.kind) {
    case 'direct':
      return formula.distinct
        ? distinctTuples(selection)
        : selection.reduce((product, row) => product * row.length, 1);
    case 'each':
      return selection.reduce((sum, row) => sum + row.length, 0);
    case 'subset':
      return choose(first.length, formula.size);
    case 'group3':
      return first.length * (first.length - 1);
    case 'pairSingle': {
      const singles = selection[1]!;
      const overlap = first.filter((pick) => singles.includes(pick)).length;
      return first.length * singles.length - overlap;
    }
    case 'bundle':
      return first.length === formula.size ? 1 : 0;
  }
}
