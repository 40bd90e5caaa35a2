import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { GameCategory } from '@site/contract';
import { gameQueries } from '../../../api/games';
import { useLobbyParams } from '../hooks/use-lobby-params';
import { lobbyListQuery } from '../api/lobby-list';
import { markSearchRender } from '../utils/search-timing';
import { GameGrid, gridStateOf, LOBBY_PAGE_SIZE } from './game-grid';
import { LobbyLayout } from './lobby-layout';
import { RoomList } from './room-list';
import { SearchBox } from './search-box';
import { TableTypeFilter } from './table-type-filter';
import { VendorTabs } from './vendor-tabs';
import { WinnerBoard } from './winner-board';

/** The category pages whose games are listed: /rng, /live, /pvp, /fish. */
export type LobbyCategory = Extract<GameCategory, 'RNG' | 'LIVE' | 'PVP' | 'FISH'>;

/**
 * A category's lobby: its vendors as tabs, the live table filters on /live, a search, and the
 * games 24 a page. Beside them the winner board on /rng, the rooms on /pvp.
 */
export function CategoryLobby({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation(['games', 'common']);
  const [params, update, search] = useLobbyParams();
  const categoryName = t(`common:categories.${category}`);

  const vendors = useQuery({
    ...gameQueries.vendors(),
    select: (answer) => answer.categories.find((c) => c.title === category)?.cards ?? [],
  });
  // A vendor the category does not have (an old link) shows every vendor's games instead.
  const vendor =
    params.vendor && (!vendors.data || vendors.data.some((v) => v.vassalage === params.vendor))
      ? params.vendor
      : null;
  const vendorName = vendors.data?.find((v) => v.vassalage === vendor)?.displayName;

  const list = useQuery(
    lobbyListQuery({
      gameType: category,
      vassalage: vendor ?? undefined,
      tableType: category === 'LIVE' ? (params.tableType ?? undefined) : undefined,
      gameName: params.search || undefined,
      pageNo: params.pageNo,
      pageSize: LOBBY_PAGE_SIZE,
    }),
  );
  if (params.search && list.data && !list.isPlaceholderData) markSearchRender();

  const aside =
    category === 'PVP' ? (
      <RoomList vendor={vendor} />
    ) : category === 'RNG' ? (
      <WinnerBoard />
    ) : undefined;
  return (
    <LobbyLayout
      title={categoryName}
      category={category}
      search={
        <SearchBox
          label={t('search.in', { category: categoryName })}
          value={params.search}
          onSearch={search}
        />
      }
      aside={aside}
    >
      {vendors.data && vendors.data.length > 0 ? (
        <VendorTabs
          label={t('vendors.of', { category: categoryName })}
          vendors={vendors.data}
          selected={vendor}
        />
      ) : null}
      {category === 'LIVE' ? (
        <TableTypeFilter
          vendor={vendor}
          selected={params.tableType}
          onChange={(tableType) => update({ tableType })}
        />
      ) : null}
      <GameGrid
        label={t('grid.label', { name: vendorName ?? categoryName })}
        {...gridStateOf(list)}
        pageNo={params.pageNo}
        onPageChange={(pageNo, options) => update({ pageNo }, options)}
        search={params.search}
        empty={params.search ? t('grid.none_found', { search: params.search }) : t('grid.empty')}
      />
    </LobbyLayout>
  );
}
