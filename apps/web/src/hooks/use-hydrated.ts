import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates its HTML, true from the render after:
 * what only the browser knows (its storage, its settings) may show from then on, and the
 * hydrating render still matches the server's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
