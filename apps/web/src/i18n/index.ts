import { isLanguage, type Language } from '@site/contract/headers.js';
import { env } from '../config/env';
import { cookies } from '../lib/cookies';
import { serverScope } from '../lib/server-scope';
import { local } from '../lib/storage';
import type id from './id';
import { createI18n } from './engine';
import { CORE_NAMESPACES, loadNamespace, type LazyResources } from './lazy';
import { setDefaultI18n } from './react';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof id & LazyResources;
  }
}

export type Namespace = keyof typeof id | keyof LazyResources;

/** The wire's language code (ID, EN) to the i18n/HTML one (id, en). */
export const toLocale = (language: Language) => language.toLowerCase();

/** The browser's translation engine (a server render makes its own per request). */
export const i18next = createI18n(loadNamespace);
setDefaultI18n(i18next);

/** The language stored by the switcher, or the merchant's default (docs/product.md §3: lang). */
export function storedLanguage(): Language {
  const stored = local.get('lang');
  return isLanguage(stored) ? stored : env.defaultLang;
}

export function currentLanguage(): Language {
  const scope = serverScope();
  if (scope) return scope.language;
  // Calls may start before i18n is ready (the first screen's are warmed at once).
  if (!i18next.isInitialized) return storedLanguage();
  const shown = i18next.language?.toUpperCase();
  return isLanguage(shown) ? shown : env.defaultLang;
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
  await i18next.init({
    lng: toLocale(language),
    ns: resources ? Object.keys(resources) : CORE_NAMESPACES,
    resources,
  });
  // Shown, not remembered: a merchant's default is no choice of the visitor's (docs/product.md §3:
  // lang).
  document.documentElement.lang = toLocale(language);
}

/**
 * Starts the interface at once with the strings a server-rendered page handed over: nothing to
 * fetch, so the engine is ready in this task and the page hydrates without waiting (or
 * suspending).
 */
export function startI18nWith(language: Language, resources: Record<string, object>) {
  void i18next.init({ lng: toLocale(language), ns: Object.keys(resources), resources });
  document.documentElement.lang = toLocale(language);
}

/** Shows another language: its strings for every namespace in use first, then the switch. */
export async function showLanguage(language: Language) {
  await i18next.loadLanguages(toLocale(language));
  await i18next.changeLanguage(toLocale(language));
  document.documentElement.lang = toLocale(language);
}

/**
 * Switches the interface language and remembers it (docs/product.md §3: lang and hisLang), in a
 * cookie
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
