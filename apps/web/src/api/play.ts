import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CallQuery, CallResult, playCalls } from '@site/contract';
import { call } from '../lib/api-client';
import { session } from '../lib/storage';
import { favoriteKeys, gameKeys, recentKeys, roomKeys } from './keys';

// The calls (and zod with them) load with the first call, not with the lobby's first render.
const calls = () => import('@site/contract/play.js').then((m) => m.playCalls);

/*
 * The member's game data and the lobby's side panels (the contract's playCalls). Kept apart from
 * gameQueries, whose lobby calls the header needs on every page: these schemas load with the
 * screens that use them.
 */

export type RoomListQuery = CallQuery<typeof playCalls.roomList>;

const hasToken = () => session.get('token') !== null;

type FavoriteIds = CallResult<typeof playCalls.favoriteIds>;

/**
 * docs/product.md §3 favGames: the member's favourite game ids as the platform last answered them,
 * kept
 * for the tab's session (cleared with it at logout), so the hearts of a reloaded page show at
 * once while the platform is asked again.
 */
export const favoriteIdsStore = {
  read(): FavoriteIds | undefined {
    const ids = session.getJson<unknown>('favGames');
    return Array.isArray(ids) && ids.every((id) => typeof id === 'string')
      ? { gameIds: ids as string[] }
      : undefined;
  },
  write: (answer: FavoriteIds) => session.setJson('favGames', answer.gameIds),
};

export const playQueries = {
  /** The member's favourite game ids; asked only with a token. */
  favoriteIds: () =>
    queryOptions({
      queryKey: favoriteKeys.ids(),
      queryFn: async ({ signal }) => {
        const answer = await call((await calls()).favoriteIds, { signal });
        favoriteIdsStore.write(answer);
        return answer;
      },
      // What this tab last heard, shown at once and asked again (stale from the start).
      initialData: () => favoriteIdsStore.read(),
      initialDataUpdatedAt: 0,
      enabled: hasToken,
      staleTime: 5 * 60_000,
    }),
  /** A page of the FAV page, newest favourite first. */
  favoriteList: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: favoriteKeys.list(pageNo, pageSize),
      queryFn: async ({ signal }) =>
        call((await calls()).favoriteList, { query: { pageNo, pageSize }, signal }),
      enabled: hasToken,
      placeholderData: keepPreviousData,
    }),
  /** Games the member launched, newest first. */
  recent: () =>
    queryOptions({
      queryKey: recentKeys.all,
      queryFn: async ({ signal }) => call((await calls()).recent, { signal }),
      enabled: hasToken,
      staleTime: 60_000,
    }),
  /** The winner board: the biggest wins of the last days. */
  rankList: (count = 10) =>
    queryOptions({
      queryKey: gameKeys.rank(count),
      queryFn: async ({ signal }) => call((await calls()).rankList, { query: { count }, signal }),
      staleTime: 60_000,
    }),
  /** PVP rooms (of one vendor when given); a member's call. */
  roomList: (query: RoomListQuery) =>
    queryOptions({
      queryKey: roomKeys.list(query),
      queryFn: async ({ signal }) => call((await calls()).roomList, { query, signal }),
      enabled: hasToken,
      placeholderData: keepPreviousData,
    }),
  /** How many live tables each table type has (of one vendor when given). */
  tableTypes: (vassalage?: string) =>
    queryOptions({
      queryKey: gameKeys.tableTypes(vassalage),
      queryFn: async ({ signal }) =>
        call((await calls()).vassGameType, { query: { vassalage }, signal }),
      staleTime: 5 * 60_000,
    }),
};
