import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { systemQueries } from '../../../api/system';
import { paths } from '../../../config/paths';
import { HelpContent } from './help-content';
import './help-screen.css';

/** /helpmc: the help centre alone, for the apps' web views: no header, no footer. */
export function HelpCentreScreen() {
  const { t } = useTranslation('help');
  const status = useQuery(systemQueries.status());
  const brand = status.data?.info.whitelabel.brandName;
  return (
    <>
      <header className="help-bar">
        <Link className="help-bar__back" to={paths.home}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{t('home')}</span>
        </Link>
        <span className="help-bar__brand">{brand}</span>
      </header>
      <main id="main" className="help-page" tabIndex={-1}>
        <h1 className="help-page__title">{t('title')}</h1>
        <HelpContent />
      </main>
    </>
  );
}
