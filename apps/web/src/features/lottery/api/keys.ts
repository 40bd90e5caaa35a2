import { lotteryKeys as sharedLotteryKeys, walletKeys } from '../../../api/keys';

/**
 * The lottery's query keys, built on the shared ones (home's strip reads the games list too).
 * The member's orders live under walletKeys.all, so a placed bet, a cancel or any other money
 * movement refreshes them with the balance (useMoneyMoved).
 */
export const lotteryKeys = {
  ...sharedLotteryKeys,
  near: (gameId: string) => [...sharedLotteryKeys.all, 'near', gameId] as const,
  draws: (gameId: string) => [...sharedLotteryKeys.all, 'draws', gameId] as const,
  drawPage: (gameId: string, page: number, size: number) =>
    [...lotteryKeys.draws(gameId), page, size] as const,
  hotGaps: (gameId: string) => [...sharedLotteryKeys.all, 'hot-gap', gameId] as const,
  hotGap: (gameId: string, count: number) => [...lotteryKeys.hotGaps(gameId), count] as const,
  setting: (gameId: string) => [...sharedLotteryKeys.all, 'setting', gameId] as const,
  chaseNumerosAll: (gameId: string) => [...sharedLotteryKeys.all, 'chase-numeros', gameId] as const,
  chaseNumeros: (gameId: string, count: number) =>
    [...lotteryKeys.chaseNumerosAll(gameId), count] as const,
  orders: () => [...walletKeys.all, 'lottery-orders'] as const,
  today: (gameId: string | undefined, pageNo: number, pageSize: number) =>
    [...lotteryKeys.orders(), 'today', gameId ?? 'all', pageNo, pageSize] as const,
  detail: (orderNumber: string) => [...lotteryKeys.orders(), 'detail', orderNumber] as const,
  chase: (chaseNumber: string) => [...lotteryKeys.orders(), 'chase', chaseNumber] as const,
};
