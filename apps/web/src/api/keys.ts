/**
 * Query keys of the data every part of the site shares, one factory per domain (each feature keeps
 * its own in its api/keys.ts). Invalidation matches by prefix, so a key's `all` reaches every key
 * built on it.
 */

/** Member-scoped data: removed from the cache when the session ends (stores/session.ts). */
export const memberKeys = {
  all: ['member'] as const,
  info: () => [...memberKeys.all, 'info'] as const,
};

/** Money data: every money movement refetches it (useMoneyMoved), ending the session drops it. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  /** The main and vendor wallets with balances (the wallet screens and the game launcher). */
  merchantWallet: () => [...walletKeys.all, 'merchantWallet'] as const,
};

/** The lobby's data, the same for every visitor. */
export const gameKeys = {
  all: ['games'] as const,
  menus: () => [...gameKeys.all, 'menus'] as const,
  vendors: () => [...gameKeys.all, 'vendors'] as const,
  list: (query: object) => [...gameKeys.all, 'list', query] as const,
  hot: (vassalage?: string) => [...gameKeys.all, 'hot', vassalage ?? null] as const,
  popular: () => [...gameKeys.all, 'popular'] as const,
  rank: (count: number) => [...gameKeys.all, 'rank', count] as const,
  tableTypes: (vassalage?: string) => [...gameKeys.all, 'table-types', vassalage ?? null] as const,
};

/**
 * The member's own game data lives under memberKeys.all: it goes when the session ends. The
 * queries are in api/play.ts (playQueries), out of the first page's JavaScript.
 */
export const favoriteKeys = {
  all: [...memberKeys.all, 'favorites'] as const,
  /** Every favourite game id: what the hearts on the cards show. */
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  /** The FAV page's pages. */
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (pageNo: number, pageSize: number) =>
    [...favoriteKeys.lists(), { pageNo, pageSize }] as const,
};

/** The recent games strip; invalidate it when a game closes (a launch records a recent game). */
export const recentKeys = {
  all: [...memberKeys.all, 'recent'] as const,
};

/** PVP rooms: a member's call, so under memberKeys.all. */
export const roomKeys = {
  all: [...memberKeys.all, 'rooms'] as const,
  list: (query: object) => [...roomKeys.all, query] as const,
};

/**
 * The lottery keys more than one feature reads: the games list serves the lottery pages and
 * home's strip from one answer. The lottery feature builds its own keys on these.
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  games: () => [...lotteryKeys.all, 'games'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  announcements: () => [...contentKeys.all, 'announcements'] as const,
  notices: (pageNo: number) => [...contentKeys.all, 'notices', pageNo] as const,
  helpCentre: () => [...contentKeys.all, 'helpCentre'] as const,
};

export const systemKeys = {
  all: ['system'] as const,
  status: () => [...systemKeys.all, 'status'] as const,
  whitelabel: () => [...systemKeys.all, 'whitelabel'] as const,
  settings: () => [...systemKeys.all, 'settings'] as const,
  registerSettings: () => [...systemKeys.all, 'registerSettings'] as const,
  domainRoute: () => [...systemKeys.all, 'domainRoute'] as const,
  countryCode: () => [...systemKeys.all, 'countryCode'] as const,
};

/** A captcha is single use: the round (or refresh) is in the key so a new one is never cached. */
export const captchaKeys = {
  all: ['captcha'] as const,
  image: (refreshKey: number) => [...captchaKeys.all, 'image', refreshKey] as const,
  slider: (round: number, attempt: number) =>
    [...captchaKeys.all, 'slider', round, attempt] as const,
};
