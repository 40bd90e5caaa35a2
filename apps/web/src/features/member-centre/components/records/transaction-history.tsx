import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { transactionTypeSchema, type TransactionType } from '@site/contract';
import { Pagination } from '../../../../components/ui/pagination';
import { useLanguage } from '../../../../hooks/use-language';
import { formatAmount, formatDateTime } from '../../../../lib/format';
import { transactionHistoryQuery } from '../../api/records';
import { useCurrencySymbol } from '../../api/wallet';
import { periodOf, type PeriodPreset } from '../../utils/periods';
import { SelectField } from '../wallet/select-field';
import { useWalletNames } from '../wallet/use-wallet-names';
import { PeriodPicker } from './period-picker';
import { RecordsState } from './records-state';
import { SignedAmount } from './signed-amount';
import { TransactionDetail } from './transaction-detail';
import './records.css';

const PRESETS = ['last7', 'last30'] as const satisfies readonly PeriodPreset[];
const ALL = '';

/**
 * The account record (transactionHistory): every movement on the member's wallets, filtered by
 * type and date preset (last 7 days by default), a page at a time; a row opens its details.
 */
export default function TransactionHistory() {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const nameOf = useWalletNames();
  const [preset, setPreset] = useState<PeriodPreset>('last7');
  const [type, setType] = useState<TransactionType | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const period = useMemo(() => periodOf(preset), [preset]);
  const query = useQuery(
    transactionHistoryQuery({ ...period, pageNo: page, ...(type ? { type } : {}) }),
  );

  return (
    <div className="records-page">
      <div className="records-filters">
        <SelectField
          label={t('records.type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as TransactionType | typeof ALL);
            setPage(1);
          }}
          options={[
            { value: ALL, label: t('records.all_types') },
            ...transactionTypeSchema.options.map((value) => ({
              value,
              label: t(`types.${value}`),
            })),
          ]}
        />
        <PeriodPicker
          presets={PRESETS}
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setPage(1);
          }}
        />
      </div>
      <RecordsState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={t('records.empty')}
      >
        {(data) => (
          <>
            <div className="records-scroll">
              <table
                className="mc-table records-table"
                aria-label={t('records.title')}
                aria-busy={query.isPlaceholderData}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('records.time')}</th>
                    <th scope="col">{t('records.type_column')}</th>
                    <th scope="col">{t('records.wallet')}</th>
                    <th scope="col">{t('records.amount')}</th>
                    <th scope="col">{t('records.balance_after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((record) => {
                    const time = formatDateTime(record.createdAt, language);
                    const typeName = t(`types.${record.type}`);
                    return (
                      <tr key={record.id} className="records-row">
                        <td data-label={t('records.time')}>
                          <button
                            type="button"
                            className="records-row__open"
                            aria-haspopup="dialog"
                            aria-label={t('records.open_detail', { type: typeName, time })}
                            onClick={() => setOpenId(record.transactionId)}
                          >
                            <time dateTime={record.createdAt}>{time}</time>
                          </button>
                        </td>
                        <td data-label={t('records.type_column')}>{typeName}</td>
                        <td data-label={t('records.wallet')}>{nameOf(record.wallet)}</td>
                        <td data-label={t('records.amount')}>
                          <SignedAmount amount={record.amount} symbol={symbol} />
                        </td>
                        <td data-label={t('records.balance_after')}>
                          {formatAmount(record.balanceAfter, symbol)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              totalPages={data.totalPages}
              onChange={setPage}
              label={t('records.pagination')}
            />
          </>
        )}
      </RecordsState>
      <TransactionDetail transactionId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
