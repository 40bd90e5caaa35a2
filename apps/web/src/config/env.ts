import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/contract/headers.js';
import { serverScope } from '../lib/server-scope';

/**
 * Whose site this is, read at run time: the platform fills a `merchant` meta into every page it
 * serves (its MERCHANT), so one build serves any merchant. Without one (the Vite dev server, unit
 * tests) the build's VITE_MERCHANT_CODE, else the demo merchant. A server render takes the
 * request's merchant instead (lib/server-scope.ts).
 */
function siteMerchant(): { code: string; language: Language } {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="merchant"]');
  const code = meta?.content.trim() || import.meta.env.VITE_MERCHANT_CODE || 'DEMO';
  const language = meta?.dataset.language;
  return { code, language: isLanguage(language) ? language : DEFAULT_LANGUAGE };
}

const merchant = siteMerchant();

/**
 * The client configuration of docs/product.md §3. The merchant code comes from the page (above);
 * everything else a merchant decides (brand, theme colour, currency symbol) comes from the
 * platform's settings at run time.
 */
export const env = {
  get merchantCode(): string {
    return serverScope()?.merchantCode ?? merchant.code;
  },
  platform: 'web',
  device: 'WEB',
  lotteryType: 'SEA',
  /** When on, every route but a few redirects to /login without a token (docs/product.md §2). */
  loginedToHomePage: import.meta.env.VITE_LOGINED_TO_HOME_PAGE === 'true',
  /** The merchant's language for a visitor who has not picked one (docs/product.md §3 default ID). */
  get defaultLang(): Language {
    return serverScope()?.defaultLanguage ?? merchant.language;
  },
  supportLanguages: ['ID', 'EN'] satisfies Language[] as Language[],
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  announcementTypes: ['B', 'PL', 'PU', 'PR', 'H'],
  defaultExecution: 'B',
  /** A request that takes longer than this is reported as too slow (docs/product.md §8). */
  requestTimeoutMs: 30_000,
} as const;
