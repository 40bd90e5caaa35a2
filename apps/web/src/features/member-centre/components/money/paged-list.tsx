import { useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../../../components/ui/pagination';
import { Loading } from './loading';
import { QueryState } from './query-state';

interface PagedListProps<T extends { list: readonly unknown[]; totalPages: number }> {
  /** The query of page `page`. */
  query: UseQueryResult<T>;
  page: number;
  onPage: (page: number) => void;
  /** What to say when there is nothing at all. */
  empty: string;
  /** The pager's accessible name. */
  pagerLabel: string;
  /** The page's items (a list or a table). */
  children: (data: T) => ReactNode;
}

/**
 * One page of a money list and the pager under it, with its loading, failure and empty states.
 * A page that no longer exists (the list shrank, or its last item moved, while it was shown)
 * gives way to the last one that does, rather than a dead end saying the list is empty.
 */
export function PagedList<T extends { list: readonly unknown[]; totalPages: number }>({
  query,
  page,
  onPage,
  empty,
  pagerLabel,
  children,
}: PagedListProps<T>) {
  // A kept previous page says nothing about this one's existence; only its own answer does.
  const lastPage =
    query.data && !query.isPlaceholderData ? Math.max(1, query.data.totalPages) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onPage(lastPage);
  }, [page, lastPage, onPage]);

  if (lastPage !== undefined && page > lastPage) return <Loading />;
  return (
    <QueryState query={query} empty={{ when: (data) => data.list.length === 0, text: empty }}>
      {(data) => (
        <>
          {children(data)}
          <Pagination
            page={page}
            totalPages={data.totalPages}
            onChange={onPage}
            label={pagerLabel}
          />
        </>
      )}
    </QueryState>
  );
}
