import { useTranslation } from '../../../i18n/react';

interface StatusRetryNoticeProps {
  retrying: boolean;
  onRetry: () => void;
}

/** A slim bar over the site when the status could not be checked. */
export function StatusRetryNotice({ retrying, onRetry }: StatusRetryNoticeProps) {
  const { t } = useTranslation(['system', 'common']);
  return (
    <div className="status-retry" role="status">
      <span>{t('system:status_failed')}</span>
      <button type="button" className="status-retry__button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common:loading') : t('common:retry')}
      </button>
    </div>
  );
}
