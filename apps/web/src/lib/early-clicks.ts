import { loginShellOpen } from './login-shell';

/**
 * Clicks on a server-rendered page that arrive before React has taken it over. React drops a
 * click on a part it cannot hydrate at once (the button's handler is not there yet), so a
 * visitor's "Masuk" would do nothing. Until the page is hydrated, clicks are held here (their
 * default action too: a link followed before hydration would load the whole page again) and
 * the last one is clicked again once it is: on the same element when React kept the server's
 * nodes, which hydration does.
 *
 * `<html data-hydrated>` says the page is React's: the e2e journeys wait for it after each load.
 */
let held: Element | null = null;
let holding = false;

// start-after-paint.ts holds clicks the same way before the app has loaded; it keeps its own
// copy because an import there would be one more request before the app's.
function hold(event: MouseEvent) {
  // Only the visitor's own primary clicks; a click made by a script (or a replay) passes.
  if (!event.isTrusted || event.button !== 0) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = target;
}

/** From now until hydrated(): clicks in #root are held. */
export function holdClicks() {
  if (holding || typeof document === 'undefined') return;
  holding = true;
  // A server-rendered page's start script holds them until then (start-after-paint.ts): it
  // also answers a click on the login at once, which this copy cannot.
  if (window.heldClicks) return;
  document.addEventListener('click', hold, true);
}

/**
 * The page is React's: mark it, stop holding, and click again what the visitor clicked. When
 * that click opened the login's stand-in, the app's login takes over from it instead
 * (`openLogin`): the stand-in covers the page, so the click could not land again.
 */
export function hydrated(openLogin: () => void = () => {}) {
  document.documentElement.dataset.hydrated = '';
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  const target = window.heldClicks?.release() ?? held;
  held = null;
  if (loginShellOpen()) openLogin();
  else if (target?.isConnected && target instanceof HTMLElement) target.click();
}

/**
 * A page rendered afresh instead (not hydrated): its server nodes are about to go, so nothing is
 * held or clicked again (a link on them still loads its page); the login's stand-in, if open,
 * is still the app's to take over (`openLogin`).
 */
export function stopHoldingClicks(openLogin: () => void = () => {}) {
  window.heldClicks?.release();
  holding = false;
  held = null;
  document.removeEventListener('click', hold, true);
  if (loginShellOpen()) openLogin();
}
