import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { Loading } from './loading';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What to say when the answer holds nothing to show; without it every answer is shown. */
  empty?: { when: (data: T) => boolean; text: string };
  children: (data: T) => ReactNode;
}

/** Loading, failure with a retry, empty in words, or the answer: one of them, always. */
export function QueryState<T>({ query, empty, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.when(query.data)) return <EmptyState>{empty.text}</EmptyState>;
  return <>{children(query.data)}</>;
}
