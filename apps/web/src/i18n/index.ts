import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageSchema, type Language } from '@site/contract';
import { env } from '../config/env';
import { cookies } from '../lib/cookies';
import { serverScope } from '../lib/server-scope';
import { local } from '../lib/storage';
import type id from './id';
import { CORE_NAMESPACES, lazyBackend, type LazyResources } from './lazy';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof id & LazyResources;
  }
}

export type Namespace = keyof typeof id | keyof LazyResources;

/** The wire's language code (ID, EN) to the i18n/HTML one (id, en). */
export const toLocale = (language: Language) => language.toLowerCase();

/** The options every i18next instance of the site shares (the browser's and each server render's). */
export const i18nOptions = (language: Language) => ({
  lng: toLocale(language),
  // No fallback: English has every key Indonesian has (i18n/en), and a fallback would load
  // the other language's strings on every page.
  fallbackLng: false as const,
  defaultNS: 'common' as const,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language stored by the switcher, or the merchant's default (SPEC §3: lang). */
export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(local.get('lang'));
  return parsed.success ? parsed.data : env.defaultLang;
}

export function currentLanguage(): Language {
  const scope = serverScope();
  if (scope) return scope.language;
  // Calls may start before i18n is ready (the first screen's are warmed at once).
  if (!i18next.isInitialized) return storedLanguage();
  const parsed = languageSchema.safeParse(i18next.language?.toUpperCase());
  return parsed.success ? parsed.data : env.defaultLang;
}

/**
 * Starts the interface in a language. A server-rendered page hands over the strings it used
 * (`resources`), so nothing is fetched before hydration; otherwise the site's own namespaces
 * arrive in one chunk first.
 */
export async function initI18n(
  language: Language = storedLanguage(),
  resources?: Record<string, object>,
) {
  await i18next
    .use(initReactI18next)
    .use(lazyBackend)
    .init({
      ...i18nOptions(language),
      resources: resources ? ({ [toLocale(language)]: resources } as Resource) : undefined,
      // A copy: i18next adds the lazy namespaces it loads to this list.
      ns: resources ? Object.keys(resources) : [...CORE_NAMESPACES],
    });
  // Shown, not remembered: a merchant's default is no choice of the visitor's (SPEC §3: lang).
  document.documentElement.lang = toLocale(language);
}

/**
 * Starts the interface at once with the strings a server-rendered page handed over: nothing to
 * fetch, so i18next is ready in this task and the page hydrates without waiting (or suspending).
 */
export function startI18nWith(language: Language, resources: Record<string, object>) {
  void i18next
    .use(initReactI18next)
    .use(lazyBackend)
    .init({
      ...i18nOptions(language),
      initAsync: false,
      resources: { [toLocale(language)]: resources } as Resource,
      ns: Object.keys(resources),
    });
  document.documentElement.lang = toLocale(language);
}

/** Shows another language: its strings for every namespace in use first, then the switch. */
export async function showLanguage(language: Language) {
  await i18next.loadLanguages(toLocale(language));
  await i18next.changeLanguage(toLocale(language));
  document.documentElement.lang = toLocale(language);
}

/**
 * Switches the interface language and remembers it (SPEC §3: lang and hisLang), in a cookie
 * too, so the server renders the next page in it.
 */
export async function applyLanguage(language: Language) {
  // A first switch has nothing stored yet: the language shown until now is the previous one.
  const previous = local.get('lang') ?? currentLanguage();
  if (previous !== language) local.set('hisLang', previous);
  local.set('lang', language);
  cookies.set('lang', language, LANGUAGE_COOKIE_DAYS);
  await showLanguage(language);
}

/** The language cookie lasts as long as a stored choice reasonably does. */
const LANGUAGE_COOKIE_DAYS = 365;

/** A choice stored before the cookie existed reaches the server from the next page on. */
export function mirrorLanguageCookie() {
  const chosen = local.get('lang');
  if (chosen && cookies.get('lang') !== chosen) cookies.set('lang', chosen, LANGUAGE_COOKIE_DAYS);
}

export { i18next };
