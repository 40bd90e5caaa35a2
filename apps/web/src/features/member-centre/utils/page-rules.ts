import { MEMBER_PAGES, type MemberPageKey } from '../../../config/member-pages';

/** The docs/product.md §2 menu table; playerRank is a member page opened by key, not a menu entry. */
export const MENU_PAGES = MEMBER_PAGES.filter((p) => p.page !== 'playerRank');

/**
 * Pages for real accounts only: the account panel (docs/product.md §6: types 1, 2, 41, 42) and the
 * pages
 * that move real money. A trial account (type 4) gets the in_need_true_account warning
 * instead (docs/product.md §5 protected action).
 */
const REAL_ACCOUNT_PAGES: ReadonlySet<MemberPageKey> = new Set([
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'manualRebate',
]);

export const isRealAccountPage = (page: MemberPageKey) => REAL_ACCOUNT_PAGES.has(page);
