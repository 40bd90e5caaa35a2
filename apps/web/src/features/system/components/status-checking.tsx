import { useTranslation } from 'react-i18next';

/** The moment before the status is known: a quiet screen, never a blank one. */
export function StatusChecking() {
  const { t } = useTranslation('system');
  return (
    <div className="system-checking" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('checking')}</span>
    </div>
  );
}
