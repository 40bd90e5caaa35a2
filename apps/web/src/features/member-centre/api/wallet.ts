import { walletKeys } from '../../../api/member';

/**
 * Keys of the wallet screens, all under walletKeys.all: useMoneyMoved refetches every one of
 * them after any money action, and ending the session drops them.
 */
export const walletScreenKeys = {
  transactions: (query: object) => [...walletKeys.all, 'transactions', query] as const,
  transactionDetail: (transactionId: string) =>
    [...walletKeys.all, 'transactionDetail', transactionId] as const,
  profit: (period: object) => [...walletKeys.all, 'profit', period] as const,
  bonus: (query: object) => [...walletKeys.all, 'bonus', query] as const,
};
