import '../auth.css';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useFreePlay } from '../../../hooks/use-free-play';

/** "Try for free": only rendered where FREEPLAY3 is on. */
export function FreePlayButton({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const freePlay = useFreePlay();
  const errorMessage = useErrorMessage();
  return (
    <>
      <button
        type="button"
        className={`button button--accent${className ? ` ${className}` : ''}`}
        onClick={() => freePlay.mutate({})}
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending}
      >
        {freePlay.isPending ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('login.free_play_busy')}
          </>
        ) : (
          t('login.free_play')
        )}
      </button>
      {freePlay.isError ? (
        <p className="auth-form__error" role="alert">
          {errorMessage(freePlay.error)}
        </p>
      ) : null}
    </>
  );
}
