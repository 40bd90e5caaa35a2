import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount, formatCount, formatDateTime } from '../../../../lib/format';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { Pagination } from '../../../../components/ui/pagination';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';
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
  const columns = [
    'period',
    ...(downline ? (['account'] as const) : []),
    'team',
    'active',
    'valid_bet',
    ...(netLoss ? (['net_loss'] as const) : []),
    'tier',
    'rate',
    'amount',
    'status',
    'paid_at',
  ] as const;
  const label = (column: (typeof columns)[number]) => t(`contracts.records.${column}`);

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
            <CardTable
              className="agent-page__table agent-contract__records"
              aria-labelledby={captionId}
              aria-busy={query.isPlaceholderData}
            >
              <caption id={captionId}>{t('contracts.records.caption')}</caption>
              <CardHead>
                <CardRow>
                  {columns.map((column) => (
                    <ColumnHeader key={column}>{t(`contracts.records.${column}`)}</ColumnHeader>
                  ))}
                </CardRow>
              </CardHead>
              <CardBody>
                {query.data.list.map((record) => (
                  <CardRow key={record.id}>
                    <RowHeader label={label('period')}>{record.period}</RowHeader>
                    {downline ? <Cell label={label('account')}>{record.account}</Cell> : null}
                    <Cell label={label('team')}>{formatCount(record.teamMembers)}</Cell>
                    <Cell label={label('active')}>{formatCount(record.activeMembers)}</Cell>
                    <Cell label={label('valid_bet')}>{formatAmount(record.validBet, symbol)}</Cell>
                    {netLoss ? (
                      <Cell label={label('net_loss')}>{formatAmount(record.netLoss, symbol)}</Cell>
                    ) : null}
                    <Cell label={label('tier')}>
                      {record.tier > 0
                        ? t('contracts.tiers.tier_n', { n: record.tier })
                        : t('contracts.records.no_tier')}
                    </Cell>
                    <Cell label={label('rate')}>
                      {record.tier === 0
                        ? '-'
                        : record.rate > 0
                          ? formatPercent(record.rate)
                          : t('contracts.rate_type.F')}
                    </Cell>
                    <Cell label={label('amount')}>{formatAmount(record.amount, symbol)}</Cell>
                    <Cell label={label('status')}>
                      {t(`contracts.records.statuses.${record.status}`)}
                    </Cell>
                    <Cell label={label('paid_at')}>
                      {record.status === 'PAID'
                        ? formatDateTime(record.paidAt, i18n.language)
                        : '-'}
                    </Cell>
                  </CardRow>
                ))}
              </CardBody>
            </CardTable>
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
