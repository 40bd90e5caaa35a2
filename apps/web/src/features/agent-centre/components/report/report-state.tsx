import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { LoadError } from '../../../../components/ui/section-state';

interface ReportStateProps<T> {
  query: UseQueryResult<T>;
  /** Whether the answer holds nothing to show. */
  isEmpty: (data: T) => boolean;
  /** What to say when it does not. */
  empty: string;
  children: (data: T) => ReactNode;
}

/**
 * A report's answer with its states: a live region saying "loading" (first load and every
 * new filter or page) or that nothing matched, the failure with a retry, else the report.
 */
export function ReportState<T>({ query, isEmpty, empty, children }: ReportStateProps<T>) {
  const { t } = useTranslation('agent');
  const { data } = query;
  const status = query.isFetching
    ? t('reports.loading')
    : data !== undefined && !query.isError && isEmpty(data)
      ? empty
      : '';
  return (
    <>
      <p className="report-status" role="status" aria-live="polite">
        {status}
      </p>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : data !== undefined && !isEmpty(data) ? (
        children(data)
      ) : null}
    </>
  );
}
