import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { PaneLoading } from '../wallet/page-loading';

interface RecordsStateProps<T> {
  query: UseQueryResult<T>;
  /** Whether the answer holds nothing to show. */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/** Loading, failure with retry, empty in words, or the records: one of them, always. */
export function RecordsState<T>({ query, isEmpty, empty, children }: RecordsStateProps<T>) {
  if (query.isPending) return <PaneLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
