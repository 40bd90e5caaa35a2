import { holdClicks, hydrated } from '../lib/early-clicks';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A page's start script, and a PerformanceObserver the test tells when the page has painted. */
async function startPage() {
  document.head.innerHTML =
    '<script type="module" data-app="/assets/app-1.js" data-preload="/assets/boot-1.js /assets/route-1.js"></script>';
  document.body.innerHTML = '<div id="root"><button type="button">Masuk</button></div>';
  let paint: PaintCallback = () => {};
  const observe = vi.fn();
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      paint = callback;
    }
    observe = observe;
    disconnect = vi.fn();
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frame(0));
  vi.resetModules();
  await import('../start-after-paint');
  const painted = async (name: string) => {
    paint({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: vi.fn() });
    // (Its images, two frames, then a task of its own.)
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { painted, observe };
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
    (tag) => tag.getAttribute('src') ?? tag.getAttribute('href'),
  );

describe('the start script of a server-rendered page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.heldClicks?.release();
  });

  it('fetches the app only once the page has painted its content', async () => {
    const { painted, observe } = await startPage();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    await painted('first-paint');
    expect(appScripts()).toEqual([]);
    await painted('first-contentful-paint');
    expect(appScripts()).toEqual(['/assets/boot-1.js', '/assets/route-1.js', '/assets/app-1.js']);
  });

  it('holds clicks until the app takes them over', async () => {
    await startPage();
    expect(window.heldClicks).toBeDefined();
    holdClicks();
    expect(window.heldClicks).toBeUndefined();
    hydrated();
    expect(document.documentElement.dataset.hydrated).toBe('');
  });
});
