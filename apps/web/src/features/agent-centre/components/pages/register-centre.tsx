import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { Tabs } from '../../../../components/ui/tabs';
import { LoadError } from '../../../../components/ui/section-state';
import { ownRebatesQuery } from '../../api/team';
import { DirectRegister } from '../register/direct-register';
import { InviteLinks } from '../register/invite-links';

type Tab = 'direct' | 'links';

/**
 * Register account (registerCenter): register a downline directly, or make invitation links
 * whose registrations join the team; both give rebates of at most the agent's own.
 */
export default function RegisterCentre() {
  const { t } = useTranslation('agent');
  const [tab, setTab] = useState<Tab>('direct');
  const own = useQuery(ownRebatesQuery());
  return (
    <div className="agent-page">
      <Tabs
        label={t('team.register.tabs')}
        items={[
          { key: 'direct', label: t('team.register.tab_direct') },
          { key: 'links', label: t('team.links.tab') },
        ]}
        value={tab}
        onChange={setTab}
        panelClassName="agent-page__stack agent-page__panel"
      >
        {own.isError ? (
          <LoadError error={own.error} onRetry={() => void own.refetch()} />
        ) : !own.data ? (
          <p role="status">{t('team.loading')}</p>
        ) : tab === 'direct' ? (
          <DirectRegister own={own.data.rebates} />
        ) : (
          <InviteLinks own={own.data.rebates} />
        )}
      </Tabs>
    </div>
  );
}
