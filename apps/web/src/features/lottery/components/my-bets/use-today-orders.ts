import { useQuery } from '@tanstack/react-query';
import { lotteryQueries } from '../../api/lottery-queries';

const PAGE_SIZE = 10;

/** A page of today's orders, of one game or (gameId undefined) of all; only when signed in. */
export function useTodayOrders(gameId: string | undefined, page: number, signedIn: boolean) {
  return useQuery({
    ...lotteryQueries.today(gameId, page, PAGE_SIZE),
    enabled: signedIn,
    // Pending bets settle with their draws: look again while any is pending.
    refetchInterval: (query) =>
      query.state.data?.list.some((o) => o.state === 'PENDING') ? 10_000 : false,
  });
}
