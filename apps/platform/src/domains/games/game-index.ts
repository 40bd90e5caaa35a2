import { nearestMinorUnits } from '@site/contract';
import type { games, Merchant } from '../../db/schema/index.js';
import type { GameFilter, LotteryNames } from './games.js';

type GameRow = typeof games.$inferSelect;

/**
 * Case folding as ILIKE does it on the platform's databases for these names: A-Z only. (The
 * catalogue's names are ASCII; folding other letters too could find what the SQL did not.)
 */
export const foldCase = (text: string) =>
  /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text;

/** Between two names in the searched text: a search term never holds it (control characters are refused). */
const SEPARATOR = '\u0000';

/**
 * The names a game is found by: its catalogue name and, for a lottery game (its `code` is the
 * lottery's), the lottery's name of it in each language. The lobby shows one of them.
 */
export function searchNames(row: Pick<GameRow, 'gameName' | 'code'>, lottery: LotteryNames) {
  const translations = row.code === null ? undefined : lottery.get(row.code);
  const labels = Object.values(translations ?? {}).flatMap((text) =>
    typeof text?.label === 'string' ? [text.label] : [],
  );
  return [row.gameName, ...labels];
}

/**
 * A merchant's catalogue in memory, in its lobby order (vendor order, game order, id, as the
 * SQL sorted it when the index was built). The folded names (each game's `searchNames`, side
 * by side) are one text, searched with indexOf (native, fast) and each hit mapped back to its
 * game by the games' start offsets; other filters test only the hits. The same filters,
 * results and order as the ILIKE query (test/game-index.test.ts compares them), without a scan
 * and a sort of the table per search.
 */
export class GameIndex {
  private readonly text: string;
  private readonly starts: Int32Array;

  constructor(
    private readonly rows: readonly GameRow[],
    lottery: LotteryNames = new Map(),
  ) {
    // A game's names once each (a translation often repeats the catalogue's name).
    const perGame = rows.map((r) =>
      [...new Set(searchNames(r, lottery).map(foldCase))].join(SEPARATOR),
    );
    this.text = perGame.join(SEPARATOR);
    this.starts = new Int32Array(rows.length);
    let offset = 0;
    perGame.forEach((names, i) => {
      this.starts[i] = offset;
      offset += names.length + SEPARATOR.length;
    });
  }

  get size() {
    return this.rows.length;
  }

  /** A page of the games that pass the filter, and how many pass it in all. */
  page(merchant: Merchant, filter: GameFilter, pageNo: number, pageSize: number) {
    const pass = this.predicate(merchant, filter);
    const from = (pageNo - 1) * pageSize;
    const to = from + pageSize;
    const page: GameRow[] = [];
    let total = 0;
    const take = (i: number) => {
      if (!pass(this.rows[i]!)) return;
      if (total >= from && total < to) page.push(this.rows[i]!);
      total++;
    };
    if (filter.gameName) {
      for (const i of this.named(foldCase(filter.gameName))) take(i);
    } else {
      for (let i = 0; i < this.rows.length; i++) take(i);
    }
    return { rows: page, total };
  }

  /** The games one of whose folded names holds `term`, in order. */
  private named(term: string): number[] {
    const found: number[] = [];
    if (term.includes(SEPARATOR)) return found;
    let at = this.text.indexOf(term);
    while (at !== -1) {
      const i = this.gameAt(at);
      found.push(i);
      // On to the next game: one hit per game, whichever of its names matched.
      if (i + 1 >= this.starts.length) break;
      at = this.text.indexOf(term, this.starts[i + 1]);
    }
    return found;
  }

  /** The game whose names cover the text's offset (binary search of the start offsets). */
  private gameAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The filters but the name, which `named` has applied. */
  private predicate(merchant: Merchant, filter: GameFilter): (row: GameRow) => boolean {
    const esports = merchant.esportsVassalages;
    const { gameType, vassalage, gameId, tableType } = filter;
    const minBetMinor =
      filter.minBet === undefined ? undefined : Number(nearestMinorUnits(filter.minBet));
    return (row) => {
      if (gameType === 'ESPORTS') {
        if (row.gameType !== 'SPORTS' || !esports.includes(row.vassalage)) return false;
      } else if (gameType) {
        if (row.gameType !== gameType) return false;
        if (gameType === 'SPORTS' && esports.includes(row.vassalage)) return false;
      }
      if (vassalage && row.vassalage !== vassalage) return false;
      if (gameId && row.gameId !== gameId) return false;
      if (tableType && row.tableType !== tableType) return false;
      if (minBetMinor !== undefined && row.minBetMinor < minBetMinor) return false;
      return true;
    };
  }
}
