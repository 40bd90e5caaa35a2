import { useCallback, useSyncExternalStore } from 'react';

/** The desktop breakpoint: the side menu becomes a column and the header shows its tabs. */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Whether a media query matches. A server render (and the hydration that follows it) has no
 * screen: it takes `serverValue`, chosen so that the CSS alone lays the page out right at any
 * width; the real value follows once hydrated.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => serverValue,
  );
}
