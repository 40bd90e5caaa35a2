import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { lotteryCalls, lotteryOrderCalls, type NearNumeros } from '@site/contract';
import { call } from '../../../lib/api-client';
import { onServer } from '../../../lib/server-scope';
import { session } from '../../../lib/storage';
import { lotteryKeys } from './keys';

// The lottery's calls (contract lotteryCalls and lotteryOrderCalls); their keys are in ./keys.

const hasToken = () => session.get('token') !== null;

/**
 * The near issues with when they arrived and how long the call took, so a countdown can run
 * on the local clock from `receivedAt + remainTime − roundTrip / 2` (notes §1 Timer).
 */
export interface TimedNear extends NearNumeros {
  receivedAt: number;
  roundTrip: number;
  /** Asked by a server render: timed on the server's clock, which the browser's may not be. */
  timedOnServer?: true;
}

export const lotteryQueries = {
  games: () =>
    queryOptions({
      queryKey: lotteryKeys.games(),
      queryFn: ({ signal }) => call(lotteryCalls.games, { signal }),
      staleTime: 60_000,
    }),
  near: (gameId: string) =>
    queryOptions({
      queryKey: lotteryKeys.near(gameId),
      queryFn: async ({ signal }): Promise<TimedNear> => {
        const sent = Date.now();
        const near = await call(lotteryCalls.near, { query: { gameId }, signal });
        const receivedAt = Date.now();
        const timed: TimedNear = { ...near, receivedAt, roundTrip: receivedAt - sent };
        return onServer() ? { ...timed, timedOnServer: true } : timed;
      },
      // The countdown decides when to ask again; a tab coming back asks at once.
      staleTime: 30_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    }),
  draws: (gameId: string, page = 0, size = 10) =>
    queryOptions({
      queryKey: lotteryKeys.drawPage(gameId, page, size),
      queryFn: ({ signal }) =>
        call(lotteryCalls.draws, { params: { gameId }, query: { page, size }, signal }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  hotGap: (gameId: string, count = 100) =>
    queryOptions({
      queryKey: lotteryKeys.hotGap(gameId, count),
      queryFn: ({ signal }) =>
        call(lotteryCalls.hotGap, { params: { gameId }, query: { count }, signal }),
      staleTime: 30_000,
    }),
  setting: (gameId: string) =>
    queryOptions({
      queryKey: lotteryKeys.setting(gameId),
      queryFn: ({ signal }) => call(lotteryOrderCalls.setting, { params: { gameId }, signal }),
      staleTime: 5 * 60_000,
    }),
  chaseNumeros: (gameId: string, count: number) =>
    queryOptions({
      queryKey: lotteryKeys.chaseNumeros(gameId, count),
      queryFn: ({ signal }) =>
        call(lotteryOrderCalls.chaseNumeros, { params: { gameId }, query: { count }, signal }),
      staleTime: 10_000,
      placeholderData: keepPreviousData,
    }),
  today: (gameId: string | undefined, pageNo: number, pageSize = 10) =>
    queryOptions({
      queryKey: lotteryKeys.today(gameId, pageNo, pageSize),
      queryFn: ({ signal }) =>
        call(lotteryOrderCalls.today, {
          query: { ...(gameId ? { gameId } : {}), pageNo, pageSize },
          signal,
        }),
      enabled: hasToken,
      placeholderData: keepPreviousData,
    }),
  detail: (orderNumber: string) =>
    queryOptions({
      queryKey: lotteryKeys.detail(orderNumber),
      queryFn: ({ signal }) => call(lotteryOrderCalls.detail, { params: { orderNumber }, signal }),
      enabled: hasToken,
    }),
  chase: (chaseNumber: string) =>
    queryOptions({
      queryKey: lotteryKeys.chase(chaseNumber),
      queryFn: ({ signal }) => call(lotteryOrderCalls.chase, { params: { chaseNumber }, signal }),
      enabled: hasToken,
    }),
};
