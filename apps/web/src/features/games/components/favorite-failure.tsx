import { useMutationState } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { ErrorCode } from '@site/contract/errors.js';
import { FAVORITES_MAX } from '@site/contract/values.js';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { setFavoriteKey, type SetFavoriteInput } from '../api/set-favorite';

/**
 * Says why the last favourite change did not go through (its heart is already back). It goes
 * when the next change succeeds.
 */
export function FavoriteFailure() {
  const { t } = useTranslation('games');
  const errorMessage = useErrorMessage();
  const last = useMutationState({
    filters: { mutationKey: setFavoriteKey },
    select: (mutation) => ({
      status: mutation.state.status,
      error: mutation.state.error,
      input: mutation.state.variables as SetFavoriteInput | undefined,
    }),
  }).at(-1);

  const failed = last?.status === 'error' ? last.input : undefined;
  return (
    <div className="favorite-failure" role="alert">
      {failed
        ? t(failed.favorite ? 'favorite.add_failed' : 'favorite.remove_failed', {
            name: failed.game.gameName,
            reason:
              last?.error instanceof ApiError && last.error.code === ErrorCode.favoriteLimit
                ? t('favorite.limit', { max: FAVORITES_MAX })
                : errorMessage(last?.error),
          })
        : null}
    </div>
  );
}
