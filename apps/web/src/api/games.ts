import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { gameCalls, type CallQuery } from '@site/contract';
import { env } from '../config/env';
import { call } from '../lib/api-client';

export type GameListQuery = CallQuery<typeof gameCalls.gameList>;

/**
 * The member's own game data lives under memberKeys.all: it goes when the session ends. The
 * queries are in api/play.ts (playQueries), out of the first page's JavaScript.
 */
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
};
