/**
 * The remembered-login cookies of docs/product.md §3, kept for a day (docs/product.md §9), and
 * `lang`, the stored
 * language (docs/product.md §3: lang) mirrored for the server, which renders the page in it. Only
 * these
 * names are written; nothing else in the app touches document.cookie.
 */
export const COOKIE_NAMES = ['last-user', 'loginRemember', 'loginTypeSms', 'lang'] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];

export const REMEMBER_COOKIE_DAYS = 1;

export const cookies = {
  get(name: CookieName): string | null {
    const prefix = `${name}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    if (entry === undefined) return null;
    try {
      return decodeURIComponent(entry.slice(prefix.length));
    } catch {
      return null;
    }
  },
  set(name: CookieName, value: string, days = REMEMBER_COOKIE_DAYS) {
    const maxAge = Math.round(days * 24 * 60 * 60);
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
  },
  remove(name: CookieName) {
    document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
  },
  getJson<T>(name: CookieName): T | null {
    const raw = cookies.get(name);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
};
