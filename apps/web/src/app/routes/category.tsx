import { CategoryLobby, type LobbyCategory } from '../../features/games/components/category-lobby';
import { FavoritesLobby } from '../../features/games/components/favorites-lobby';
import { HotLobby } from '../../features/games/components/hot-lobby';
import { VendorLobby } from '../../features/games/components/vendor-lobby';
import { usePageName } from '../page';

const LISTED: Record<string, LobbyCategory> = {
  rng: 'RNG',
  live: 'LIVE',
  pvp: 'PVP',
  fish: 'FISH',
};

/**
 * Every game category page (docs/product.md §2: /rng, /live, /pvp, /fish, /hot, /fav, /sports,
 * /esports),
 * one route module told its page by the route: the lobby is one chunk, and the first page's
 * route table carries one lazy import for all of them.
 */
export default function CategoryPage() {
  const name = usePageName();
  if (name === 'hot') return <HotLobby />;
  if (name === 'fav') return <FavoritesLobby />;
  if (name === 'sports') return <VendorLobby key={name} category="SPORTS" />;
  if (name === 'esports') return <VendorLobby key={name} category="ESPORTS" />;
  const category = LISTED[name ?? ''] ?? 'RNG';
  // A new category is a new lobby: nothing typed or paged carries over.
  return <CategoryLobby key={category} category={category} />;
}
