import { useTranslation } from '../../../i18n/react';
import { HelpContent } from './help-content';
import './help-screen.css';

/** /help: inside the site's header and footer. */
export function HelpScreen() {
  const { t } = useTranslation('help');
  return (
    <div className="help-page">
      <header className="help-page__intro">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <HelpContent />
    </div>
  );
}
