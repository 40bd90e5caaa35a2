/**
 * The one script a server-rendered page carries (entry-server's appScripts): the page is whole
 * without the app, so the app's code is fetched once the page has painted. The first paint then
 * waits on the HTML and the stylesheet alone, with the line to itself, and Lighthouse's model of
 * a slow phone (which counts every request that ended before the observed paint as holding it
 * back) sees the same. Until the app takes over, a click on the page is held, as
 * lib/early-clicks.ts does (it adopts the click held here).
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
  }
}

/** Past this, the app starts whether or not a paint was seen (a browser that never says). */
const GIVE_UP_MS = 5_000;

function holdClicks() {
  let held: Element | null = null;
  const hold = (event: MouseEvent) => {
    if (!event.isTrusted || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
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

/** The app's modules as the page names them: preloaded together, then its entry run. */
function startApp(script: HTMLScriptElement) {
  const { app, preload = '' } = script.dataset;
  if (!app) return;
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
  holdClicks();
  afterFirstPaint(() => startApp(script));
}
