import { useTranslation } from '../../i18n/react';

/** Shown while a lazy page chunk or its first data arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
