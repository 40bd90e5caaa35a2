import { DRAGON_TIGER_PICKS, TWO_SIDED_PICKS, type LottText } from '../picks.js';
import {
  hit,
  namedRow,
  numbersRow,
  prize,
  type LottPlay,
  type LottPrize,
  type LottRow,
  type LottValueTraits,
  type RulesFamily,
} from './types.js';

/** Row names and small builders the family tables share. */

export const text = (EN: string, ID: string): LottText => ({ EN, ID });

/** What a family's table writes of a play besides its ids, mode and names. */
export type PlayBody = Pick<LottPlay, 'rows' | 'formula' | 'prizes'> & { rules: [string, string] };

/** The play builder of one family's table: names and rules as [EN, ID] pairs. */
export const playBuilder =
  (family: RulesFamily) =>
  (
    playId: number,
    mode: LottPlay['mode'],
    groupCode: string,
    playCode: string,
    name: [string, string],
    body: PlayBody,
  ): LottPlay => ({
    playId,
    family,
    mode,
    groupCode,
    playCode,
    name: text(...name),
    rows: body.rows,
    formula: body.formula,
    prizes: body.prizes,
    rules: text(...body.rules),
  });

export const NUMBERS = text('Numbers', 'Angka');
export const PICK_ROW = text('Pick', 'Pilih');

/** The indices 0..n-1. */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** A row of one ball's numbers, judged against that ball (min picks 1, or 0 in 'each' plays). */
export const ballRow = (
  label: LottText,
  index: number,
  min: number,
  max: number,
  minPicks = 1,
): LottRow => numbersRow(label, min, max, { min: minPicks, subject: { of: 'ball', index } });

/** A big/small/odd/even row on one ball. */
export const twoSidedBallRow = (label: LottText, index: number, traits: LottValueTraits): LottRow =>
  namedRow(label, TWO_SIDED_PICKS, { of: 'ball', index, traits: { parity: true, ...traits } });

/** A big/small/odd/even row on a sum of balls. */
export const twoSidedSumRow = (
  label: LottText,
  indices: readonly number[],
  traits: LottValueTraits,
): LottRow =>
  namedRow(label, TWO_SIDED_PICKS, { of: 'sum', indices, traits: { parity: true, ...traits } });

/** An even-money two-sided prize (1.96 at 98 %). */
export const EVEN_MONEY: LottPrize = hit(1, 2);

/**
 * Prize levels of a sum bet by value: the values with the same number of ways share a level.
 * `ways[v - first]` is the number of results summing to v.
 */
export function sumPrizes(first: number, ways: readonly number[], space: number): LottPrize[] {
  const byWays = new Map<number, number[]>();
  ways.forEach((w, i) => byWays.set(w, [...(byWays.get(w) ?? []), first + i]));
  return [...byWays.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, values]) =>
      prize(
        `SUM_${values.join('_')}`,
        text(`Sum ${values.join(' / ')}`, `Jumlah ${values.join(' / ')}`),
        { win: w, space },
        { picks: values },
      ),
    );
}

/**
 * Dragon, tiger or tie between two digit positions (the first higher: dragon), played alike in
 * every family that has it: dragon and tiger pay 45 in 100 and lose on a tie, which pays 10.
 */
export const dragonTigerTie = (
  row: LottText,
  a: number,
  b: number,
): Pick<LottPlay, 'rows' | 'formula' | 'prizes'> => ({
  rows: [namedRow(row, DRAGON_TIGER_PICKS, { of: 'compare', a, b })],
  formula: { kind: 'each' },
  prizes: [
    prize(
      'DRAGON_TIGER',
      text('Dragon or tiger', 'Naga atau macan'),
      { win: 45, space: 100 },
      { picks: ['DRAGON', 'TIGER'] },
    ),
    prize('TIE', text('Tie', 'Seri'), { win: 10, space: 100 }, { picks: ['TIE'] }),
  ],
});
