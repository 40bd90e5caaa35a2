import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { DomainRoute } from '@site/contract';
import { systemQueries } from '../../../api/system';
import { QrCode } from '../../../components/ui/qr-code';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/ui/section-state';
import { PlatformIcon } from './platform-icon';
import './download-screen.css';

type AppResource = DomainRoute['resources'][number];
const PLATFORM_ORDER: AppResource['resourceType'][] = ['IOS', 'IOS_LITE', 'ANDROID'];

/** /down: a QR code and a download button for each app the merchant offers. */
export function DownloadScreen() {
  const { t } = useTranslation(['download', 'common']);
  const query = useQuery(systemQueries.domainRoute());
  const apps = PLATFORM_ORDER.flatMap(
    (type) => query.data?.resources.find((r) => r.resourceType === type) ?? [],
  );

  return (
    <div className="download">
      <header className="download__intro">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {query.isPending ? (
        <div role="status">
          <span className="visually-hidden">{t('common:loading')}</span>
          <ul className="download__apps" aria-hidden="true">
            {PLATFORM_ORDER.map((type) => (
              <li key={type} className="app-card app-card--skeleton" />
            ))}
          </ul>
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : apps.length === 0 ? (
        <div className="section-state download-state">
          <p>{t('empty')}</p>
          <Link className="button" to={paths.home}>
            {t('back_home')}
          </Link>
        </div>
      ) : (
        <ul className="download__apps">
          {apps.map((app) => (
            <li key={app.resourceType}>
              <AppCard app={app} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AppCard({ app }: { app: AppResource }) {
  const { t } = useTranslation('download');
  const platform = t(`platform.${app.resourceType}`);
  const headingId = `app-${app.resourceType.toLowerCase()}`;
  return (
    <section className="app-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="app-card__title">
        <PlatformIcon android={app.resourceType === 'ANDROID'} />
        {platform}
      </h2>
      <div className="app-card__qr">
        <QrCode value={app.qrCodeUrl || app.url} label={t('qr_label', { platform })} />
      </div>
      <p className="app-card__scan">{t('scan')}</p>
      <a
        className="button app-card__download"
        href={app.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 4v11M7 10l5 5 5-5M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('download', { platform })}
      </a>
      <p className="app-card__hint">{t(`hint.${app.resourceType}`)}</p>
    </section>
  );
}
