import { systemCalls } from '@site/contract';

/** Paths that belong to the API: never answered with the web app's index.html. */
const apiPrefixes = [
  '/wps/',
  '/lgw/',
  '/ops/',
  '/__dev/',
  '/media/',
  '/download/',
  '/cs/',
  // The house game page and its calls (routes/house): never the web app's index.html.
  '/house/',
];

export const isApiPath = (path: string) =>
  apiPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));

/**
 * Calls that keep answering during maintenance and region restriction, so the web app can
 * show the maintenance or restriction page: the system calls and the encryption key.
 */
export const isSiteGuarded = (path: string) =>
  (path.startsWith('/wps/') || path.startsWith('/lgw/')) &&
  !path.startsWith('/wps/system/') &&
  path !== systemCalls.rsaKey.path;
