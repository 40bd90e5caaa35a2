import { useTranslation } from '../../../../i18n/react';

/**
 * A money page or section on its way, announced politely. Common strings only: it also stands
 * in while a page's code and namespace load.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mc-section__text">
      <span className="spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
