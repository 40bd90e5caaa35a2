import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '@site/contract';
import { playQueries } from '../../../api/play';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { useSession } from '../../../hooks/use-session';
import { useSetFavorite } from '../api/set-favorite';

const toSet = (answer: { gameIds: string[] }) => new Set(answer.gameIds);

/**
 * The member's favourites for a grid of hearts: one query and one mutation for the whole grid.
 * `toggle` is the protected action of docs/product.md §5: a visitor gets the login popup, a trial
 * account
 * the real-account warning.
 */
export function useFavorites() {
  // Not while a password change is due: the platform refuses the member's other calls.
  const { isLoggedIn } = useSession();
  const ids = useQuery({ ...playQueries.favoriteIds(), enabled: isLoggedIn, select: toSet }).data;
  const { mutate } = useSetFavorite();
  const protect = useProtectedAction();
  const toggle = useCallback(
    (game: Game, favorite: boolean) => protect(() => mutate({ game, favorite })),
    [protect, mutate],
  );
  return { ids, toggle };
}
