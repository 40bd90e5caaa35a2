import type { Language } from '@site/contract';

/**
 * The client configuration of SPEC §3. The build is tied to one merchant; everything
 * else a merchant decides comes from the platform's settings at run time.
 */
export const env = {
  merchantCode: import.meta.env.VITE_MERCHANT_CODE ?? 'DEMO',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'SEA',
  /** When on, every route but a few redirects to /login without a token (SPEC §2). */
  loginedToHomePage: import.meta.env.VITE_LOGINED_TO_HOME_PAGE === 'true',
  defaultLang: 'ID' satisfies Language as Language,
  supportLanguages: ['ID', 'EN'] satisfies Language[] as Language[],
  chatHeaderColor: '#6142bf',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecution: 'B',
  /** A request that takes longer than this is reported as too slow (SPEC §8). */
  requestTimeoutMs: 30_000,
} as const;
