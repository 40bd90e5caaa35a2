import type { SettingNode, Settings } from './system.js';

/*
 * The domains' plain values: constants and helpers without a schema. The web's first
 * JavaScript uses these without loading zod, which arrives with the first call
 * (apps/web/src/lib/api-client.ts); keep schemas out of this module.
 */

/** System status (docs/product.md §4): 0 normal, 1 maintenance, 2 region restricted. */
export const SystemStatus = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/** Whether a switch is on anywhere in the tree (a switch under a disabled group is off). */
export function isSwitchOn(settings: Settings | undefined, modId: string): boolean {
  const walk = (nodes: SettingNode[]): boolean =>
    nodes.some((n) => n.enabled && (n.modId === modId || walk(n.childrenNodes)));
  return settings ? walk(settings.modules) : false;
}

/**
 * Account types (docs/product.md §6). 4 is the free-play trial; agents are 2 and 42. The account
 * centre is for 1, 2, 41 and 42; 41 and 42 are a member and an agent under an upline.
 */
export const MemberType = {
  member: 1,
  agent: 2,
  trial: 4,
  downlineMember: 41,
  downlineAgent: 42,
} as const;
export const isAgentType = (type: number) =>
  type === MemberType.agent || type === MemberType.downlineAgent;
/** Types that see the account centre panel (docs/product.md §6). */
export const ACCOUNT_CENTRE_TYPES: readonly number[] = [1, 2, 41, 42];

/** The vendor that the header shows as its own item after LIVE (docs/product.md §2). */
export const DS88_VENDOR = 'DS88';

/** Player notices per page (docs/product.md §9). */
export const NOTICE_PAGE_SIZE = 9;

/** Live casino table filters (docs/product.md §9), in its order; liveTableTypeSchema checks them. */
export const LIVE_TABLE_TYPES = [
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'HE',
  'MT',
  'TCP',
  'WZPJ',
  'SD',
  'FT',
  'NN',
  'YSX',
  'ZJH',
  'MJ',
] as const;
export const isLiveTableType = (value: unknown): value is (typeof LIVE_TABLE_TYPES)[number] =>
  (LIVE_TABLE_TYPES as readonly unknown[]).includes(value);

/** The most favourite games a member may keep. */
export const FAVORITES_MAX = 500;
