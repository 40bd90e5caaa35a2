import { useTranslation } from '../../../i18n/react';
import type { SystemStatusValue } from '@site/contract';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { ClosedSiteScreen } from './closed-site-screen';

/** Status 1 (docs/product.md §8): the end time in the visitor's language and the operator's notice. */
export function MaintenanceScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('system');
  const { language } = useLanguage();
  const { maintenanceEnd, notice } = status.maintenance;
  const end = formatDateTime(maintenanceEnd, language);
  return (
    <ClosedSiteScreen status={status} icon={<MaintenanceIcon />} title={t('maintenance_title')}>
      <p className="closed-site__lead">{t('maintenance_body')}</p>
      <p className="closed-site__detail">
        {end ? t('maintenance_until', { time: end }) : t('maintenance_unknown_end')}
      </p>
      {notice ? (
        <section className="closed-site__notice" aria-label={t('maintenance_notice')}>
          <p>{notice}</p>
        </section>
      ) : null}
    </ClosedSiteScreen>
  );
}

function MaintenanceIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56">
      <path
        d="M29 8a9 9 0 0 0-8.5 12L8 32.5a3.5 3.5 0 0 0 5 5L25.5 25A9 9 0 0 0 37 15l-5 5-4.5-1-1-4.5 5-5A9 9 0 0 0 29 8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
