import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { CallQuery, gameCalls } from '@site/contract';
import { env } from '../config/env';
import { call } from '../lib/api-client';
import { gameKeys } from './keys';

// The calls (and zod with them) load with the first call: a server-rendered page starts
// from the answers in it.
const calls = () => import('@site/contract/games.js').then((m) => m.gameCalls);

export type GameListQuery = CallQuery<typeof gameCalls.gameList>;

export const gameQueries = {
  /** Header categories in the merchant's order, and lottery menus. */
  menus: () =>
    queryOptions({
      queryKey: gameKeys.menus(),
      queryFn: async ({ signal }) => call((await calls()).gameMenus, { signal }),
      staleTime: 5 * 60_000,
    }),
  vendors: () =>
    queryOptions({
      queryKey: gameKeys.vendors(),
      queryFn: async ({ signal }) =>
        call((await calls()).vendors, { query: { merchantCode: env.merchantCode }, signal }),
      staleTime: 5 * 60_000,
    }),
  /** A page of games (clientType 3 as in docs/product.md §7). */
  list: (query: GameListQuery) =>
    queryOptions({
      queryKey: gameKeys.list(query),
      queryFn: async ({ signal }) =>
        call((await calls()).gameList, {
          query: { clientType: 3, platform: env.platform, merchant: env.merchantCode, ...query },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  hot: (vassalage?: string) =>
    queryOptions({
      queryKey: gameKeys.hot(vassalage),
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
      queryKey: gameKeys.popular(),
      queryFn: async ({ signal }) =>
        call((await calls()).popular, { query: { count: 20, device: env.device }, signal }),
    }),
};
