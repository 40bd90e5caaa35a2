import { useSyncExternalStore } from 'react';

/** Below this width the member centre is the mobile-centre panel (docs/product.md §6). */
export const SMALL_SCREEN_QUERY = '(max-width: 760px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(SMALL_SCREEN_QUERY);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(SMALL_SCREEN_QUERY).matches ?? false,
    // No screen on the server: the desktop centre, which its CSS fits to any width.
    () => false,
  );
}
