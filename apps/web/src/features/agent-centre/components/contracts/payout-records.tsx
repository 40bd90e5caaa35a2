import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount, formatCount, formatDateTime } from '../../../../lib/format';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { Pagination } from '../../../../components/ui/pagination';
import { payoutsQuery, type ContractScope } from '../../api/contracts';
import { formatPercent, usesNetLoss } from '../../utils/contract-terms';

/**
 * "Records": the payouts of this kind, paged, newest period first: what I received, or what I
 * paid my downlines (then with their accounts). A period whose tier was not reached is listed
 * too, as "no payment".
 */
export function PayoutRecords({ type }: { type: ContractType }) {
  const { t, i18n } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const name = useId();
  const captionId = useId();
  const [scope, setScope] = useState<ContractScope>('mine');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery(payoutsQuery(type, scope, pageNo));
  const netLoss = usesNetLoss(type);
  const downline = scope === 'downline';

  return (
    <div className="agent-contract">
      <fieldset className="agent-page__presets">
        <legend className="agent-page__legend">{t('contracts.records.scope')}</legend>
        {(['mine', 'downline'] as const).map((value) => (
          <label key={value} className="agent-page__chip">
            <input
              type="radio"
              name={name}
              value={value}
              checked={scope === value}
              onChange={() => {
                setScope(value);
                setPageNo(1);
              }}
            />
            <span>
              {value === 'mine'
                ? t('contracts.records.scope_mine')
                : t('contracts.records.scope_downline')}
            </span>
          </label>
        ))}
      </fieldset>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p role="status">{t('contracts.loading')}</p>
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t('contracts.records.none')}</EmptyState>
      ) : (
        <>
          <div className="agent-contract__scroll">
            <table
              className="agent-page__table agent-contract__records"
              aria-labelledby={captionId}
              aria-busy={query.isPlaceholderData}
            >
              <caption id={captionId}>{t('contracts.records.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('contracts.records.period')}</th>
                  {downline ? <th scope="col">{t('contracts.records.account')}</th> : null}
                  <th scope="col">{t('contracts.records.team')}</th>
                  <th scope="col">{t('contracts.records.active')}</th>
                  <th scope="col">{t('contracts.records.valid_bet')}</th>
                  {netLoss ? <th scope="col">{t('contracts.records.net_loss')}</th> : null}
                  <th scope="col">{t('contracts.records.tier')}</th>
                  <th scope="col">{t('contracts.records.rate')}</th>
                  <th scope="col">{t('contracts.records.amount')}</th>
                  <th scope="col">{t('contracts.records.status')}</th>
                  <th scope="col">{t('contracts.records.paid_at')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((record) => (
                  <tr key={record.id}>
                    <th scope="row">{record.period}</th>
                    {downline ? <td>{record.account}</td> : null}
                    <td>{formatCount(record.teamMembers)}</td>
                    <td>{formatCount(record.activeMembers)}</td>
                    <td>{formatAmount(record.validBet, symbol)}</td>
                    {netLoss ? <td>{formatAmount(record.netLoss, symbol)}</td> : null}
                    <td>
                      {record.tier > 0
                        ? t('contracts.tiers.tier_n', { n: record.tier })
                        : t('contracts.records.no_tier')}
                    </td>
                    <td>
                      {record.tier === 0
                        ? '-'
                        : record.rate > 0
                          ? formatPercent(record.rate)
                          : t('contracts.rate_type.F')}
                    </td>
                    <td>{formatAmount(record.amount, symbol)}</td>
                    <td>{t(`contracts.records.statuses.${record.status}`)}</td>
                    <td>
                      {record.status === 'PAID'
                        ? formatDateTime(record.paidAt, i18n.language)
                        : '-'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={pageNo}
            totalPages={query.data.totalPages}
            onChange={setPageNo}
            label={t('contracts.records.pages')}
          />
        </>
      )}
    </div>
  );
}
