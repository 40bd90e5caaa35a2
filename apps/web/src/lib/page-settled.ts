/** Resolves once the page and its first images have loaded. */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The longest an idle moment is waited for after the load. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Resolves once the page has loaded and then the browser has had an idle moment (or after
 * IDLE_TIMEOUT_MS): for what may wait until the first screen is up and answering, such as a
 * popup, so that its code and styles do not compete with the first paint and the hydration.
 */
export function pageSettled(): Promise<void> {
  return pageLoaded().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
        // Safari has no idle callback: the next turn after the load will do.
        else setTimeout(resolve, 0);
      }),
  );
}
