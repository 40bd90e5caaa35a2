import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { gameQueries } from '../../../api/games';
import { GameGrid, LOBBY_PAGE_SIZE, type GridPaging } from './game-grid';
import { SiteSearchLobby } from './site-search-lobby';
import { WinnerBoard } from './winner-board';

/** /hot: the merchant's hot games, 24 a page, with the winner board beside them. */
export function HotLobby() {
  const { t } = useTranslation('common');
  return (
    <SiteSearchLobby title={t('pages.hot')} aside={<WinnerBoard />}>
      {(paging) => <HotGames {...paging} />}
    </SiteSearchLobby>
  );
}

/** The hot list comes whole (at most a few dozen games): it is paged here. */
function HotGames({ pageNo, onPageChange }: GridPaging) {
  const { t } = useTranslation('games');
  const hot = useQuery(gameQueries.hot());
  const all = hot.data?.list;
  const page = all && {
    games: all.slice((pageNo - 1) * LOBBY_PAGE_SIZE, pageNo * LOBBY_PAGE_SIZE),
    totalPages: Math.ceil(all.length / LOBBY_PAGE_SIZE),
    totalCount: all.length,
  };
  return (
    <GameGrid
      label={t('grid.hot')}
      page={page}
      isPending={hot.isPending}
      error={hot.error}
      isStale={false}
      onRetry={() => void hot.refetch()}
      pageNo={pageNo}
      onPageChange={onPageChange}
      empty={t('grid.hot_empty')}
    />
  );
}
