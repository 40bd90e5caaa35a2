import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../../components/ui/pagination';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { bonusDetailsQuery } from '../../api/records';
import { useCurrencySymbol } from '../../api/wallet';
import { PERIOD_PRESETS, periodOf, type PeriodPreset } from '../../utils/periods';
import { PeriodPicker } from './period-picker';
import { RecordsState } from './records-state';
import { SignedAmount } from './signed-amount';
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
        <dl className="wallet-summary wallet-summary__figures" aria-busy={query.isPlaceholderData}>
          <div>
            <dt>{t('bonus.total')}</dt>
            <dd className="wallet-summary__total">{formatAmount(query.data.total, symbol)}</dd>
          </div>
        </dl>
      ) : null}
      <RecordsState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={t('bonus.empty')}
      >
        {(data) => (
          <>
            <div className="records-scroll">
              <table
                className="mc-table records-table"
                aria-label={t('bonus.list')}
                aria-busy={query.isPlaceholderData}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('bonus.time')}</th>
                    <th scope="col">{t('bonus.title')}</th>
                    <th scope="col">{t('bonus.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((bonus) => (
                    <tr key={bonus.transactionId}>
                      <td data-label={t('bonus.time')}>
                        <time dateTime={bonus.createdAt}>
                          {formatDateTime(bonus.createdAt, language)}
                        </time>
                      </td>
                      <td data-label={t('bonus.title')}>{bonus.title}</td>
                      <td data-label={t('bonus.amount')}>
                        <SignedAmount amount={bonus.amount} symbol={symbol} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('bonus.pagination')}
            />
          </>
        )}
      </RecordsState>
    </div>
  );
}
