import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@site/contract';
import { AppProvider } from './app/provider';
import { AppRoutes, serverRendered } from './app/router';
import { env } from './config/env';
import { toLocale } from './i18n';
import { createI18n, type I18n } from './i18n/engine';
import { CORE_NAMESPACES, loadNamespace } from './i18n/lazy';
import { I18nProvider } from './i18n/react';
import { createQueryClient } from './lib/query-client';
import { LOGIN_SHELL_ID } from './lib/login-shell';
import { RenderNowContext } from './lib/render-now';
import { RenderReportContext, type RenderReport } from './lib/render-report';
import { bindServerScope, type ServerScope } from './lib/server-scope';
import { escapeState, type PageState } from './page-state';

/** One entry of Vite's build manifest (build.manifest). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** The language to render in (the visitor's `lang` cookie, else the merchant's default). */
  language: Language;
  merchant: { code: string; defaultLanguage: Language };
  /** The host the visitor asked (the status check's `url`). */
  host: string;
  /** Answers the render's calls (the platform itself, for this request only). */
  fetch: typeof fetch;
  /** The client build's manifest and a reader of its files: links and styles for the head. */
  manifest?: Manifest;
  readAsset?: (file: string) => string | undefined;
}

export interface RenderResult {
  status: number;
  /** Text of the page's <title>; undefined leaves the platform's (the brand's). */
  title?: string;
  /** Tags for the head: the rendered lazy modules' styles inline (and their modulepreloads). */
  head: string;
  /** The page's scripts, in place of the template's module script and modulepreloads. */
  scripts?: string;
  /** The content of #root. */
  html: string;
  /** The <script id="ssr" type="application/json"> element the browser hydrates from. */
  state: string;
}

const scopes = new AsyncLocalStorage<ServerScope>();
bindServerScope(() => scopes.getStore());

/** How long the first screen's calls may take before the page is sent with what it has. */
const DATA_BUDGET_MS = 2_000;
/** Renders that may discover more calls (a list's items after the list). */
const MAX_PASSES = 3;

/**
 * Renders a public first screen for one request: its own query cache, translation engine and
 * scope (merchant, language, fetch), the screen's calls answered before the final render, lazy
 * modules rendered in full. Null for pages the browser renders (session, storage, operator HTML).
 */
export async function render(input: RenderInput): Promise<RenderResult | null> {
  const { pathname } = new URL(input.url, 'http://site.invalid');
  // With loginedToHomePage a visitor is sent to /login, which only the browser can decide.
  if (env.loginedToHomePage || !serverRendered(pathname)) return null;
  const scope: ServerScope = {
    merchantCode: input.merchant.code,
    defaultLanguage: input.merchant.defaultLanguage,
    language: input.language,
    host: input.host,
    fetch: input.fetch,
  };
  return scopes.run(scope, () => renderInScope(input));
}

async function renderInScope(input: RenderInput): Promise<RenderResult> {
  const client = createQueryClient();
  // The browser retries; a page waiting on retries would only arrive later.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const i18n = await serverI18n(input.language);
  const found = {
    title: undefined as string | undefined,
    status: 200,
    modules: new Map<string, boolean>(),
  };
  const report: RenderReport = {
    setTitle: (title) => (found.title = title),
    setStatus: (status) => (found.status = status),
    addModule: (key, preload) => found.modules.set(key, preload || !!found.modules.get(key)),
  };
  // Each pass renders at its own instant; the last one's is the page's (and the browser's).
  let now = Date.now();
  const app = () => (
    <StrictMode>
      <AppProvider client={client}>
        <I18nProvider i18n={i18n}>
          <RenderReportContext.Provider value={report}>
            <RenderNowContext.Provider value={now}>
              <StaticRouter location={input.url}>
                <AppRoutes />
              </StaticRouter>
            </RenderNowContext.Provider>
          </RenderReportContext.Provider>
        </I18nProvider>
      </AppProvider>
    </StrictMode>
  );

  let html = await prerender(app());
  const deadline = Date.now() + DATA_BUDGET_MS;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const waiting = unfetched(client);
    if (waiting.length === 0 || Date.now() >= deadline) break;
    await within(deadline - Date.now(), Promise.allSettled(waiting.map((query) => query.fetch())));
    // A call still running when the time is up is stopped: the page shows it loading, and an
    // answer landing during the render or before the state is taken would reach the browser's
    // hydrating render but not the HTML (a hydration mismatch, React #418, seen under load).
    await client.cancelQueries({ fetchStatus: 'fetching' });
    now = Date.now();
    html = await prerender(app());
  }

  const used = [...i18n.used];
  const namespaces = [...new Set([...ALWAYS_SENT, ...used])];
  const state: PageState = {
    language: input.language,
    queries: dehydrate(client),
    strings: Object.fromEntries(
      namespaces.map((ns) => [ns, i18n.getResourceBundle(toLocale(input.language), ns) as object]),
    ),
    modules: [...found.modules].filter(([, preload]) => preload).map(([key]) => key),
    now,
  };
  client.clear();
  // React puts the resources it hoists (the preload of the largest image, with its priority)
  // before the app's HTML: they belong in the head, and #root must hold only the app.
  const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  const links = input.manifest ? headFor(found.modules, input.manifest, input.readAsset) : '';
  // The start script, and the login's stand-in it opens (only it does).
  const started = input.manifest ? appScripts(found.modules, input.manifest) : undefined;
  return {
    status: found.status,
    title: found.title,
    head: hoisted + links,
    scripts: started === undefined ? undefined : started + loginShell(i18n, input.language),
    html: html.slice(hoisted.length),
    state: `<script id="ssr" type="application/json">${escapeState(state)}</script>`,
  };
}

/** Strings every page may use without naming them (errors, shared words, the shell's). */
const ALWAYS_SENT = ['common', 'errors', 'layout', 'system'];

/** The request's own translation engine, every namespace of its language loaded. */
async function serverI18n(language: Language): Promise<I18n> {
  const i18n = createI18n(loadNamespace);
  await i18n.init({
    lng: toLocale(language),
    ns: [
      ...CORE_NAMESPACES,
      'auth',
      'registration',
      'member',
      'payments',
      'wallet',
      'play',
      'games',
    ],
  });
  return i18n;
}

/** The page's HTML once every lazy module has rendered (Suspense resolved, not its fallback). */
async function prerender(app: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app, {
    // Every boundary inline: outlined ones are revealed by inline scripts, which the CSP
    // (script-src 'self') refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A part that failed renders its fallback, as in the browser; the page still goes out.
      if (!(error instanceof Error && /bail out|client render/i.test(error.message))) {
        console.warn('server render:', error);
      }
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Queries the render asked for that have not been fetched (and may be). */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled, queryFn } = query.options as {
        enabled?: boolean | ((query: Query) => boolean);
        queryFn?: unknown;
      };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return (
        on &&
        queryFn !== undefined &&
        queryFn !== skipToken &&
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle'
      );
    });
}

function within(ms: number, work: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, ms))));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const escapeAttr = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The build's page entry (index.html's module script) and the script that starts it. */
const PAGE_ENTRY = 'index.html';
const START_SCRIPT = 'src/start-after-paint.ts';
/**
 * The login's stand-in, in the page's language, as an inert template: the start script opens it
 * at once on a click on the login, before the app has come (start-after-paint.ts), and the app's
 * login takes over from it (lib/login-shell.ts). The markup is the app's Dialog and LoginForm's,
 * so it looks the same; in the HTML rather than in the start script, which stays small.
 */
function loginShell(i18n: I18n, language: Language): string {
  const words = i18n.getResourceBundle(toLocale(language), 'auth') as {
    login: Record<'title' | 'username' | 'password' | 'submit', string>;
  };
  const { close } = i18n.getResourceBundle(toLocale(language), 'common') as { close: string };
  const { title, username, password, submit } = words.login;
  const id = LOGIN_SHELL_ID;
  const field = (name: string, label: string, attributes: string) =>
    `<div class="auth-field"><label class="auth-field__label" for="${id}-${name}">${escapeAttr(label)}</label>` +
    `<div class="auth-field__row"><input class="auth-field__input" id="${id}-${name}" name="${name}" ${attributes}></div></div>`;
  return (
    `<template id="${id}-template"><dialog id="${id}" class="dialog dialog--dialog" aria-labelledby="${id}-title">` +
    '<div class="dialog__panel"><div class="dialog__header">' +
    `<h2 class="dialog__title" id="${id}-title">${escapeAttr(title)}</h2>` +
    `<button type="button" class="dialog__close" aria-label="${escapeAttr(close)}">` +
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button>' +
    '</div><div class="dialog__body"><form class="auth-form" novalidate>' +
    field(
      'username',
      username,
      'autocomplete="username" autocapitalize="none" spellcheck="false"',
    ) +
    field('password', password, 'type="password" autocomplete="current-password"') +
    `<button type="submit" class="button auth-form__submit">${escapeAttr(submit)}</button>` +
    '</form></div></div></dialog></template>'
  );
}

/** The login modal, which the start script fetches first when the visitor asks for it. */
const LOGIN_MODAL = 'src/features/auth/components/login-modal.tsx';

/** The manifest keys a module needs loaded with it: itself and what it imports, transitively. */
function graphOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) graphOf(manifest, imported, into);
  return into;
}

/**
 * The chunks the rendered lazy modules need beyond the page entry's, each with whether it is
 * preloaded (not for modules rendered with preload: false).
 */
function renderedChunks(modules: Map<string, boolean>, manifest: Manifest): Map<string, boolean> {
  const inEntry = graphOf(manifest, PAGE_ENTRY);
  const wanted = new Map<string, boolean>();
  for (const [key, preload] of modules) {
    for (const part of graphOf(manifest, key)) {
      if (!inEntry.has(part)) wanted.set(part, preload || !!wanted.get(part));
    }
  }
  return wanted;
}

/**
 * The head's tags for the rendered lazy modules: the styles of all of them inline (a second
 * stylesheet link would hold the first paint back, and without the styles the page would paint
 * unstyled until its chunk arrived) and, with a build that has no start script
 * (start-after-paint.ts), their chunks as modulepreloads.
 */
export function headFor(
  modules: Map<string, boolean>,
  manifest: Manifest,
  readAsset: (file: string) => string | undefined = () => undefined,
): string {
  const chunks = renderedChunks(modules, manifest);
  const tags: string[] = [];
  if (!manifest[START_SCRIPT]) {
    for (const [key, preload] of chunks) {
      if (preload)
        tags.push(
          `<link rel="modulepreload" crossorigin href="/${escapeAttr(manifest[key]!.file)}">`,
        );
    }
  }
  const styles = new Set([...chunks.keys()].flatMap((key) => manifest[key]!.css ?? []));
  for (const css of styles) {
    const text = readAsset(css);
    if (text === undefined) continue;
    tags.push(
      `<style data-href="/${escapeAttr(css)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  return tags.join('');
}

/**
 * The page's one script: the start script, which fetches the app once the page has painted,
 * naming the page entry and the modules to preload with it (the entry's imports and the
 * rendered modules' chunks), and the login's chunks and styles beyond those, fetched first when
 * a click asks for the login before the app has come. Undefined with a build that has no start
 * script: the page keeps the template's module script and preloads.
 */
export function appScripts(modules: Map<string, boolean>, manifest: Manifest): string | undefined {
  const start = manifest[START_SCRIPT];
  const entry = manifest[PAGE_ENTRY];
  if (!start || !entry) return undefined;
  const inEntry = graphOf(manifest, PAGE_ENTRY);
  const preload = [...inEntry]
    .filter((key) => key !== PAGE_ENTRY)
    .concat([...renderedChunks(modules, manifest)].filter(([, on]) => on).map(([key]) => key))
    .map((key) => `/${manifest[key]!.file}`);
  const login = [...graphOf(manifest, LOGIN_MODAL)].filter((key) => !inEntry.has(key));
  const loginFiles = login
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => !preload.includes(file))
    .concat(login.flatMap((key) => (manifest[key]!.css ?? []).map((css) => `/${css}`)));
  return (
    `<script type="module" fetchpriority="low" crossorigin src="/${escapeAttr(start.file)}"` +
    ` data-app="/${escapeAttr(entry.file)}" data-preload="${escapeAttr(preload.join(' '))}"` +
    `${loginFiles.length > 0 ? ` data-login="${escapeAttr(loginFiles.join(' '))}"` : ''}></script>`
  );
}
