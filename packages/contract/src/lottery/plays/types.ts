import type { LotteryFamily } from '../families.js';
import type { LottPick, LottText, NamedPick } from '../picks.js';

/**
 * The shape of a play table. A play is data: its rows (what a board offers), how its bets are
 * counted (`formula`), what each row's picks are judged against (`subject`) and its prize table.
 * betCount() and judge() read these; nothing about a play lives in code elsewhere.
 */

/** A family whose plays are its own (CHAIN plays SSC's). */
export type RulesFamily = Exclude<LotteryFamily, 'CHAIN'>;

/** 'Lott' lists a play on /lottery (Tradition), 'Elott' on /elott (Entertainment, two-sided). */
export type PlayMode = 'Lott' | 'Elott';
export const PLAY_MODES: readonly PlayMode[] = ['Lott', 'Elott'];

/**
 * What a value (a ball, or a sum of balls) also is, besides its number. `bigFrom`: BIG at or
 * above it, SMALL below. `tie`: values on which the listed picks are refunded, not judged
 * (Mark Six's 49 on the special's big/small/odd/even).
 */
export interface LottValueTraits {
  bigFrom?: number;
  parity?: boolean;
  /** BIG_ODD ... SMALL_EVEN (needs bigFrom and parity). */
  combos?: boolean;
  extremes?: { smallTo: number; bigFrom: number };
  colours?: boolean;
  zodiac?: boolean;
  tie?: { values: readonly number[]; refunds: readonly NamedPick[] };
}

/**
 * What a row's picks are judged against; `index` counts result balls from 0 (SSC's ten
 * thousands, PK10's champion, Mark Six's special is 6).
 */
export type LottSubject =
  | { of: 'ball'; index: number; traits?: LottValueTraits }
  | { of: 'sum'; indices: readonly number[]; traits?: LottValueTraits }
  /** DRAGON when ball a is higher than ball b, TIGER when lower, TIE when equal. */
  | { of: 'compare'; a: number; b: number }
  /** The value when all the balls are equal, and ANY (any triple). */
  | { of: 'triple'; indices: readonly number[] }
  /** Every value drawn at least twice. */
  | { of: 'pair'; indices: readonly number[] }
  /** ANY when the balls are consecutive distinct numbers in some order. */
  | { of: 'straight'; indices: readonly number[] };

/** What a row offers: numbers min..max, or named picks. */
export type RowChoices =
  { kind: 'numbers'; min: number; max: number } | { kind: 'named'; options: readonly NamedPick[] };

export interface LottRow {
  label: LottText;
  choices: RowChoices;
  minPicks: number;
  maxPicks: number;
  /** For 'direct' and 'each' plays. */
  subject?: LottSubject;
  /** How a number shows on the board: 'pair' shows 1 as 11, 'triple' as 111 (K3). */
  showAs?: 'pair' | 'triple';
}

/**
 * How bets are made of a selection, which fixes the bet count (注数):
 * - direct: one pick from every row, Π|row| (distinct: tuples of distinct numbers only);
 * - each: every pick is a bet, Σ|row|;
 * - subset: every `size`-subset of the one row's picks is a bet, C(n, size); it wins when its
 *   numbers are all among the balls at `indices` (or, when `size` exceeds them, covers them all);
 * - group3: a pair digit and a single digit from the picks, n(n−1); wins on exactly that pair+single;
 * - pairSingle: a pair from row 1 and a different single from row 2, |P|·|S| − |P∩S|;
 * - bundle: exactly `size` picks make one bet, paid by the chance of the picks together.
 */
export type BetFormula =
  | { kind: 'direct'; distinct: boolean }
  | { kind: 'each' }
  | { kind: 'subset'; indices: readonly number[]; size: number }
  | { kind: 'group3'; indices: readonly number[] }
  | { kind: 'pairSingle'; indices: readonly number[] }
  | { kind: 'bundle'; size: number; subject: LottSubject; ways: readonly number[]; space: number };

/**
 * A prize level. The bet wins in `win` of `space` equally likely results and is refunded in
 * `refund` of them; `odds` is what it pays per unit stake, in thousandths, at a 98 % return
 * (oddsAt() gives it at any return). `picks` lists the picks paid at this level when levels
 * differ by pick (a sum's value, a colour); `yearSign` marks the level of the zodiac year's sign.
 */
export interface LottPrize {
  level: string;
  label: LottText;
  win: number;
  refund: number;
  space: number;
  odds: number;
  picks?: readonly LottPick[];
  yearSign?: boolean;
}

export interface LottPlay {
  playId: number;
  family: RulesFamily;
  mode: PlayMode;
  groupCode: string;
  playCode: string;
  name: LottText;
  rows: readonly LottRow[];
  formula: BetFormula;
  prizes: readonly LottPrize[];
  rules: LottText;
}

/** The return rate the tables are written at, in basis points. */
export const BASE_RETURN_BP = 9800;

/**
 * The one place odds come from: per unit stake, in thousandths, at `returnBp` (basis points),
 * floored so the house never pays above the rate: (rate·space − refunds) / wins.
 */
export function oddsAt(
  prize: Pick<LottPrize, 'win' | 'refund' | 'space'>,
  returnBp: number = BASE_RETURN_BP,
): number {
  if (!Number.isInteger(returnBp) || returnBp < 1 || returnBp > 10_000) {
    throw new RangeError(`A return rate is 1..10000 basis points, not ${returnBp}`);
  }
  return Math.floor((returnBp * prize.space - 10_000 * prize.refund) / (10 * prize.win));
}

/** A prize level from its chances; the odds follow at the base return. */
export function prize(
  level: string,
  label: LottText,
  chances: { win: number; space: number; refund?: number },
  extra: { picks?: readonly LottPick[]; yearSign?: boolean } = {},
): LottPrize {
  const base = { win: chances.win, refund: chances.refund ?? 0, space: chances.space };
  return { level, label, ...base, odds: oddsAt(base), ...extra };
}

/** The single prize of a play with one level. */
export const hit = (win: number, space: number, refund = 0): LottPrize =>
  prize('HIT', { EN: 'Win', ID: 'Menang' }, { win, space, refund });

/** A numbers row. */
export function numbersRow(
  label: LottText,
  min: number,
  max: number,
  picks: { min?: number; max?: number; subject?: LottSubject; showAs?: 'pair' | 'triple' } = {},
): LottRow {
  return {
    label,
    choices: { kind: 'numbers', min, max },
    minPicks: picks.min ?? 1,
    maxPicks: picks.max ?? max - min + 1,
    ...(picks.subject ? { subject: picks.subject } : {}),
    ...(picks.showAs ? { showAs: picks.showAs } : {}),
  };
}

/** A named-picks row; by default a row of an 'each' play (none picked is fine). */
export function namedRow(
  label: LottText,
  options: readonly NamedPick[],
  subject: LottSubject,
  picks: { min?: number; max?: number } = {},
): LottRow {
  return {
    label,
    choices: { kind: 'named', options },
    minPicks: picks.min ?? 0,
    maxPicks: picks.max ?? options.length,
    subject,
  };
}

export const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};
