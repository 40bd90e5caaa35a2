import { systemCalls } from '@site/contract';

/** Paths that belong to the API: never answered with the web app's index.html. */
const apiPrefixes = ['/wps/', '/lgw/', '/ops/', '/__dev/', '/media/', '/download/', '/cs/'];

export const isApiPath = (url: string) =>
  apiPrefixes.some((p) => url.startsWith(p) || url.split('?')[0] === p.slice(0, -1));

/**
 * Calls that keep answering during maintenance and region restriction, so the web app can
 * show the maintenance or restriction page: the system calls and the encryption key.
 */
export const isSiteGuarded = (path: string) =>
  (path.startsWith('/wps/') || path.startsWith('/lgw/')) &&
  !path.startsWith('/wps/system/') &&
  path !== systemCalls.rsaKey.path;
