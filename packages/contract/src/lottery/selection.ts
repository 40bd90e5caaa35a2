import type { Language } from '../headers.js';
import {
  isNamedPick,
  pickLabel,
  type LottPick,
  type LottSelection,
  type NamedPick,
} from './picks.js';
import type { LottPlay, LottRow } from './plays/types.js';

/**
 * A board's selection on the wire (`bettingContent`), compact and readable:
 * rows in the play's row order joined by `|`, the picks of a row joined by `,`, numbers in plain
 * decimal (no padding), named picks by their token. An empty row is empty text.
 *
 *   SSC 5-star straight 12/3/4/5/67  -> "1,2|3|4|5|6,7"
 *   SSC fixed position, units 0 and 9 -> "||||0,9"
 *   11X5 any 2                        -> "1,5,11"
 *   LHC colour                        -> "RED"
 *   PK10 two sides, rank 1 big        -> "BIG|||||||||"
 *
 * formatBettingContent writes the picks in board order (numbers ascending, named picks in the
 * row's order), so one selection has one text.
 */

/** Every pick a row offers, in board order. */
export function rowChoices(row: LottRow): LottPick[] {
  const choices = row.choices;
  if (choices.kind === 'named') return [...choices.options];
  return Array.from({ length: choices.max - choices.min + 1 }, (_, i) => choices.min + i);
}

const offers = (row: LottRow, pick: LottPick): boolean =>
  row.choices.kind === 'numbers'
    ? typeof pick === 'number' &&
      Number.isInteger(pick) &&
      pick >= row.choices.min &&
      pick <= row.choices.max
    : typeof pick === 'string' && row.choices.options.includes(pick);

/**
 * Whether a selection fits the play's board: one array per row, each within the row's pick
 * counts, no pick twice, only picks the row offers, and at least one pick in all.
 */
export function fitsBoard(play: LottPlay, selection: LottSelection): boolean {
  if (selection.length !== play.rows.length) return false;
  let total = 0;
  for (let r = 0; r < play.rows.length; r++) {
    const row = play.rows[r]!;
    const picks = selection[r]!;
    if (picks.length < row.minPicks || picks.length > row.maxPicks) return false;
    if (new Set(picks).size !== picks.length) return false;
    if (!picks.every((pick) => offers(row, pick))) return false;
    total += picks.length;
  }
  return total > 0;
}

const order = (row: LottRow, picks: readonly LottPick[]): LottPick[] => {
  const choices = rowChoices(row);
  return [...picks].sort((a, b) => choices.indexOf(a) - choices.indexOf(b));
};

/** The wire text of a selection (see above). */
export const formatBettingContent = (play: LottPlay, selection: LottSelection): string =>
  play.rows.map((row, r) => order(row, selection[r] ?? []).join(',')).join('|');

const TOKEN = /^(?:0|[1-9]\d{0,1})$/;

/**
 * A selection from its wire text, or undefined when the text does not fit the play's rows
 * (wrong row count, a token the row does not offer). Duplicates and pick counts are left to
 * fitsBoard/betCount, which count such a selection as 0 bets.
 */
export function parseBettingContent(play: LottPlay, content: string): LottPick[][] | undefined {
  const rows = content.split('|');
  if (rows.length !== play.rows.length) return undefined;
  const selection: LottPick[][] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = play.rows[r]!;
    const text = rows[r]!;
    const picks: LottPick[] = [];
    for (const token of text === '' ? [] : text.split(',')) {
      const pick: LottPick | undefined = TOKEN.test(token)
        ? Number(token)
        : isNamedPick(token)
          ? token
          : undefined;
      if (pick === undefined || !offers(row, pick)) return undefined;
      picks.push(pick);
    }
    selection.push(picks);
  }
  return selection;
}

/** How a pick reads on a board or in "my bets": K3's pairs and triples as 11 and 111. */
export function pickText(row: LottRow, pick: LottPick, language: Language): string {
  if (typeof pick !== 'number' || !row.showAs) return pickLabel(pick, language);
  return String(pick).repeat(row.showAs === 'pair' ? 2 : 3);
}

/** A selection in words, row by row, empty rows left out: "Tens: 1, 2; Units: BIG". */
export const selectionText = (play: LottPlay, selection: LottSelection, language: Language) =>
  play.rows
    .map((row, r) => {
      const picks = order(row, selection[r] ?? []);
      if (picks.length === 0) return '';
      const text = picks.map((pick) => pickText(row, pick, language)).join(', ');
      return play.rows.length > 1 ? `${row.label[language]}: ${text}` : text;
    })
    .filter((part) => part !== '')
    .join('; ');

/** The board's quick-pick buttons (全 大 小 奇 偶 清). */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

const NAMED_QUICK: Partial<Record<QuickPick, NamedPick>> = {
  big: 'BIG',
  small: 'SMALL',
  odd: 'ODD',
  even: 'EVEN',
};

/**
 * A row's picks after a quick-pick button. On numbers, big is the upper half of the row's
 * range (0-9: 5-9; 1-11: 6-11; 1-49: 25-49); on named rows big/small/odd/even pick that name
 * when the row offers it.
 */
export function quickPick(row: LottRow, action: QuickPick): LottPick[] {
  if (action === 'clear') return [];
  const choices = rowChoices(row);
  if (action === 'all') return choices;
  if (row.choices.kind === 'named') {
    const named = NAMED_QUICK[action];
    return choices.filter((pick) => pick === named);
  }
  const middle = Math.ceil((row.choices.min + row.choices.max) / 2);
  const numbers = choices.filter((pick): pick is number => typeof pick === 'number');
  switch (action) {
    case 'big':
      return numbers.filter((n) => n >= middle);
    case 'small':
      return numbers.filter((n) => n < middle);
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
  }
}
