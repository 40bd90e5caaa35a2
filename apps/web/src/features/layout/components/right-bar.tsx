import '../shell.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { ContactResource } from '@site/contract';
import { systemQueries } from '../../../api/system';
import { useCustomerService } from '../../../hooks/use-customer-service';
import { Icon, type IconName } from './icon';
import { RightBarItem } from './right-bar-item';

const CONTACT_ICON: Record<string, IconName> = {
  EMAIL: 'mail',
  TELEGRAM: 'send',
  WHATSAPP: 'chat',
  LINE: 'chat',
  FACEBOOK: 'user',
  ZALO: 'chat',
};

const APP_LABEL = { IOS: 'app_ios', IOS_LITE: 'app_ios_lite', ANDROID: 'app_android' } as const;
const APP_ICON: Record<keyof typeof APP_LABEL, IconName> = {
  IOS: 'apple',
  IOS_LITE: 'bolt',
  ANDROID: 'android',
};

/** Customer service, social and e-mail links and app QR codes, at the right edge. */
export function RightBar() {
  const { t } = useTranslation('layout');
  const [expanded, setExpanded] = useState(false);
  const customerService = useCustomerService();
  const status = useQuery(systemQueries.status());
  const domainRoute = useQuery(systemQueries.domainRoute());
  const contacts = status.data?.info.resources ?? [];
  const apps = domainRoute.data?.resources ?? [];

  return (
    <aside className="right-bar" aria-label={t('contact_and_apps')}>
      <button
        type="button"
        className="right-bar__toggle"
        aria-expanded={expanded}
        aria-controls="right-bar-list"
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name={expanded ? 'close' : 'contacts'} size={22} />
        <span className="visually-hidden">
          {expanded ? t('hide_contacts') : t('show_contacts')}
        </span>
      </button>
      <ul id="right-bar-list" className="right-bar__list" data-expanded={expanded || undefined}>
        {customerService ? (
          <RightBarItem
            icon="headset"
            label={t('customer_service')}
            href={customerService.url}
            onClick={customerService.onClick}
          />
        ) : null}
        {contacts.map((contact) => (
          <RightBarItem
            key={`${contact.resourceType}-${contact.url}`}
            icon={contactIcon(contact)}
            label={contact.resourceType === 'EMAIL' ? t('email') : contact.label}
            href={contact.url}
            qrValue={contact.qrCodeUrl}
          />
        ))}
        {apps.map((app) => (
          <RightBarItem
            key={app.resourceType}
            icon={APP_ICON[app.resourceType]}
            label={t(APP_LABEL[app.resourceType])}
            href={app.url}
            qrValue={app.qrCodeUrl}
          />
        ))}
      </ul>
    </aside>
  );
}

const contactIcon = (contact: ContactResource): IconName =>
  CONTACT_ICON[contact.resourceType.toUpperCase()] ?? 'link';
