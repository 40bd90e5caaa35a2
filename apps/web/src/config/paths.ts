/** Every route of docs/product.md §2 and its href builder, in one place. */
export const CATEGORY_ROUTES = ['rng', 'live', 'pvp', 'fish', 'hot', 'fav'] as const;
export type CategoryRoute = (typeof CATEGORY_ROUTES)[number];

export const paths = {
  home: '/index',
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  notices: '/noticePage',
  vip: '/vip',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnLottery: '/vnlottery',
  seaLottery: '/seaLottery',
  elott: '/elott',
  sports: '/sports',
  esports: '/esports',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  helpCentre: '/helpmc',
  download: '/down',
  join: '/join',
  game: '/game',
} as const;

/** /rng, /live ...; slots of one vendor are /rng?page={vendor}. */
export const categoryHref = (category: CategoryRoute, vendor?: string) =>
  vendor ? `/${category}?page=${encodeURIComponent(vendor)}` : `/${category}`;

export const lotteryHref = (gameCode?: string, playType?: string) =>
  gameCode && playType
    ? `${paths.lottery}?gameCode=${encodeURIComponent(gameCode)}&playType=${encodeURIComponent(playType)}`
    : paths.lottery;

/**
 * Routes the optional loginedToHomePage guard lets through without a token (docs/product.md §2):
 * login,
 * registration, the help centre and the app download. Taken from `paths`, which the route
 * table is built from too, so the list always names routes the app really serves.
 */
export const PUBLIC_WITHOUT_TOKEN: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpCentre,
  paths.download,
];
