import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';

/** The download links did not arrive: why, in the user's language, and a way to ask again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <div className="download-state" role="alert">
      <p>
        {t('load_failed')} {message(error)}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
