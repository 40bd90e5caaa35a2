import { memo } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Game } from '@site/contract';

interface FavoriteButtonProps {
  game: Game;
  favorite: boolean;
  /** Asks for the new state (useFavorites().toggle). */
  onToggle: (game: Game, favorite: boolean) => void;
}

/**
 * The heart on a game card, a toggle button: pressed when the game is a favourite. Its name
 * stays the same either way, so a screen reader says the state once ("pressed"), not twice.
 */
export const FavoriteButton = memo(function FavoriteButton({
  game,
  favorite,
  onToggle,
}: FavoriteButtonProps) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className="favorite-button"
      aria-pressed={favorite}
      aria-label={t('favorite.toggle', { name: game.gameName })}
      onClick={() => onToggle(game, !favorite)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z" />
      </svg>
    </button>
  );
});
