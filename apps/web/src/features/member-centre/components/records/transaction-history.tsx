import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import {
  REAL_MONEY_TRANSACTION_TYPES,
  type AccountRecord,
  type TransactionType,
} from '@site/contract';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { transactionHistoryQuery } from '../../api/records';
import { periodOf, type PeriodPreset } from '../../utils/periods';
import { PagedList } from '../money/paged-list';
import { SelectField } from '../../../../components/form/select-field';
import { PeriodPicker } from './period-picker';
import { RecordsTable, type Column } from './records-table';
import { TransactionDetail } from './transaction-detail';
import { movementTypeKey } from './movement-type';
import { useMovementColumns } from './use-movement-columns';
import '../money/money.css';
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
  const [preset, setPreset] = useState<PeriodPreset>('last7');
  const [type, setType] = useState<TransactionType | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const period = useMemo(() => periodOf(preset), [preset]);
  const query = useQuery(
    transactionHistoryQuery({ ...period, pageNo: page, ...(type ? { type } : {}) }),
  );
  const movementColumns = useMovementColumns();
  const columns: Column<AccountRecord>[] = [
    {
      label: t('records.time'),
      cell: (record) => {
        const time = formatDateTime(record.createdAt, language);
        return (
          <button
            type="button"
            className="records-row__open"
            aria-haspopup="dialog"
            aria-label={t('records.open_detail', {
              type: t(movementTypeKey(record.type, record.amount)),
              time,
            })}
            onClick={() => setOpenId(record.transactionId)}
          >
            <time dateTime={record.createdAt}>{time}</time>
          </button>
        );
      },
    },
    {
      label: t('records.type_column'),
      cell: (record) => t(movementTypeKey(record.type, record.amount)),
    },
    ...movementColumns,
  ];

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
        >
          <option value={ALL}>{t('records.all_types')}</option>
          {REAL_MONEY_TRANSACTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </SelectField>
        <PeriodPicker
          presets={PRESETS}
          value={preset}
          onChange={(next) => {
            setPreset(next);
            setPage(1);
          }}
        />
      </div>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        empty={t('records.empty')}
        pagerLabel={t('records.pagination')}
      >
        {(data) => (
          <RecordsTable
            name={{ label: t('records.title') }}
            columns={columns}
            rows={data.list}
            rowKey={(record) => record.id}
            busy={query.isPlaceholderData}
            rowClassName="records-row"
          />
        )}
      </PagedList>
      <TransactionDetail transactionId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
