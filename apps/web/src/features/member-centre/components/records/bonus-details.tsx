import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { BonusRecord } from '@site/contract';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { bonusDetailsQuery } from '../../api/records';
import { PERIOD_PRESETS, periodOf, type PeriodPreset } from '../../utils/periods';
import { PagedList } from '../money/paged-list';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { PeriodPicker } from './period-picker';
import { RecordsTable, type Column } from './records-table';
import { SignedAmount } from './signed-amount';
import '../money/money.css';
import './records.css';

/** Bonus details: the period's bonuses a page at a time, and their total. */
export default function BonusDetails() {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const [preset, setPreset] = useState<PeriodPreset>('last7');
  const [page, setPage] = useState(1);
  const period = useMemo(() => periodOf(preset), [preset]);
  const query = useQuery(bonusDetailsQuery(period, page));
  const columns: Column<BonusRecord>[] = [
    {
      label: t('bonus.time'),
      cell: (bonus) => (
        <time dateTime={bonus.createdAt}>{formatDateTime(bonus.createdAt, language)}</time>
      ),
    },
    { label: t('bonus.title'), cell: (bonus) => bonus.title },
    {
      label: t('bonus.amount'),
      cell: (bonus) => <SignedAmount amount={bonus.amount} symbol={symbol} />,
    },
  ];

  return (
    <div className="records-page">
      <div className="records-filters">
        <PeriodPicker
          presets={PERIOD_PRESETS}
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setPage(1);
          }}
        />
      </div>
      {query.data ? (
        <dl
          className="wallet-summary wallet-summary__figures money-figures"
          aria-busy={query.isPlaceholderData}
        >
          <div>
            <dt>{t('bonus.total')}</dt>
            <dd className="wallet-summary__total">{formatAmount(query.data.total, symbol)}</dd>
          </div>
        </dl>
      ) : null}
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        empty={t('bonus.empty')}
        pagerLabel={t('bonus.pagination')}
      >
        {(data) => (
          <RecordsTable
            name={{ label: t('bonus.list') }}
            columns={columns}
            rows={data.list}
            rowKey={(bonus) => bonus.transactionId}
            busy={query.isPlaceholderData}
          />
        )}
      </PagedList>
    </div>
  );
}
