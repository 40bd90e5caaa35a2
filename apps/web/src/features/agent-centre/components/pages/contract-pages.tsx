import { useState } from 'react';
import type { ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { Tabs } from '../../../../components/ui/tabs';
import { useAgentNav } from '../../utils/agent-nav';
import { DownlineContracts } from '../contracts/downline-contracts';
import { MyContract } from '../contracts/my-contract';
import { PayoutRecords } from '../contracts/payout-records';
import '../contracts/contracts.css';

type Section = 'mine' | 'downline' | 'records';

/**
 * A contract page of the agent centre (notes §1: dividendMain, salaryEntry ...): three tabs,
 * my contract, the contracts I offered my downlines, and the payout records. Sent here with a
 * downline (the downlines page's "offer contract"), it opens on the offer form for it.
 */
export function ContractPage({ type }: { type: ContractType }) {
  const { t } = useTranslation('agent');
  const { params } = useAgentNav();
  const username = params.username;
  const [section, setSection] = useState<Section>(username ? 'downline' : 'mine');
  return (
    <div className="agent-page">
      <Tabs
        label={t('contracts.tabs.label')}
        items={[
          { key: 'mine', label: t('contracts.tabs.mine') },
          { key: 'downline', label: t('contracts.tabs.downline') },
          { key: 'records', label: t('contracts.tabs.records') },
        ]}
        value={section}
        onChange={setSection}
        panelClassName="agent-contract__panel"
      >
        {section === 'mine' ? (
          <MyContract type={type} />
        ) : section === 'downline' ? (
          <DownlineContracts type={type} username={username} />
        ) : (
          <PayoutRecords type={type} />
        )}
      </Tabs>
    </div>
  );
}

/** agentDividendRecordCopy2 */
export function DividendContractsPage() {
  return <ContractPage type="DIVIDEND" />;
}
/** agentDailyWages2 */
export function DailySalaryContractsPage() {
  return <ContractPage type="DAILY" />;
}
/** agentHourSalary */
export function HourlySalaryContractsPage() {
  return <ContractPage type="HOURLY" />;
}
/** agentRealtimeSalary */
export function RealtimeSalaryContractsPage() {
  return <ContractPage type="REALTIME" />;
}
