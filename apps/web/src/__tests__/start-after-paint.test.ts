import { holdClicks, hydrated, stopHoldingClicks } from '../lib/early-clicks';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** A page's start script, and a PerformanceObserver the test tells when the page has painted. */
async function startPage() {
  document.head.innerHTML =
    '<script type="module" data-app="/assets/app-1.js" data-preload="/assets/boot-1.js /assets/route-1.js"' +
    ' data-login="/assets/login-1.js /assets/login-1.css"></script>';
  document.body.innerHTML =
    '<div id="root"><button type="button" data-opens-login>Masuk</button><a href="/live">Live</a></div>' +
    // The login's stand-in as entry-server's loginShell sends it (its words in the page's language).
    '<template id="login-shell-template"><dialog id="login-shell" class="dialog" aria-labelledby="login-shell-title">' +
    '<h2 id="login-shell-title">Masuk</h2><button type="button" class="dialog__close" aria-label="Tutup"></button>' +
    '<form><label for="login-shell-username">Nama pengguna</label><input id="login-shell-username" name="username">' +
    '<label for="login-shell-password">Kata sandi</label><input id="login-shell-password" name="password" type="password">' +
    '<button type="submit">Masuk</button></form></dialog></template>';
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
  const listen = vi.spyOn(document, 'addEventListener');
  await import('../start-after-paint');
  // The start script's click hold, to hand it a visitor's click (jsdom's events are never
  // trusted, and the hold lets untrusted ones through).
  const [, startHold] = listen.mock.calls.find(([type]) => type === 'click')!;
  listen.mockRestore();
  hold = startHold as (event: MouseEvent) => void;
  const painted = async (name: string) => {
    paint({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: vi.fn() });
    // (Its images, two frames, then a task of its own.)
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { painted, observe };
}

let hold: (event: MouseEvent) => void = () => {};

/** A visitor's own click on `target`, as the page's click hold sees it, then the click itself. */
function visitorClick(target: Element) {
  let held = false;
  hold({
    isTrusted: true,
    button: 0,
    target,
    preventDefault: () => (held = true),
    stopImmediatePropagation: () => {},
  } as unknown as MouseEvent);
  if (!held) (target as HTMLElement).click();
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

  it('holds clicks until the app has hydrated the page, then clicks again', async () => {
    await startPage();
    expect(window.heldClicks).toBeDefined();
    holdClicks();
    const link = document.querySelector('a')!;
    const followed = vi.fn();
    link.addEventListener('click', followed);
    visitorClick(link);
    expect(followed).not.toHaveBeenCalled();
    // A click starts the app at once, painted or not.
    expect(appScripts()).toEqual(['/assets/boot-1.js', '/assets/route-1.js', '/assets/app-1.js']);
    const openLogin = vi.fn();
    hydrated(openLogin);
    expect(window.heldClicks).toBeUndefined();
    expect(document.documentElement.dataset.hydrated).toBe('');
    expect(followed).toHaveBeenCalledTimes(1);
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('answers a click on the login at once with its stand-in, which the app takes over', async () => {
    await startPage();
    holdClicks();
    visitorClick(document.querySelector('button')!);
    const shell = document.querySelector<HTMLDialogElement>('dialog#login-shell')!;
    expect(shell.open).toBe(true);
    expect(shell.getAttribute('aria-labelledby')).toBe('login-shell-title');
    expect(document.getElementById('login-shell-title')?.textContent).toBe('Masuk');
    const username = shell.querySelector<HTMLInputElement>('input[name="username"]')!;
    expect(document.activeElement).toBe(username);
    expect(shell.querySelector('label[for="login-shell-password"]')?.textContent).toBe(
      'Kata sandi',
    );
    // The login's code and styles are asked for first, with the app.
    const login = [...document.head.querySelectorAll('link[fetchpriority="high"]')].map(
      (tag) => `${tag.getAttribute('rel')} ${tag.getAttribute('href')}`,
    );
    expect(login).toEqual(['modulepreload /assets/login-1.js', 'stylesheet /assets/login-1.css']);
    expect(appScripts()).toContain('/assets/app-1.js');
    // Hydrated: the app's login takes over from it instead of the click landing again.
    const openLogin = vi.fn();
    hydrated(openLogin);
    expect(openLogin).toHaveBeenCalledTimes(1);
    shell.remove();
  });

  it('forgets the click when the visitor closes the stand-in before the app came', async () => {
    await startPage();
    holdClicks();
    const login = document.querySelector('button')!;
    visitorClick(login);
    const closed = vi.fn();
    window.addEventListener('loginshellclose', closed);
    document.querySelector<HTMLButtonElement>('#login-shell .dialog__close')!.click();
    expect(document.getElementById('login-shell')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
    window.removeEventListener('loginshellclose', closed);
    const clickedAgain = vi.fn();
    login.addEventListener('click', clickedAgain);
    const openLogin = vi.fn();
    hydrated(openLogin);
    expect(openLogin).not.toHaveBeenCalled();
    expect(clickedAgain).not.toHaveBeenCalled();
  });

  it('opens no stand-in for a member, whose page the app renders afresh', async () => {
    sessionStorage.setItem('token', 't');
    try {
      await startPage();
      holdClicks();
      visitorClick(document.querySelector('button')!);
      expect(document.getElementById('login-shell')).toBeNull();
      const openLogin = vi.fn();
      stopHoldingClicks(openLogin);
      expect(openLogin).not.toHaveBeenCalled();
    } finally {
      sessionStorage.removeItem('token');
    }
  });
});
