import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { lobbyListQuery } from '../api/lobby-list';
import { markSearchRender } from '../utils/search-timing';
import { GameGrid, gridStateOf, LOBBY_PAGE_SIZE, type GridPaging } from './game-grid';

interface SearchResultsProps extends GridPaging {
  search: string;
}

/** The global search: games of every category whose name has the search in it. */
export function SearchResults({ search, pageNo, onPageChange }: SearchResultsProps) {
  const { t } = useTranslation('games');
  const list = useQuery(lobbyListQuery({ gameName: search, pageNo, pageSize: LOBBY_PAGE_SIZE }));
  if (list.data && !list.isPlaceholderData) markSearchRender();
  return (
    <GameGrid
      label={t('grid.results')}
      {...gridStateOf(list)}
      pageNo={pageNo}
      onPageChange={onPageChange}
      search={search}
      empty={t('grid.none_found', { search })}
    />
  );
}
