import { useTranslation } from 'react-i18next';

/** A section's data on its way: a spinner and the word, announced politely. */
export function ListLoading() {
  const { t } = useTranslation('payments');
  return (
    <p className="money-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
