import type { Game, GameCategory, VendorCategory } from '@site/contract';
import { categoryHref, paths } from '../../../../config/paths';

/**
 * What the launcher hands the /game page besides the URL in session storage (docs/product.md §3
 * iframeUrl): where "Back to lobby" goes and the launch's second address. Kept in the
 * history entry, so a reload of /game still has it.
 */
export interface GamePageState {
  /** The page the member launched the game from (path, query and hash). */
  from: string;
  /** The game's second address (another CDN), tried when the first does not load. */
  fallbackUrl: string | null;
}

/** /game?name=…&vendor=…&id=… (the name is shown; vendor and id say which game it is). */
export function gamePageHref(game: Pick<Game, 'gameName' | 'vassalage' | 'gameId'>): string {
  const query = new URLSearchParams({
    name: game.gameName,
    vendor: game.vassalage,
    id: game.gameId,
  });
  return `${paths.game}?${query.toString()}`;
}

/** The history entry's state when the launcher put it there, else null (a direct visit). */
export function readGamePageState(state: unknown): GamePageState | null {
  if (!state || typeof state !== 'object') return null;
  const { from, fallbackUrl } = state as Record<string, unknown>;
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  return { from, fallbackUrl: typeof fallbackUrl === 'string' && fallbackUrl ? fallbackUrl : null };
}

/** The lobby of each category the launcher starts games of (lotteries never reach it). */
const LOBBIES: Partial<Record<GameCategory, string>> = {
  LIVE: categoryHref('live'),
  FISH: categoryHref('fish'),
  PVP: categoryHref('pvp'),
  SPORTS: paths.sports,
  ESPORTS: paths.esports,
};

/** The category whose vendor list holds the vendor, if any. */
export function categoryOfVendor(
  categories: readonly VendorCategory[],
  vassalage: string,
): GameCategory | null {
  return (
    categories.find((c) => c.cards.some((card) => card.vassalage === vassalage))?.title ?? null
  );
}

/**
 * The lobby a vendor's games are played from, found in the vendor list: its slots page for an
 * RNG vendor, else its category's page; the home page when the vendor is not listed.
 */
export function lobbyOfVendor(categories: readonly VendorCategory[], vassalage: string): string {
  const category = categoryOfVendor(categories, vassalage);
  if (!category) return paths.home;
  if (category === 'RNG') return categoryHref('rng', vassalage);
  return LOBBIES[category] ?? paths.home;
}
