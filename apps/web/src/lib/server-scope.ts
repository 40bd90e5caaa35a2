import type { Language } from '@site/contract';

/**
 * What a server render knows of the request it renders: whose site, in which language, for
 * which host, and the fetch that answers its calls in-process. Module state in the server
 * bundle is shared by every request, so the request's own values are read through here (the
 * server entry binds it to its per-request store); in the browser there is none.
 */
export interface ServerScope {
  merchantCode: string;
  defaultLanguage: Language;
  language: Language;
  host: string;
  fetch: typeof fetch;
}

let read: () => ServerScope | undefined = () => undefined;

/** The request being rendered on the server; undefined in the browser. */
export const serverScope = (): ServerScope | undefined => read();

/** Called once by the server entry. */
export function bindServerScope(reader: () => ServerScope | undefined) {
  read = reader;
}

/** True while rendering on the server (no window): browser-only state starts at its default. */
export const onServer = () => typeof window === 'undefined';
