import { CategoryLobby, type LobbyCategory } from '../../features/games/components/category-lobby';
import { usePageName } from '../page';

const CATEGORY_OF_PAGE: Record<string, LobbyCategory> = {
  rng: 'RNG',
  live: 'LIVE',
  pvp: 'PVP',
  fish: 'FISH',
};

/** /rng, /live, /pvp and /fish: one lobby, told its category by the route. */
export default function CategoryPage() {
  const category = CATEGORY_OF_PAGE[usePageName() ?? ''] ?? 'RNG';
  // A new category is a new lobby: nothing typed or paged carries over.
  return <CategoryLobby key={category} category={category} />;
}
