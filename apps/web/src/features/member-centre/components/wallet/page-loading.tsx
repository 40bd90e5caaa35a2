import { useTranslation } from 'react-i18next';

/**
 * What a wallet or record page shows while its code or data is on the way. Common strings
 * only: it is also the fallback while the wallet namespace itself loads.
 */
export function PaneLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mc-section__text">
      <span className="spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
