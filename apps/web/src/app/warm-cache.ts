import type { QueryClient } from '@tanstack/react-query';
import { contentQueries } from '../api/content';
import { gameQueries } from '../api/games';
import { systemQueries } from '../api/system';
import { paths } from '../config/paths';

/** Asks the browser for an image now, at high priority, before any component wants it. */
function preloadImage(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = href;
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/**
 * Starts the first screen's work together while the app renders, so nothing waits behind
 * the status check: the calls of the header (and of the home page), and the home page's
 * first banner, which is the largest paint.
 */
export function warmCache(client: QueryClient, pathname: string) {
  void client.prefetchQuery(systemQueries.status());
  void client.prefetchQuery(gameQueries.menus());
  void client.prefetchQuery(gameQueries.vendors());
  if (pathname !== '/' && pathname !== paths.home && pathname !== '/index.html') return;
  void client.prefetchQuery(gameQueries.hot());
  void client.fetchQuery(contentQueries.announcements()).then(
    ({ banners }) => banners[0]?.imageUrl && preloadImage(banners[0].imageUrl),
    () => undefined,
  );
}
