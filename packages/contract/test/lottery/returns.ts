import {
  BASE_RETURN_BP,
  drawFormat,
  judge,
  type JudgeOptions,
  type LottPlay,
  type LottSelection,
  type LottSubject,
} from '../../src/index.js';

/** Test helpers: the result space a bet depends on, and the exact return over it. */

const subjectIndices = (subject: LottSubject): readonly number[] => {
  switch (subject.of) {
    case 'ball':
      return [subject.index];
    case 'compare':
      return [subject.a, subject.b];
    default:
      return subject.indices;
  }
};

/** The result balls a selection's bets are judged on. */
export function indicesOf(play: LottPlay, selection: LottSelection): number[] {
  const formula = play.formula;
  const used = new Set<number>();
  if (formula.kind === 'direct' || formula.kind === 'each') {
    play.rows.forEach((row, r) => {
      if (selection[r]!.length > 0) subjectIndices(row.subject!).forEach((i) => used.add(i));
    });
  } else if (formula.kind === 'bundle') {
    subjectIndices(formula.subject).forEach((i) => used.add(i));
  } else {
    formula.indices.forEach((i) => used.add(i));
  }
  return [...used].sort((a, b) => a - b);
}

/** Whether the bets look at the order of the balls they are judged on. */
function isOrdered(play: LottPlay, selection: LottSelection): boolean {
  const formula = play.formula;
  if (formula.kind === 'direct') return true;
  if (formula.kind !== 'each') return false;
  return play.rows.some(
    (row, r) =>
      selection[r]!.length > 0 && (row.subject!.of === 'ball' || row.subject!.of === 'compare'),
  );
}

/**
 * Every result as far as `indices` go, each once and equally likely: all digit tuples, or all
 * ordered tuples of distinct numbers where the family draws without replacement (the other
 * balls then get the smallest numbers left, which no judged bet looks at).
 */
export function* resultsOver(
  play: LottPlay,
  indices: readonly number[],
  ordered = true,
): Generator<number[]> {
  const format = drawFormat(play.family);
  const values = Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
  const chosen: number[] = [];
  function* walk(depth: number): Generator<number[]> {
    if (depth === indices.length) {
      const result = new Array<number>(format.balls);
      indices.forEach((index, k) => (result[index] = chosen[k]!));
      const left = values.filter((v) => !format.distinct || !chosen.includes(v));
      for (let i = 0, k = 0; i < format.balls; i++) {
        if (!indices.includes(i)) result[i] = format.distinct ? left[k++]! : format.min;
      }
      yield result;
      return;
    }
    for (const v of values) {
      if (format.distinct && chosen.includes(v)) continue;
      // Sets only, when the bets do not look at the order: each set stands for as many orders.
      if (format.distinct && !ordered && chosen.length > 0 && v < chosen[chosen.length - 1]!)
        continue;
      chosen.push(v);
      yield* walk(depth + 1);
      chosen.pop();
    }
  }
  yield* walk(0);
}

/** Stakes and what came back (in thousandths of a unit stake), over a set of results. */
export interface Tally {
  staked: bigint;
  paid: bigint;
}

export function exactReturn(
  play: LottPlay,
  selection: LottSelection,
  options: JudgeOptions = {},
): Tally {
  let staked = 0n;
  let paid = 0n;
  for (const result of resultsOver(play, indicesOf(play, selection), isOrdered(play, selection))) {
    const judged = judge(play, selection, result, options);
    staked += BigInt(judged.bets);
    paid += BigInt(judged.refunds) * 1000n;
    for (const win of judged.wins) paid += BigInt(win.odds) * BigInt(win.bets);
  }
  return { staked, paid };
}

/**
 * Whether a return is the rate: never above it, and short of it by less than one thousandth of
 * a unit per winning chance (odds are floored to thousandths); exactly the rate when `exact`.
 */
export function returnMatches(
  tally: Tally,
  returnBp = BASE_RETURN_BP,
  exact = false,
): string | null {
  // return = paid / (1000·staked); rate = returnBp / 10000.
  const target = BigInt(returnBp) * tally.staked;
  const got = 10n * tally.paid;
  if (tally.staked === 0n) return 'nothing staked';
  if (got > target) return `return ${ratio(tally)} above ${returnBp / 100} %`;
  if (exact && got !== target) return `return ${ratio(tally)} is not exactly ${returnBp / 100} %`;
  if (target - got >= 10n * tally.staked)
    return `return ${ratio(tally)} short of ${returnBp / 100} %`;
  return null;
}

export const ratio = (tally: Tally) =>
  (Number(tally.paid) / Number(tally.staked) / 1000).toFixed(6);
