/**
 * The catalogue's headline figures (docs/product.md §1) that home and /join show, as numbers: the
 * screens
 * format them through lib/format like every other count (docs/product.md §5 comma thousands).
 */
export const CATALOGUE_FIGURES = {
  /** Kinds of sports to bet on, "140+". */
  sports: 140,
  /** Casino games, "5,000+". */
  casino: 5000,
  /** Kinds of games (live, slots, sports, e-sports, fish, PVP, lottery). */
  games: 7,
} as const;
