import { FavoritesLobby } from '../../features/games/components/favorites-lobby';

export default function FavoritesPage() {
  return <FavoritesLobby />;
}
