import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useLobbyParams } from '../hooks/use-lobby-params';
import type { GridPaging } from './game-grid';
import { LobbyLayout } from './lobby-layout';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';

interface SiteSearchLobbyProps {
  title: string;
  aside?: ReactNode;
  /** The page's own list, paged by the URL like the results. */
  children: (paging: GridPaging) => ReactNode;
}

/**
 * A lobby whose search looks through every game of every category (/hot, /fav): while a
 * search is on, its results stand in for the page's own list.
 */
export function SiteSearchLobby({ title, aside, children }: SiteSearchLobbyProps) {
  const { t } = useTranslation('games');
  const [params, update, search] = useLobbyParams();
  const paging: GridPaging = {
    pageNo: params.pageNo,
    onPageChange: (pageNo, options) => update({ pageNo }, options),
  };
  return (
    <LobbyLayout
      title={title}
      search={<SearchBox label={t('search.all')} value={params.search} onSearch={search} />}
      aside={aside}
    >
      {params.search ? <SearchResults search={params.search} {...paging} /> : children(paging)}
    </LobbyLayout>
  );
}
