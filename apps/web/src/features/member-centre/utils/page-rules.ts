import { MEMBER_PAGES, type MemberPageKey } from '../../../config/member-pages';

/** The SPEC §2 menu table; playerRank is a member page opened by key, not a menu entry. */
export const MENU_PAGES = MEMBER_PAGES.filter((p) => p.page !== 'playerRank');

/**
 * Pages that move real money: a trial account (type 4) gets the in_need_true_account
 * warning instead (SPEC §5 protected action).
 */
const MONEY_PAGES: ReadonlySet<MemberPageKey> = new Set([
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'manualRebate',
]);

export const isMoneyPage = (page: MemberPageKey) => MONEY_PAGES.has(page);
