import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { SystemStatusValue } from '@site/contract';
import { useCustomerService } from '../../../hooks/use-customer-service';
import './closed-site-screen.css';

interface ClosedSiteScreenProps {
  status: SystemStatusValue;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The frame of the full-page screens that replace the site: brand, message, contact us. */
export function ClosedSiteScreen({ status, icon, title, children }: ClosedSiteScreenProps) {
  const { t } = useTranslation(['system', 'common', 'layout']);
  const customerService = useCustomerService();
  const { whitelabel } = status.info;
  return (
    <main id="main" className="closed-site">
      <div className="closed-site__card">
        <img
          className="closed-site__logo"
          src={whitelabel.logoUrl}
          alt={whitelabel.brandName}
          width="160"
          height="44"
        />
        <div className="closed-site__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 className="closed-site__title">{title}</h1>
        {children}
        {customerService ? (
          <a
            className="button closed-site__contact"
            href={customerService.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={customerService.onClick}
          >
            {t('common:contact_us')}
            <span className="visually-hidden"> {t('layout:new_window')}</span>
          </a>
        ) : null}
        <p className="closed-site__hint">{t('system:rechecking')}</p>
      </div>
    </main>
  );
}
