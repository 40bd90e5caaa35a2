import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { i18n as I18nextInstance, TFunction } from 'i18next';
import type { Trans as TypedTrans, useTranslation as typedUseTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE, type I18n } from './engine';

/**
 * The React side of the translation engine (./engine.ts), with react-i18next's signatures
 * (so every `t` key stays checked): `useTranslation(ns)` suspends until its namespaces are
 * here and renders again when the language changes; `Trans` puts elements into a string.
 */
const I18nContext = createContext<I18n | null>(null);

let fallback: I18n | undefined;

/** The browser's engine, for components outside any provider (./index.ts sets it). */
export function setDefaultI18n(i18n: I18n) {
  fallback = i18n;
}

/** A server render's own engine for its tree. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useEngine(): I18n {
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error('useTranslation before the i18n engine started (i18n/index.ts)');
  return i18n;
}

function useTranslationHook(namespaces?: string | readonly string[]) {
  const i18n = useEngine();
  const list =
    namespaces === undefined
      ? [DEFAULT_NAMESPACE]
      : typeof namespaces === 'string'
        ? [namespaces]
        : namespaces;
  const first = list[0] ?? DEFAULT_NAMESPACE;
  // A language switch (or strings arriving) renders every user again.
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.version,
    () => i18n.version,
  );
  const language = i18n.language;
  const t = useMemo(
    // `language` keeps `t` new per language, as react-i18next's is (effects may depend on it).
    () =>
      Object.assign((key: string, options?: object) => i18n.t(key, { ns: first, ...options }), {
        language,
      }),
    [i18n, first, language],
  );
  for (const namespace of list) i18n.used.add(namespace);
  if (!i18n.hasLoadedNamespaces(list)) {
    // Suspense, as react-i18next does: the promise is thrown until the strings arrive.
    throw i18n.loadNamespaces(list);
  }
  return { t, i18n, ready: true };
}

export const useTranslation = useTranslationHook as unknown as typeof typedUseTranslation;

/** The engine as i18next's type, for code that reads `i18n.language` or `i18n.exists`. */
export type { I18nextInstance };

/**
 * `<Trans t={t} i18nKey="a.b" components={{ name: <a … /> }} />`: the string with each
 * `<name>text</name>` as that element around its text (the only form the catalogues use).
 */
function TransComponent({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: object;
  components?: Record<string, ReactElement>;
}) {
  const text = (t as unknown as (key: string, options?: object) => string)(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    if (match.index > at) parts.push(text.slice(at, match.index));
    const name = match[1] ?? match[3]!;
    const element = components[name];
    parts.push(
      isValidElement(element) ? (
        cloneElement(element, { key: parts.length }, match[2])
      ) : (
        <Fragment key={parts.length}>{match[2]}</Fragment>
      ),
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

export const Trans = TransComponent as unknown as typeof TypedTrans;
