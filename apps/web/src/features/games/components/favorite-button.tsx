import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@site/contract';
import { playQueries } from '../../../api/play';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { useSessionStore } from '../../../stores/session';
import { useSetFavorite } from '../api/set-favorite';

/**
 * The heart on a game card. A member toggles the favourite (the heart follows at once); a
 * visitor gets the login popup, a trial account the real-account warning (SPEC §5).
 */
export function FavoriteButton({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const loggedIn = useSessionStore((s) => s.token !== null);
  const favorite =
    useQuery({
      ...playQueries.favoriteIds(),
      enabled: loggedIn,
      select: (answer) => answer.gameIds.includes(game.gameId),
    }).data ?? false;
  const setFavorite = useSetFavorite();
  const protect = useProtectedAction();
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={favorite}
      aria-label={t(favorite ? 'favorite.remove' : 'favorite.add', { name: game.gameName })}
      onClick={() => protect(() => setFavorite.mutate({ game, favorite: !favorite }))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z" />
      </svg>
    </button>
  );
}
