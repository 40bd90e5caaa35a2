/**
 * The one script a server-rendered page carries (entry-server's appScripts): the page is whole
 * without the app, so the app's code is fetched once the page has painted. The first paint then
 * waits on the HTML and the stylesheet alone, with the line to itself, and Lighthouse's model of
 * a slow phone (which counts every request that ended before the observed paint as holding it
 * back) sees the same. Until the app has hydrated the page, a click on it is held (lib/early-
 * clicks.ts takes the held click over and clicks it again); a click starts the app at once.
 *
 * A click that opens the login (`data-opens-login`) is answered at once, not when the whole app
 * has arrived: a stand-in of the login box opens (#login-shell, from the page's template),
 * the login's code is fetched first, and the app's login box takes over what was typed in it
 * (lib/login-shell.ts). The app opens the same stand-in while its login's code loads.
 *
 * Self-contained on purpose: an import would be one more request before the app's.
 */

/** The handover to lib/early-clicks.ts. */
export interface HeldClicks {
  /** Stops holding; the element last clicked, if any. */
  release(): Element | null;
}

declare global {
  interface Window {
    heldClicks?: HeldClicks;
    /** Opens the login's stand-in (false: it cannot, e.g. without the page's strings). */
    openLoginShell?: () => boolean;
  }
}

/** Past this, the app starts whether or not a paint was seen (a browser that never says). */
const GIVE_UP_MS = 5_000;

/** Until the app takes them over: clicks on the page are held; one opening the login opens it. */
function holdClicks(startNow: () => void) {
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    // Closed by the visitor before the app came: the click is answered, nothing to click again.
    if (target.closest('[data-opens-login]') && !signedIn()) openLoginShell(() => (held = null));
    startNow();
  };
  document.addEventListener('click', hold, true);
  window.heldClicks = {
    release() {
      document.removeEventListener('click', hold, true);
      delete window.heldClicks;
      return held;
    },
  };
}

/** A member's page is rendered afresh by the app: the login is not theirs to open. */
function signedIn(): boolean {
  try {
    return sessionStorage.getItem('token') !== null;
  } catch {
    return false;
  }
}

/** lib/login-shell.ts's id (copied: see the top). */
const SHELL_ID = 'login-shell';

/** The login's code and styles, fetched ahead of the rest of the app's. */
function fetchLoginFirst() {
  const files = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.login ?? '';
  const tags = document.createDocumentFragment();
  for (const href of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    link.setAttribute('fetchpriority', 'high');
    tags.append(link);
  }
  document.head.append(tags);
}

/**
 * Opens the login's stand-in, which the page carries (entry-server's loginShell): the app's
 * dialog markup with the username and password, ready to type in. Esc, its close button or its
 * backdrop close it (then `dismissed`); a submit waits for the app, which sends it. True when
 * it is open.
 */
function openLoginShell(dismissed?: () => void): boolean {
  if (document.getElementById(SHELL_ID)) return true;
  const template = document.getElementById(`${SHELL_ID}-template`) as HTMLTemplateElement | null;
  if (!template) return false;
  const dialog = template.content.firstElementChild!.cloneNode(true) as HTMLDialogElement;
  const close = (event: Event) => {
    event.preventDefault();
    dialog.remove();
    dismissed?.();
    dispatchEvent(new Event('loginshellclose'));
  };
  dialog.addEventListener('cancel', close);
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target === dialog || target.closest('.dialog__close')) close(event);
  });
  dialog.addEventListener('submit', (event) => {
    event.preventDefault();
    // The app sends it once it has taken over (features/auth/utils/login-shell-handover.ts).
    dialog.dataset.submitted = '';
  });
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector('input')!.focus();
  fetchLoginFirst();
  return true;
}

/** The images the page marked as its largest paint: high priority, or preloaded. */
function leadImagesLoaded(): Promise<unknown> {
  const preloaded = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (link) => link.href,
    ),
  );
  const lead = [...document.images].filter(
    (image) =>
      !image.complete &&
      (image.getAttribute('fetchpriority') === 'high' || preloaded.has(image.src)),
  );
  return Promise.all(
    lead.map(
      (image) =>
        new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        }),
    ),
  );
}

/** Calls `then` once the page's first contentful paint and its lead images are on screen. */
function afterFirstPaint(then: () => void) {
  let done = false;
  const start = () => {
    if (done) return;
    done = true;
    then();
  };
  setTimeout(start, GIVE_UP_MS);
  // A page loading out of sight paints nothing until shown: be ready by then.
  if (document.visibilityState !== 'visible') return start();
  const painted = () =>
    void leadImagesLoaded().then(() =>
      // The frame after the one that drew them: they are on screen. Then a task of its own,
      // not the frame's, which has its style and layout to do.
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))),
    );
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return painted();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    painted();
  }).observe({ type: 'paint', buffered: true });
}

let started = false;

/** The app's modules as the page names them: preloaded together, then its entry run. Once. */
function startApp(script: HTMLScriptElement) {
  const { app, preload = '' } = script.dataset;
  if (!app || started) return;
  started = true;
  // All in at once: one change to the head, not one per module.
  const tags = document.createDocumentFragment();
  for (const href of preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    tags.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = app;
  tags.append(entry);
  document.head.append(tags);
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
if (script) {
  const start = () => startApp(script);
  window.openLoginShell = () => openLoginShell();
  // A visitor who clicks wants the app now, not after the page's images and an idle moment.
  holdClicks(start);
  afterFirstPaint(start);
}
