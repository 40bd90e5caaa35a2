/**
 * The site's translation engine: what it uses of i18next (namespaces loaded when a screen
 * first needs them, `ns:key` and nested keys, `{{name}}` interpolation, a language switch that
 * loads the new language's strings before it shows), in a fraction of the first JavaScript
 * (i18next and react-i18next were ~19 KB gzipped of it). Types come from i18next's (the keys
 * of every `t` are checked against the Indonesian catalogue, see ./index.ts).
 *
 * One engine per server render (its language, the namespaces it used); one in the browser.
 */
export type Loader = (language: string, namespace: string) => Promise<object>;

export interface I18nOptions {
  /** The language shown, as the catalogues name it (id, en). */
  lng: string;
  /** Namespaces loaded at once (before init's promise resolves). */
  ns: readonly string[];
  /** Strings at hand for `lng` (a server-rendered page's), by namespace: not loaded again. */
  resources?: Record<string, object>;
}

type Values = Record<string, unknown>;

export interface I18n {
  language: string;
  isInitialized: boolean;
  /** Namespaces a screen asked for: a server render sends their strings with the page. */
  readonly used: Set<string>;
  /** Starts in a language; ready at once for namespaces in `resources`. */
  init(options: I18nOptions): Promise<void>;
  t(key: string, options?: Values & { ns?: string | readonly string[] }): string;
  exists(key: string, options?: { ns?: string | readonly string[] }): boolean;
  hasLoadedNamespaces(namespaces: readonly string[]): boolean;
  loadNamespaces(namespaces: string | readonly string[]): Promise<void>;
  /** Loads, for `language`, every namespace loaded for the language shown. */
  loadLanguages(language: string): Promise<void>;
  /** Shows another language once its strings for every namespace in use are here. */
  changeLanguage(language: string): Promise<void>;
  getResourceBundle(language: string, namespace: string): object | undefined;
  /** For useSyncExternalStore: a change of language (or of strings) bumps `version`. */
  subscribe(listener: () => void): () => void;
  readonly version: number;
}

export const DEFAULT_NAMESPACE = 'common';

export function createI18n(load: Loader): I18n {
  const store = new Map<string, Map<string, object>>();
  const loading = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const bundles = (language: string) => {
    let forLanguage = store.get(language);
    if (!forLanguage) store.set(language, (forLanguage = new Map()));
    return forLanguage;
  };

  function loadOne(language: string, namespace: string): Promise<void> {
    if (bundles(language).has(namespace)) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let pending = loading.get(id);
    if (!pending) {
      pending = load(language, namespace).then(
        (strings) => {
          bundles(language).set(namespace, strings);
          loading.delete(id);
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
      loading.set(id, pending);
    }
    return pending;
  }

  /** The string at `key` (`ns:a.b` or `a.b` in the first of `namespaces` that has it). */
  function find(key: string, namespaces: string | readonly string[] | undefined) {
    let list = typeof namespaces === 'string' ? [namespaces] : (namespaces ?? [DEFAULT_NAMESPACE]);
    let path = key;
    const colon = key.indexOf(':');
    if (colon > 0) {
      list = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    for (const namespace of list) {
      let node: unknown = bundles(i18n.language).get(namespace);
      for (const part of path.split('.')) {
        node =
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
      }
      if (typeof node === 'string') return { path, text: node };
    }
    return { path, text: undefined };
  }

  /**
   * With a numeric `count`, i18next's plural keys: `key_one`, `key_other` … by the language's
   * plural rules (Intl.PluralRules), else `key_other`, else the key itself.
   */
  function pluralKey(key: string, options: { ns?: string | readonly string[]; count?: unknown }) {
    if (typeof options.count !== 'number') return key;
    const rule = new Intl.PluralRules(i18n.language || undefined).select(options.count);
    for (const candidate of [`${key}_${rule}`, `${key}_other`]) {
      if (find(candidate, options.ns).text !== undefined) return candidate;
    }
    return key;
  }

  const i18n: I18n = {
    language: '',
    isInitialized: false,
    used: new Set(),
    get version() {
      return version;
    },
    init({ lng, ns, resources }) {
      i18n.language = lng;
      for (const [namespace, strings] of Object.entries(resources ?? {})) {
        bundles(lng).set(namespace, strings);
      }
      i18n.isInitialized = true;
      changed();
      return i18n.loadNamespaces(ns);
    },
    t(key, options = {}) {
      const { path, text } = find(pluralKey(key, options), options.ns);
      if (text === undefined) return path;
      // As i18next does with escapeValue off: values in as they are; an unknown name stays.
      return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
        const value = options[name];
        return value === undefined || value === null ? whole : String(value);
      });
    },
    exists(key, options = {}) {
      return find(key, options.ns).text !== undefined;
    },
    hasLoadedNamespaces(namespaces) {
      const loaded = bundles(i18n.language);
      return namespaces.every((namespace) => loaded.has(namespace));
    },
    async loadNamespaces(namespaces) {
      const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
      const language = i18n.language;
      if (list.every((namespace) => bundles(language).has(namespace))) return;
      await Promise.all(list.map((namespace) => loadOne(language, namespace)));
      changed();
    },
    async loadLanguages(language) {
      const inUse = [...bundles(i18n.language).keys()];
      await Promise.all(inUse.map((namespace) => loadOne(language, namespace)));
    },
    async changeLanguage(language) {
      await i18n.loadLanguages(language);
      i18n.language = language;
      changed();
    },
    getResourceBundle(language, namespace) {
      return store.get(language)?.get(namespace);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}
