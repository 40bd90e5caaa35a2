import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFreePlay } from '../../../hooks/use-free-play';

/** Try the site as a guest (FREEPLAY3), straight from the side menu. */
export default function FreePlayEntry() {
  const { t } = useTranslation('layout');
  const freePlay = useFreePlay();
  const errorMessage = useErrorMessage();
  return (
    <>
      <button
        type="button"
        className="button side-menu__free-play"
        onClick={() => freePlay.mutate({})}
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending}
      >
        {freePlay.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {t('free_play')}
      </button>
      {freePlay.isError ? (
        <p className="side-menu__state side-menu__free-play" role="alert">
          {errorMessage(freePlay.error)}
        </p>
      ) : null}
    </>
  );
}
