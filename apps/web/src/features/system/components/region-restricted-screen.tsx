import { useTranslation } from '../../../i18n/react';
import type { SystemStatusValue } from '@site/contract';
import { ClosedSiteScreen } from './closed-site-screen';

/** Status 2 (docs/product.md §8): why the visitor cannot enter, with the IP and country we saw. */
export function RegionRestrictedScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation('system');
  const { ip, country } = status.location;
  return (
    <ClosedSiteScreen status={status} icon={<GlobeIcon />} title={t('restricted_title')}>
      <p className="closed-site__lead">{t('restricted_body')}</p>
      <dl className="closed-site__facts">
        <div>
          <dt>{t('your_ip')}</dt>
          <dd>{ip}</dd>
        </div>
        <div>
          <dt>{t('your_country')}</dt>
          <dd>{country}</dd>
        </div>
      </dl>
    </ClosedSiteScreen>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56">
      <g fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="24" cy="24" r="17" />
        <path d="M7 24h34M24 7c5 5 7 11 7 17s-2 12-7 17c-5-5-7-11-7-17s2-12 7-17Z" />
        <path d="M11 37 37 11" strokeLinecap="round" />
      </g>
    </svg>
  );
}
