import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Game } from '@site/contract';
import { favoriteKeys } from '../../../api/keys';
import { favoriteIdsStore } from '../../../api/play';
import { call } from '../../../lib/api-client';

export const setFavoriteKey = ['set-favorite'] as const;

export interface SetFavoriteInput {
  game: Game;
  /** true adds, false removes. */
  favorite: boolean;
}

type FavoriteIds = { gameIds: string[] };

/** The ids with one game added (first: newest) or removed. */
function withFavorite(ids: FavoriteIds | undefined, gameId: string, favorite: boolean) {
  if (!ids) return ids;
  const rest = ids.gameIds.filter((id) => id !== gameId);
  return { gameIds: favorite ? [gameId, ...rest] : rest };
}

const applyFavorite = (client: QueryClient, gameId: string, favorite: boolean) =>
  client.setQueryData<FavoriteIds>(favoriteKeys.ids(), (ids) =>
    withFavorite(ids, gameId, favorite),
  );

/**
 * Adds or removes a favourite. The heart changes at once (optimistic); a refusal puts back only
 * this game's heart, so another toggle still on its way keeps its own. The FAV page's lists
 * are asked again once the platform has answered.
 */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: setFavoriteKey,
    // The call (and zod) load with the first heart, not with the lobby.
    mutationFn: async ({ game, favorite }: SetFavoriteInput) => {
      const { playCalls } = await import('@site/contract/play.js');
      return call(playCalls.setFavorite, { body: { gameId: game.gameId, favorite } });
    },
    onMutate: async ({ game, favorite }) => {
      // An answer already on its way must not overwrite the new heart.
      await client.cancelQueries({ queryKey: favoriteKeys.ids() });
      applyFavorite(client, game.gameId, favorite);
    },
    onError: (_error, { game, favorite }) => applyFavorite(client, game.gameId, !favorite),
    onSuccess: (answer) => {
      favoriteIdsStore.write(answer);
      // The platform's list is the truth, unless another toggle is still waiting for its own.
      if (client.isMutating({ mutationKey: setFavoriteKey }) === 1) {
        client.setQueryData(favoriteKeys.ids(), answer);
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: favoriteKeys.lists() }),
  });
}
