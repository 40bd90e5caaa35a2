import { betCount } from './bet-count.js';
import { drawFormat } from './families.js';
import { colourOf, signOf, yearSign } from './mark-six.js';
import type { LottPick, LottSelection } from './picks.js';
import {
  BASE_RETURN_BP,
  choose,
  oddsAt,
  prize,
  type LottPlay,
  type LottPrize,
  type LottSubject,
} from './plays/types.js';
import { fitsBoard } from './selection.js';

export interface JudgeOptions {
  /** The merchant's return rate in basis points (default 9800). */
  returnBp?: number;
  /** The zodiac year of the draw (zodiacYearAt(drawTime)); Mark Six's zodiac play needs it. */
  zodiacYear?: number;
}

/** Bets of a line that won at one prize level, and the odds (thousandths per unit stake) they pay. */
export interface PrizeWin {
  level: string;
  odds: number;
  bets: number;
}

/** A line judged against a result: of its `bets`, these won, `refunds` were refunded (ties). */
export interface Judgement {
  bets: number;
  wins: PrizeWin[];
  refunds: number;
}

/** What a subject's value is and which picks it refunds. */
interface Facts {
  hits: Set<LottPick>;
  refunds: Set<LottPick>;
}

const ball = (result: readonly number[], index: number): number => {
  const value = result[index];
  if (value === undefined) throw new RangeError(`The result has no ball ${index}`);
  return value;
};

const balls = (result: readonly number[], indices: readonly number[]) =>
  indices.map((i) => ball(result, i));

function zodiacYearOf(options: JudgeOptions): number {
  if (options.zodiacYear === undefined) throw new RangeError('A zodiac play needs the zodiac year');
  return options.zodiacYear;
}

function valueFacts(
  value: number,
  subject: Extract<LottSubject, { of: 'ball' | 'sum' }>,
  options: JudgeOptions,
): Facts {
  const traits = subject.traits ?? {};
  const hits = new Set<LottPick>([value]);
  const big = traits.bigFrom !== undefined ? value >= traits.bigFrom : undefined;
  const odd = value % 2 === 1;
  if (big !== undefined) hits.add(big ? 'BIG' : 'SMALL');
  if (traits.parity) hits.add(odd ? 'ODD' : 'EVEN');
  if (traits.combos && big !== undefined) {
    hits.add(big ? (odd ? 'BIG_ODD' : 'BIG_EVEN') : odd ? 'SMALL_ODD' : 'SMALL_EVEN');
  }
  if (traits.extremes) {
    if (value <= traits.extremes.smallTo) hits.add('XSMALL');
    if (value >= traits.extremes.bigFrom) hits.add('XBIG');
  }
  if (traits.colours) hits.add(colourOf(value));
  if (traits.zodiac) hits.add(signOf(value, zodiacYearOf(options)));
  const refunds = new Set<LottPick>();
  if (traits.tie?.values.includes(value)) {
    for (const pick of traits.tie.refunds) {
      hits.delete(pick);
      refunds.add(pick);
    }
  }
  return { hits, refunds };
}

const counts = (values: readonly number[]) => {
  const seen = new Map<number, number>();
  for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1);
  return seen;
};

/** What a row's subject makes of a result. */
export function subjectFacts(
  subject: LottSubject,
  result: readonly number[],
  options: JudgeOptions = {},
): Facts {
  const none = new Set<LottPick>();
  switch (subject.of) {
    case 'ball':
      return valueFacts(ball(result, subject.index), subject, options);
    case 'sum':
      return valueFacts(
        balls(result, subject.indices).reduce((a, b) => a + b, 0),
        subject,
        options,
      );
    case 'compare': {
      const a = ball(result, subject.a);
      const b = ball(result, subject.b);
      return { hits: new Set([a > b ? 'DRAGON' : a < b ? 'TIGER' : 'TIE']), refunds: none };
    }
    case 'triple': {
      const values = balls(result, subject.indices);
      const same = values.every((v) => v === values[0]);
      return { hits: same ? new Set<LottPick>([values[0]!, 'ANY']) : new Set(), refunds: none };
    }
    case 'pair': {
      const doubles = [...counts(balls(result, subject.indices))].filter(([, n]) => n >= 2);
      return { hits: new Set(doubles.map(([v]) => v)), refunds: none };
    }
    case 'straight': {
      const values = balls(result, subject.indices).sort((a, b) => a - b);
      const straight = values.every((v, i) => i === 0 || v === values[i - 1]! + 1);
      return { hits: straight ? new Set<LottPick>(['ANY']) : new Set(), refunds: none };
    }
  }
}

/** The prize a winning pick of an 'each' play is paid at. */
function prizeOfPick(play: LottPlay, pick: LottPick, options: JudgeOptions): LottPrize {
  const byPick = play.prizes.find((p) => p.picks?.includes(pick));
  if (byPick) return byPick;
  const yearLevel = play.prizes.find((p) => p.yearSign);
  if (yearLevel && pick === yearSign(zodiacYearOf(options))) return yearLevel;
  const general = play.prizes.find((p) => !p.picks && !p.yearSign);
  if (!general) throw new RangeError(`Play ${play.playId} has no prize for ${pick}`);
  return general;
}

/** A bundle's one prize: it wins in the ways of its picks together. */
function bundlePrize(play: LottPlay, picks: readonly LottPick[]): LottPrize {
  const formula = play.formula;
  if (formula.kind !== 'bundle') throw new RangeError(`Play ${play.playId} is not a bundle`);
  const ways = picks.reduce<number>((sum, p) => sum + (formula.ways[Number(p)] ?? 0), 0);
  return prize('HIT', { EN: 'Win', ID: 'Menang' }, { win: ways, space: formula.space });
}

/**
 * The prize levels a selection can be paid at: the play's table, with a bundle's level worked
 * out from its picks. The web shows these as "will win".
 */
export function prizesFor(play: LottPlay, selection: LottSelection): readonly LottPrize[] {
  if (play.formula.kind !== 'bundle') return play.prizes;
  return fitsBoard(play, selection) ? [bundlePrize(play, selection[0]!)] : [];
}

/** The highest odds (thousandths per unit stake, at the return rate) any bet of a selection pays. */
export function topOdds(
  play: LottPlay,
  selection: LottSelection,
  options: JudgeOptions = {},
): number {
  const returnBp = options.returnBp ?? BASE_RETURN_BP;
  if (play.formula.kind === 'each' && fitsBoard(play, selection)) {
    return Math.max(
      0,
      ...selection.flat().map((pick) => oddsAt(prizeOfPick(play, pick, options), returnBp)),
    );
  }
  return Math.max(0, ...prizesFor(play, selection).map((p) => oddsAt(p, returnBp)));
}

/** How many bets of a line win, per level; and how many are refunded. */
function tally(
  play: LottPlay,
  selection: LottSelection,
  result: readonly number[],
  options: JudgeOptions,
): { won: Map<LottPrize, number>; refunds: number } {
  const formula = play.formula;
  const won = new Map<LottPrize, number>();
  const first = selection[0]!;
  const add = (level: LottPrize, bets: number) => {
    if (bets > 0) won.set(level, (won.get(level) ?? 0) + bets);
  };
  const main = play.prizes[0]!;
  switch (formula.kind) {
    case 'direct': {
      const matches = play.rows.map((row, r) => {
        const hits = subjectFacts(row.subject!, result, options).hits;
        return selection[r]!.filter((p) => hits.has(p)).length;
      });
      add(
        main,
        matches.reduce((a, b) => a * b, 1),
      );
      return { won, refunds: 0 };
    }
    case 'each': {
      let refunds = 0;
      play.rows.forEach((row, r) => {
        const facts = subjectFacts(row.subject!, result, options);
        for (const pick of selection[r]!) {
          if (facts.hits.has(pick)) add(prizeOfPick(play, pick, options), 1);
          else if (facts.refunds.has(pick)) refunds += 1;
        }
      });
      return { won, refunds };
    }
    case 'subset': {
      const drawn = new Set(balls(result, formula.indices));
      const hits = first.filter((p) => typeof p === 'number' && drawn.has(p)).length;
      const wins =
        formula.size <= formula.indices.length
          ? choose(hits, formula.size)
          : hits === drawn.size
            ? choose(first.length - drawn.size, formula.size - drawn.size)
            : 0;
      add(main, wins);
      return { won, refunds: 0 };
    }
    case 'group3': {
      const drawn = [...new Set(balls(result, formula.indices))];
      add(main, drawn.length === 2 && drawn.every((v) => first.includes(v)) ? 1 : 0);
      return { won, refunds: 0 };
    }
    case 'pairSingle': {
      const seen = [...counts(balls(result, formula.indices))];
      const pair = seen.find(([, n]) => n === 2)?.[0];
      const single = seen.find(([, n]) => n === 1)?.[0];
      const wins =
        pair !== undefined &&
        single !== undefined &&
        first.includes(pair) &&
        selection[1]!.includes(single);
      add(main, wins ? 1 : 0);
      return { won, refunds: 0 };
    }
    case 'bundle': {
      const facts = subjectFacts(formula.subject, result, options);
      add(bundlePrize(play, first), first.some((p) => facts.hits.has(p)) ? 1 : 0);
      return { won, refunds: 0 };
    }
  }
}

/**
 * Judges a line against a draw result (the balls in drawn order, as DRAW_FORMATS describes):
 * which of its bets won at which level, at odds for the merchant's return rate, and which are
 * refunded. A selection that does not fit the board has no bets and wins nothing.
 */
export function judge(
  play: LottPlay,
  selection: LottSelection,
  result: readonly number[],
  options: JudgeOptions = {},
): Judgement {
  const format = drawFormat(play.family);
  if (
    result.length !== format.balls ||
    result.some((b) => !Number.isInteger(b) || b < format.min || b > format.max) ||
    (format.distinct && new Set(result).size !== result.length)
  ) {
    throw new RangeError(`${result.join(',')} is not a ${play.family} result`);
  }
  const bets = betCount(play, selection);
  if (bets === 0) return { bets: 0, wins: [], refunds: 0 };
  const { won, refunds } = tally(play, selection, result, options);
  const returnBp = options.returnBp ?? BASE_RETURN_BP;
  const wins = [...won].map(([level, n]) => ({
    level: level.level,
    odds: oddsAt(level, returnBp),
    bets: n,
  }));
  return { bets, wins, refunds };
}
