import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lobbyListQuery } from '../api/lobby-list';
import { markSearchRender } from '../utils/search-timing';
import { useClampedPage } from '../hooks/use-clamped-page';
import { GameGrid, LOBBY_PAGE_SIZE } from './game-grid';

interface SearchResultsProps {
  search: string;
  pageNo: number;
  onPageChange: (pageNo: number, options?: { replace?: boolean }) => void;
}

/** The global search: games of every category whose name has the search in it. */
export function SearchResults({ search, pageNo, onPageChange }: SearchResultsProps) {
  const { t } = useTranslation('games');
  const list = useQuery(lobbyListQuery({ gameName: search, pageNo, pageSize: LOBBY_PAGE_SIZE }));
  if (list.data && !list.isPlaceholderData) markSearchRender();
  useClampedPage(pageNo, list.isPlaceholderData ? undefined : list.data?.totalPages, (last) =>
    onPageChange(last, { replace: true }),
  );
  return (
    <GameGrid
      label={t('grid.results')}
      page={list.data}
      isPending={list.isPending}
      error={list.error}
      isStale={list.isPlaceholderData}
      onRetry={() => void list.refetch()}
      pageNo={pageNo}
      onPageChange={onPageChange}
      search={search}
      empty={t('grid.none_found', { search })}
    />
  );
}
