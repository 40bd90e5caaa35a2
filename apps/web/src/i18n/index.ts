import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '@site/contract';
import { env } from '../config/env';
import { local } from '../lib/storage';
import id from './id';
import { lazyBackend, type LazyResources } from './lazy';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof id & LazyResources;
  }
}

export type Namespace = keyof typeof id;
const NAMESPACES = Object.keys(id) as Namespace[];

/** The wire's language code (ID, EN) to the i18n/HTML one (id, en). */
export const toLocale = (language: Language) => language.toLowerCase();

/** The language stored by the switcher, or the merchant's default (SPEC §3: lang). */
export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(local.get('lang'));
  return parsed.success ? parsed.data : env.defaultLang;
}

export function currentLanguage(): Language {
  // Calls may start before i18n is ready (the first screen's are warmed at once).
  if (!i18next.isInitialized) return storedLanguage();
  const parsed = languageSchema.safeParse(i18next.language?.toUpperCase());
  return parsed.success ? parsed.data : env.defaultLang;
}

async function ensureLoaded(language: Language) {
  const locale = toLocale(language);
  if (i18next.hasResourceBundle(locale, 'common')) return;
  // Only the default language is bundled; the other arrives with its own chunk.
  const catalogue = (await import('./en')).default;
  for (const ns of NAMESPACES) i18next.addResourceBundle(locale, ns, catalogue[ns], true, true);
}

export async function initI18n(language: Language = storedLanguage()) {
  await i18next
    .use(initReactI18next)
    .use(lazyBackend)
    .init({
      lng: toLocale(DEFAULT_LANGUAGE),
      fallbackLng: toLocale(DEFAULT_LANGUAGE),
      resources: { [toLocale(DEFAULT_LANGUAGE)]: id },
      ns: [...NAMESPACES], // a copy: i18next adds the lazy namespaces it loads to this list
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  // Shown, not remembered: a merchant's default is no choice of the visitor's (SPEC §3: lang).
  if (language !== DEFAULT_LANGUAGE) await showLanguage(language);
  else document.documentElement.lang = toLocale(language);
}

async function showLanguage(language: Language) {
  await ensureLoaded(language);
  await i18next.changeLanguage(toLocale(language));
  document.documentElement.lang = toLocale(language);
}

/** Switches the interface language and remembers it (SPEC §3: lang and hisLang). */
export async function applyLanguage(language: Language) {
  await ensureLoaded(language);
  // A first switch has nothing stored yet: the language shown until now is the previous one.
  const previous = local.get('lang') ?? currentLanguage();
  if (previous !== language) local.set('hisLang', previous);
  local.set('lang', language);
  await showLanguage(language);
}

export { i18next };
