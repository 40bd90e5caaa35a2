/**
 * Every browser storage key of docs/product.md §3, in one module. Nothing else touches
 * sessionStorage or localStorage directly.
 */
export const SESSION_KEYS = [
  'token',
  'isAgent',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'toUpline',
  'memberLabel',
  'wallet',
  'settings',
  'routers',
  'validate',
  'merchantWallet',
  'consolidated',
  'gameVendor',
  'favGames',
  'index_notice',
  'iframeUrl',
  'enableSalary',
  'enableContract',
  'cpw',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/** index_notice's value once the home's popup notices were shown (or spared) this session. */
export const INDEX_NOTICE_SHOWN = '1';

/** docs/product.md §3's lang and hisLang, plus hideBalance: a member's *** choice lasts to the next visit. */
export const LOCAL_KEYS = ['lang', 'hisLang', 'hideBalance'] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

/** Kept when the session is cleared on logout or a dead token (docs/product.md §4). */
const KEPT_ON_CLEAR: readonly SessionKey[] = ['merchant', 'merchantCode'];

/**
 * The house game page, a frame of the same origin, keeps its game sessions and rounds in
 * flight in this tab's storage under this prefix (apps/house/src/storage.ts).
 * They belong to the site session that launched them, so they go with it.
 */
const HOUSE_PAGE_PREFIX = 'house.';

function removeHousePageKeys() {
  // Backwards: removing a key renumbers the ones after it.
  for (let i = sessionStorage.length - 1; i >= 0; i--) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(HOUSE_PAGE_PREFIX)) sessionStorage.removeItem(key);
  }
}

// Storage can throw (private mode, quota, disabled cookies): the site must still work. A server
// render has no visitor's storage (whatever the runtime offers belongs to no one).
function safe<T>(fn: () => T, fallback: T): T {
  if (typeof window === 'undefined') return fallback;
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (key: SessionKey): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string) =>
    safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey) => safe(() => sessionStorage.removeItem(key), undefined),
  getJson<T>(key: SessionKey): T | null {
    const raw = session.get(key);
    return raw === null ? null : safe(() => JSON.parse(raw) as T, null);
  },
  setJson: (key: SessionKey, value: unknown) => session.set(key, JSON.stringify(value)),
  /** Ends the session in this tab, keeping the merchant keys; the house page's keys go too. */
  clear() {
    for (const key of SESSION_KEYS) if (!KEPT_ON_CLEAR.includes(key)) session.remove(key);
    safe(removeHousePageKeys, undefined);
  },
};

export const local = {
  get: (key: LocalKey): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string) => safe(() => localStorage.setItem(key, value), undefined),
};
