import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { gameCalls, playCalls, type CallQuery } from '@site/contract';
import { env } from '../config/env';
import { call } from '../lib/api-client';
import { session } from '../lib/storage';

export type GameListQuery = CallQuery<typeof gameCalls.gameList>;
export type RoomListQuery = CallQuery<typeof playCalls.roomList>;

/** The member's own game data lives under memberKeys.all: it goes when the session ends. */
export const favoriteKeys = {
  all: ['member', 'favorites'] as const,
  /** Every favourite game id: what the hearts on the cards show. */
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  /** The FAV page's pages. */
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (pageNo: number, pageSize: number) =>
    [...favoriteKeys.lists(), { pageNo, pageSize }] as const,
};
/** The recent games strip; invalidate it when a game closes (a launch records a recent game). */
export const recentKeys = {
  all: ['member', 'recent'] as const,
};

const hasToken = () => session.get('token') !== null;

export const gameQueries = {
  /** Header categories in the merchant's order, and lottery menus. */
  menus: () =>
    queryOptions({
      queryKey: ['games', 'menus'],
      queryFn: ({ signal }) => call(gameCalls.gameMenus, { signal }),
      staleTime: 5 * 60_000,
    }),
  vendors: () =>
    queryOptions({
      queryKey: ['games', 'vendors'],
      queryFn: ({ signal }) =>
        call(gameCalls.vendors, { query: { merchantCode: env.merchantCode }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A page of games (clientType 3 as in SPEC §7). */
  list: (query: GameListQuery) =>
    queryOptions({
      queryKey: ['games', 'list', query],
      queryFn: ({ signal }) =>
        call(gameCalls.gameList, {
          query: { clientType: 3, platform: env.platform, merchant: env.merchantCode, ...query },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  hot: (vassalage?: string) =>
    queryOptions({
      queryKey: ['games', 'hot', vassalage ?? null],
      queryFn: ({ signal }) =>
        call(gameCalls.hotGames, {
          query: {
            merchantCode: env.merchantCode,
            isPlatform: 2,
            platform: env.platform,
            vassalage,
          },
          signal,
        }),
    }),
  popular: () =>
    queryOptions({
      queryKey: ['games', 'popular'],
      queryFn: ({ signal }) =>
        call(gameCalls.popular, { query: { count: 20, device: env.device }, signal }),
    }),
  /** The member's favourite game ids; asked only with a token. */
  favoriteIds: () =>
    queryOptions({
      queryKey: favoriteKeys.ids(),
      queryFn: ({ signal }) => call(playCalls.favoriteIds, { signal }),
      enabled: hasToken,
      staleTime: 5 * 60_000,
    }),
  /** A page of the FAV page, newest favourite first. */
  favoriteList: (pageNo: number, pageSize: number) =>
    queryOptions({
      queryKey: favoriteKeys.list(pageNo, pageSize),
      queryFn: ({ signal }) =>
        call(playCalls.favoriteList, { query: { pageNo, pageSize }, signal }),
      enabled: hasToken,
      placeholderData: keepPreviousData,
    }),
  /** Games the member launched, newest first. */
  recent: () =>
    queryOptions({
      queryKey: recentKeys.all,
      queryFn: ({ signal }) => call(playCalls.recent, { signal }),
      enabled: hasToken,
      staleTime: 60_000,
    }),
  /** The winner board: the biggest wins of the last days. */
  rankList: (count = 10) =>
    queryOptions({
      queryKey: ['games', 'rank', count],
      queryFn: ({ signal }) => call(playCalls.rankList, { query: { count }, signal }),
      staleTime: 60_000,
    }),
  /** PVP rooms (of one vendor when given); a member's call. */
  roomList: (query: RoomListQuery) =>
    queryOptions({
      queryKey: ['member', 'rooms', query],
      queryFn: ({ signal }) => call(playCalls.roomList, { query, signal }),
      enabled: hasToken,
      placeholderData: keepPreviousData,
    }),
  /** How many live tables each table type has (of one vendor when given). */
  tableTypes: (vassalage?: string) =>
    queryOptions({
      queryKey: ['games', 'table-types', vassalage ?? null],
      queryFn: ({ signal }) => call(playCalls.vassGameType, { query: { vassalage }, signal }),
      staleTime: 5 * 60_000,
    }),
};
