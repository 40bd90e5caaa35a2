import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LoginRecord } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { loginHistoryQuery } from '../../api/login-history';
import { RecordsTable, type Column } from '../records/records-table';
import '../records/records.css';

/** The member's recent logins, newest first, a page at a time. */
export function LoginHistorySection() {
  const { t } = useTranslation('member');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery(loginHistoryQuery(page));
  const titleId = useId();
  // The record pages' table: on a phone each login is a card of label and value, so nothing
  // scrolls sideways (five columns of a date, an address and a device are wider than 360 px).
  const columns: Column<LoginRecord>[] = [
    {
      label: t('security.history.time'),
      cell: (record) => <time dateTime={record.at}>{formatDateTime(record.at, language)}</time>,
    },
    {
      label: t('security.history.result'),
      cell: (record) => (
        <span className={record.success ? 'mc-table__ok' : 'mc-table__failed'}>
          {record.success ? t('security.history.success') : t('security.history.failure')}
        </span>
      ),
    },
    { label: t('security.history.ip'), cell: (record) => record.ip },
    { label: t('security.history.country'), cell: (record) => record.country },
    { label: t('security.history.device'), cell: (record) => record.device },
  ];

  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('security.history.title')}
      </h4>
      {query.isPending ? (
        <p role="status" className="mc-section__text">
          <span className="spinner" aria-hidden="true" /> {t('centre.loading')}
        </p>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t('security.history.empty')}</EmptyState>
      ) : (
        <>
          <RecordsTable
            name={{ label: t('security.history.title') }}
            columns={columns}
            rows={query.data.list}
            rowKey={(record) => `${record.at}-${record.ip}-${record.device}`}
            busy={query.isPlaceholderData}
          />
          <Pagination
            page={page}
            totalPages={query.data.totalPages}
            onChange={setPage}
            label={t('security.history.pagination')}
          />
        </>
      )}
    </section>
  );
}
