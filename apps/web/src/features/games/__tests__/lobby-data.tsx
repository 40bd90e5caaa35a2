import { Suspense, type ReactElement } from 'react';
import { useLocation, type Location } from 'react-router';
import {
  gameCalls,
  playCalls,
  type CallResult,
  type Game,
  type GameCategory,
  type LiveTableType,
  type VendorCategory,
} from '@site/contract';
import type { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { game, vendor } from '../../../testing/shell-data';

type Api = ReturnType<typeof mockApi>;

/** The merchant's vendors for the lobby tests: two slot vendors (one under maintenance) ... */
export function lobbyVendors(): VendorCategory[] {
  return [
    {
      title: 'RNG',
      cards: [vendor('PG', 'PG Soft'), { ...vendor('JILI', 'Jili'), maintenance: 1 }],
    },
    { title: 'LIVE', cards: [vendor('EVO', 'Evolution'), vendor('SEXY', 'Sexy Gaming')] },
    { title: 'PVP', cards: [vendor('KY', 'Kaiyuan')] },
    { title: 'FISH', cards: [vendor('JDB', 'JDB Fishing')] },
    { title: 'SPORTS', cards: [vendor('SBO', 'SBOBET'), vendor('EMPTY', 'Quiet Sports')] },
    { title: 'ESPORTS', cards: [vendor('TF', 'TF Gaming')] },
  ];
}

/** Live tables cycle through these types. */
const LIVE_TYPES: LiveTableType[] = ['BAC', 'ROU', 'DAT'];

/** 30 games per vendor; a few slots carry "Dragon" in their name, every live game a table type. */
export function catalogue(): Game[] {
  return lobbyVendors().flatMap(({ title, cards }) =>
    cards
      .filter((card) => card.vassalage !== 'EMPTY')
      .flatMap((card) =>
        Array.from({ length: 30 }, (_, i) => {
          const base = game(card.vassalage, title as GameCategory, i + 1);
          return {
            ...base,
            gameName: i % 10 === 3 ? `${card.vassalage} Dragon ${i + 1}` : base.gameName,
            tableType: title === 'LIVE' ? LIVE_TYPES[i % LIVE_TYPES.length]! : null,
            isHot: i < 2 ? (1 as const) : (0 as const),
          };
        }),
      ),
  );
}

/** A page of `games` as the platform pages it. */
export function pageOf(games: Game[], pageNo: number, pageSize: number) {
  return {
    games: games.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    pageSize,
    totalCount: games.length,
    totalPages: Math.ceil(games.length / pageSize),
  };
}

/** The game list filtered like the platform: category, vendor, table type and name. */
export function gameListAnswer(
  url: URL,
  games = catalogue(),
): CallResult<typeof gameCalls.gameList> {
  const q = url.searchParams;
  const name = q.get('gameName')?.toLowerCase();
  const matching = games.filter(
    (g) =>
      (!q.get('gameType') || g.gameType === q.get('gameType')) &&
      (!q.get('vassalage') || g.vassalage === q.get('vassalage')) &&
      (!q.get('tableType') || g.tableType === q.get('tableType')) &&
      (!name || g.gameName.toLowerCase().includes(name)),
  );
  return pageOf(matching, Number(q.get('pageNo') ?? 1), Number(q.get('pageSize') ?? 24));
}

/** Every game-list request's query, in order. */
export function listRequests(api: Api): URLSearchParams[] {
  return api.fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === gameCalls.gameList.path)
    .map((url) => url.searchParams);
}

/** The lobby's calls with a normal catalogue; a test replaces what it looks at. */
export function mockLobby(api: Api) {
  return api
    .on(gameCalls.vendors, () => ({ categories: lobbyVendors() }))
    .on(gameCalls.gameList, (url) => gameListAnswer(url))
    .on(gameCalls.hotGames, () => ({ list: catalogue().filter((g) => g.isHot === 1) }))
    .on(playCalls.rankList, () => ({ list: [] }))
    .on(playCalls.vassGameType, (url) => ({
      list:
        url.searchParams.get('vassalage') === 'SEXY'
          ? [{ tableType: 'BAC' as const, count: 4 }]
          : [
              { tableType: 'BAC' as const, count: 12 },
              { tableType: 'ROU' as const, count: 6 },
              { tableType: 'DAT' as const, count: 3 },
            ],
    }))
    .on(playCalls.recent, () => ({ list: [] }))
    .on(playCalls.favoriteIds, () => ({ gameIds: [] }))
    .on(playCalls.roomList, () => ({
      list: [],
      pageNum: 1,
      pageSize: 8,
      totalPages: 0,
      totalCount: 0,
    }));
}

/** Renders a lobby screen at `url`; `location()` says where the app is now. */
export function renderLobby(ui: ReactElement, url: string) {
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  const view = renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      {ui}
      <Spy />
    </Suspense>,
    { url },
  );
  return { ...view, location: () => current.location! };
}

/** The query of where the app is now. */
export const searchOf = (location: Location) => new URLSearchParams(location.search);
