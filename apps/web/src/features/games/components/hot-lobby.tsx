import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gameQueries } from '../../../api/games';
import { useClampedPage } from '../hooks/use-clamped-page';
import { useLobbyParams } from '../hooks/use-lobby-params';
import { GameGrid, LOBBY_PAGE_SIZE } from './game-grid';
import { LobbyLayout } from './lobby-layout';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import { WinnerBoard } from './winner-board';

/**
 * /hot: the merchant's hot games, 24 a page, with the winner board beside them. Its search
 * looks through every category: the site's global search.
 */
export function HotLobby() {
  const { t } = useTranslation(['games', 'common']);
  const [params, update] = useLobbyParams();
  const onPageChange = (pageNo: number, options?: { replace?: boolean }) =>
    update({ pageNo }, options);
  return (
    <LobbyLayout
      title={t('common:pages.hot')}
      search={
        <SearchBox
          label={t('search.all')}
          value={params.search}
          onSearch={(search) => update({ search }, { replace: true })}
        />
      }
      aside={<WinnerBoard />}
    >
      {params.search ? (
        <SearchResults search={params.search} pageNo={params.pageNo} onPageChange={onPageChange} />
      ) : (
        <HotGames pageNo={params.pageNo} onPageChange={onPageChange} />
      )}
    </LobbyLayout>
  );
}

interface HotGamesProps {
  pageNo: number;
  onPageChange: (pageNo: number, options?: { replace?: boolean }) => void;
}

/** The hot list comes whole (at most a few dozen games): it is paged here. */
function HotGames({ pageNo, onPageChange }: HotGamesProps) {
  const { t } = useTranslation('games');
  const hot = useQuery(gameQueries.hot());
  const all = hot.data?.list;
  const totalPages = all ? Math.ceil(all.length / LOBBY_PAGE_SIZE) : undefined;
  useClampedPage(pageNo, totalPages, (last) => onPageChange(last, { replace: true }));
  const page = all && {
    games: all.slice((pageNo - 1) * LOBBY_PAGE_SIZE, pageNo * LOBBY_PAGE_SIZE),
    totalPages: totalPages ?? 0,
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
