import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageSchema, type Language } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageBrand } from './brand-page.js';

/** What the web app's server entry (apps/web/src/entry-server.tsx) answers. */
export interface RenderedPage {
  status: number;
  title?: string;
  head: string;
  html: string;
  state: string;
  /** The page's scripts, in place of the template's module script and modulepreloads. */
  scripts?: string;
}

interface RenderInput {
  url: string;
  language: Language;
  merchant: { code: string; defaultLanguage: Language };
  host: string;
  fetch: typeof fetch;
  manifest?: unknown;
  readAsset?: (file: string) => string | undefined;
}

interface ServerEntry {
  render(input: RenderInput): Promise<RenderedPage | null>;
}

export type PageRender = (
  request: FastifyRequest,
  merchant: PageBrand,
) => Promise<RenderedPage | null>;

/** The server entry beside the served build: apps/web/dist-server next to apps/web/dist. */
export const serverEntryOf = (webDist: string) =>
  join(dirname(webDist), 'dist-server', 'entry-server.js');

/**
 * Renders the web app's public first screens on the server, for one request at a time: the
 * render's calls are answered by this platform in-process (app.inject, with the visitor's
 * address), each request with its own fetch. The entry, the build manifest and the styles it
 * inlines are read again when the build changes. Null when there is no server entry (an older
 * build) or the page is one the browser renders.
 */
export function pageRenderer(app: FastifyInstance, webDist: string): PageRender {
  const entryPath = serverEntryOf(webDist);
  let entry: { version: number; module: Promise<ServerEntry> } | undefined;
  let manifest: { version: number; value: unknown } | undefined;
  const assets = new Map<string, string | undefined>();

  const versionOf = (path: string) => {
    try {
      return statSync(path).mtimeMs;
    } catch {
      return undefined;
    }
  };

  function serverEntry(): Promise<ServerEntry> | undefined {
    const version = versionOf(entryPath);
    if (version === undefined) return undefined;
    if (entry?.version !== version) {
      // A new URL per build: Node caches modules by URL, and a rebuild must be served at once.
      const url = `${pathToFileURL(entryPath).href}?v=${version}`;
      entry = { version, module: import(url) as Promise<ServerEntry> };
      assets.clear();
    }
    return entry.module;
  }

  function buildManifest(): unknown {
    const path = join(webDist, '.vite', 'manifest.json');
    const version = versionOf(path);
    if (version === undefined) return undefined;
    if (manifest?.version !== version) {
      manifest = { version, value: JSON.parse(readFileSync(path, 'utf8')) as unknown };
    }
    return manifest.value;
  }

  function readAsset(file: string): string | undefined {
    if (!assets.has(file)) {
      // Only the build's own assets/ folder: a manifest entry is a file name, never a path out.
      const safe = /^assets\/[\w.-]+\.css$/.test(file);
      let text: string | undefined;
      try {
        text = safe ? readFileSync(join(webDist, file), 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      assets.set(file, text);
    }
    return assets.get(file);
  }

  return async (request, merchant) => {
    const module = serverEntry();
    if (!module) return null;
    const { render } = await module;
    return render({
      url: request.url,
      language: languageOf(request) ?? merchant.defaultLanguage,
      merchant: { code: merchant.code, defaultLanguage: merchant.defaultLanguage },
      host: request.host,
      fetch: injectFetch(app, request),
      manifest: buildManifest(),
      readAsset,
    });
  };
}

/** The visitor's chosen language, which the web app mirrors into the `lang` cookie. */
function languageOf(request: FastifyRequest): Language | undefined {
  const cookie = request.headers.cookie ?? '';
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A fetch answered by this platform in-process, for one page request: the calls come from the
 * visitor's address (a region check must see the visitor, not the server), with no cookies or
 * session of theirs.
 */
function injectFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.local');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const forwarded = page.headers['x-forwarded-for'];
    if (typeof forwarded === 'string') headers['x-forwarded-for'] = forwarded;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: page.socket.remoteAddress,
      signal: init?.signal ?? undefined,
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') answer.set(name, value);
    }
    const empty = [204, 205, 304].includes(response.statusCode);
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answer,
    });
  };
}
