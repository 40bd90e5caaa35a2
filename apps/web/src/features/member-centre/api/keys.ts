import { memberKeys, walletKeys } from '../../../api/keys';

/*
 * The member centre's query keys. A module of their own: a screen may touch another screen's
 * keys (the security centre the withdrawal settings) without loading its calls.
 */

/** Under memberKeys.all, so ending the session drops them with the rest of the account. */
export const securityKeys = {
  avatar: () => [...memberKeys.all, 'avatar'] as const,
  profileIcons: () => [...memberKeys.all, 'profileIcons'] as const,
  loginHistory: (pageNo: number) => [...memberKeys.all, 'loginHistory', pageNo] as const,
};

/*
 * The money screens' keys, all under walletKeys.all: useMoneyMoved refetches every one of them
 * after any money action, and ending the session drops them.
 */

/** A bet is a money movement: whatever refetches the wallets refetches the betting record. */
export const betKeys = {
  all: () => [...walletKeys.all, 'bets'] as const,
  page: (query: object) => [...betKeys.all(), query] as const,
};

export const cardKeys = {
  list: () => [...walletKeys.all, 'cards', 'list'] as const,
  providers: () => [...walletKeys.all, 'cards', 'providers'] as const,
};

export const depositKeys = {
  methods: () => [...walletKeys.all, 'deposit', 'methods'] as const,
  orders: (pageNo: number) => [...walletKeys.all, 'deposit', 'orders', pageNo] as const,
};

export const withdrawKeys = {
  settings: () => [...walletKeys.all, 'withdraw', 'settings'] as const,
  ordersAll: () => [...walletKeys.all, 'withdraw', 'orders'] as const,
  orders: (pageNo: number) => [...withdrawKeys.ordersAll(), pageNo] as const,
};

/** The account record, its transactions' details, profit and loss, and bonuses. */
export const walletScreenKeys = {
  transactions: (query: object) => [...walletKeys.all, 'transactions', query] as const,
  transactionDetail: (transactionId: string) =>
    [...walletKeys.all, 'transactionDetail', transactionId] as const,
  profit: (period: object) => [...walletKeys.all, 'profit', period] as const,
  bonus: (query: object) => [...walletKeys.all, 'bonus', query] as const,
};
