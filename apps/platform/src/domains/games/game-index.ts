import { nearestMinorUnits } from '@site/contract';
import type { games, Merchant } from '../../db/schema/index.js';
import type { GameFilter } from './games.js';

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
 * A merchant's catalogue in memory, in its lobby order (vendor order, game order, id, as the
 * SQL sorted it when the index was built). The folded names are one text, searched with
 * indexOf (native, fast) and each hit mapped back to its game by the names' start offsets;
 * other filters test only the hits. The same filters, results and order as the ILIKE query
 * (test/game-index.test.ts compares them), without a scan and a sort of the table per search.
 */
export class GameIndex {
  private readonly text: string;
  private readonly starts: Int32Array;

  constructor(private readonly rows: readonly GameRow[]) {
    const names = rows.map((r) => foldCase(r.gameName));
    this.text = names.join(SEPARATOR);
    this.starts = new Int32Array(rows.length);
    let offset = 0;
    names.forEach((name, i) => {
      this.starts[i] = offset;
      offset += name.length + SEPARATOR.length;
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

  /** The games whose folded name holds `term`, in order. */
  private named(term: string): number[] {
    const found: number[] = [];
    if (term.includes(SEPARATOR)) return found;
    let at = this.text.indexOf(term);
    while (at !== -1) {
      const i = this.gameAt(at);
      found.push(i);
      // On to the next name: one hit per game.
      if (i + 1 >= this.starts.length) break;
      at = this.text.indexOf(term, this.starts[i + 1]);
    }
    return found;
  }

  /** The game whose name covers the text's offset (binary search of the start offsets). */
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
    const { gameType, vassalage, tableType } = filter;
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
      if (tableType && row.tableType !== tableType) return false;
      if (minBetMinor !== undefined && row.minBetMinor < minBetMinor) return false;
      return true;
    };
  }
}
