import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDateTime } from '../../../../lib/format';
import { loginHistoryQuery } from '../../api/login-history';

/** The member's recent logins, newest first, a page at a time. */
export function LoginHistorySection() {
  const { t } = useTranslation('member');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery(loginHistoryQuery(page));
  const titleId = useId();

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
          <div className="mc-table-scroll">
            <table
              className="mc-table"
              aria-labelledby={titleId}
              aria-busy={query.isPlaceholderData}
            >
              <thead>
                <tr>
                  <th scope="col">{t('security.history.time')}</th>
                  <th scope="col">{t('security.history.result')}</th>
                  <th scope="col">{t('security.history.ip')}</th>
                  <th scope="col">{t('security.history.country')}</th>
                  <th scope="col">{t('security.history.device')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.list.map((record, index) => (
                  <tr key={`${record.at}-${index}`}>
                    <td>
                      <time dateTime={record.at}>{formatDateTime(record.at, language)}</time>
                    </td>
                    <td className={record.success ? 'mc-table__ok' : 'mc-table__failed'}>
                      {record.success
                        ? t('security.history.success')
                        : t('security.history.failure')}
                    </td>
                    <td>{record.ip}</td>
                    <td>{record.country}</td>
                    <td>{record.device}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
