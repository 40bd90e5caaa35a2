import { walletKeys } from '../../../api/member';

/**
 * The withdrawal page's query keys, under walletKeys.all so useMoneyMoved refreshes them with
 * the balance. A module of their own: the security centre touches them without loading the
 * withdrawal calls.
 */
export const withdrawKeys = {
  settings: () => [...walletKeys.all, 'withdraw', 'settings'] as const,
  ordersAll: () => [...walletKeys.all, 'withdraw', 'orders'] as const,
  orders: (pageNo: number) => [...walletKeys.all, 'withdraw', 'orders', pageNo] as const,
};
