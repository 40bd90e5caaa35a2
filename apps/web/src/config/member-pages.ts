/**
 * The member centre's pages (docs/product.md §2), in SPEC order: the menu label key (member:pages,
 * translated by the member centre)
 * and the page key that opens it. playerRank is a member page outside the menu table.
 */
export const MEMBER_PAGES = [
  { labelKey: 'in_my_account', page: 'securityCenter' },
  { labelKey: 'in_my_wallet', page: 'transferFund' },
  { labelKey: 'in_increase_deposit', page: 'depositv2' },
  { labelKey: 'in_increase_withdrawal', page: 'withdraw' },
  { labelKey: 'in_transfer_upline', page: 'transferUpline' },
  { labelKey: 'in_betting_record', page: 'personalHistoryCopy' },
  { labelKey: 'in_cashback', page: 'manualRebate' },
  { labelKey: 'in_account_record', page: 'transactionHistory' },
  { labelKey: 'in_personal_loss', page: 'personalProfit' },
  { labelKey: 'in_bonus_details', page: 'bonusDetails' },
  { labelKey: 'in_reward_center', page: 'rewardCenter' },
  { labelKey: 'invite_friends', page: 'referral' },
  { labelKey: 'mission_activity', page: 'missionLeaderboard' },
  { labelKey: 'in_platform_information', page: 'messageV2' },
  { labelKey: 'in_player_rank', page: 'playerRank' },
] as const;

export type MemberPage = (typeof MEMBER_PAGES)[number];
export type MemberPageKey = MemberPage['page'];
export type MemberPageLabelKey = MemberPage['labelKey'];

/** The page the member centre opens on when none is named (docs/product.md §2). */
export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

export const memberPageLabelKey = (page: MemberPageKey): MemberPageLabelKey =>
  MEMBER_PAGES.find((p) => p.page === page)!.labelKey;
