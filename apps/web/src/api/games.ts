import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { CallQuery, gameCalls } from '@site/contract';
import { env } from '../config/env';
import { call } from '../lib/api-client';

// The calls (and zod with them) load with the first call: a server-rendered page starts
// from the answers in it.
const calls = () => import('@site/contract/games.js').then((m) => m.gameCalls);

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
      queryFn: async ({ signal }) => call((await calls()).gameMenus, { signal }),
      staleTime: 5 * 60_000,
    }),
  vendors: () =>
    queryOptions({
      queryKey: ['games', 'vendors'],
      queryFn: async ({ signal }) =>
        call((await calls()).vendors, { query: { merchantCode: env.merchantCode }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A page of games (clientType 3 as in docs/product.md §7). */
  list: (query: GameListQuery) =>
    queryOptions({
      queryKey: ['games', 'list', query],
      queryFn: async ({ signal }) =>
        call((await calls()).gameList, {
          query: { clientType: 3, platform: env.platform, merchant: env.merchantCode, ...query },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  hot: (vassalage?: string) =>
    queryOptions({
      queryKey: ['games', 'hot', vassalage ?? null],
      queryFn: async ({ signal }) =>
        call((await calls()).hotGames, {
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
      queryFn: async ({ signal }) =>
        call((await calls()).popular, { query: { count: 20, device: env.device }, signal }),
    }),
};
