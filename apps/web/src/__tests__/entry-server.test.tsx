// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentCalls, gameCalls, Header, playCalls, type SystemStatusValue } from '@site/contract';
import { announcements, banner, game } from '../features/home/__tests__/data';
import { mockLottery, NUMERO } from '../features/lottery/__tests__/lottery-data';
import { mockApi } from '../testing/mock-api';
import { mockShell, statusValue } from '../testing/shell-data';
import { appScripts, headFor, render, type RenderInput } from '../entry-server';
import type { PageState } from '../page-state';

/** A merchant's site, answered through the fetch the render is given (never the global one). */
function site(brandName: string, bannerTitle: string, bannersAfterMs = 0) {
  const base = statusValue();
  const status: SystemStatusValue = {
    ...base,
    info: { ...base.info, whitelabel: { ...base.info.whitelabel, brandName } },
  };
  const api = mockShell(mockApi(), status)
    .on(contentCalls.announcements, async () => {
      if (bannersAfterMs) await new Promise((resolve) => setTimeout(resolve, bannersAfterMs));
      return announcements({
        banners: [banner('b1', bannerTitle), banner('b2', 'Weekly cashback')],
      });
    })
    .on(gameCalls.hotGames, () => ({ list: [game('Mahjong Ways', 'PG')] }));
  return api;
}

const input = (url: string, api: ReturnType<typeof mockApi>, code = 'DEMO'): RenderInput => ({
  url,
  language: 'ID',
  merchant: { code, defaultLanguage: 'ID' },
  host: `${code.toLowerCase()}.test`,
  fetch: api.fetch as typeof fetch,
});

const stateOf = (script: string): PageState =>
  JSON.parse(/^<script id="ssr" type="application\/json">(.*)<\/script>$/s.exec(script)![1]!);

// Whole renders, several passes each: slower than a component's test on a busy machine.
describe('the server render', { timeout: 20_000 }, () => {
  it("renders a merchant's home with its data, title and the largest image first", async () => {
    const api = site('Luna Play', 'Welcome bonus 100%');
    const page = await render(input('/index', api, 'LUNA'));
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.title).toBe('Beranda · Luna Play');
    expect(page!.html).toContain('Welcome bonus 100%');
    expect(page!.html).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/i);
    expect(page!.html).toMatch(/<img[^>]*width="1200"[^>]*height="400"/);
    // The image's preload goes to the head, not into #root.
    expect(page!.head).toContain('rel="preload" as="image"');
    expect(page!.html.startsWith('<link')).toBe(false);
    // Every call named the request's merchant and the visitor's host, in the page's language.
    for (const [url, init] of api.fetch.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get(Header.merchant), String(url)).toBe('LUNA');
      expect(headers.get(Header.language), String(url)).toBe('ID');
    }
    const statusCall = api.fetch.mock.calls.find(([url]) => String(url).includes('/status'));
    expect(String(statusCall?.[0])).toContain('url=luna.test');
    const state = stateOf(page!.state);
    expect(state.language).toBe('ID');
    expect(state.queries.queries.map((q) => q.queryKey)).toContainEqual(['system', 'status']);
    expect(Object.keys(state.strings)).toEqual(expect.arrayContaining(['common', 'home']));
    // The login's stand-in, inert until a click on the login opens it (start-after-paint.ts):
    // only with the start script, which opens it.
    expect(page!.scripts).toBeUndefined();
    const built = await render({
      ...input('/index', site('Luna Play', 'x'), 'LUNA'),
      manifest: {
        'index.html': { file: 'assets/index-1.js', isEntry: true },
        'src/start-after-paint.ts': { file: 'assets/start-1.js', isEntry: true },
      },
    });
    const shell = /<template id="login-shell-template">(.*?)<\/template>/.exec(
      built!.scripts ?? '',
    )?.[1];
    expect(shell).toContain('<dialog id="login-shell"');
    expect(shell).toContain('>Masuk</h2>');
    expect(shell).toContain('aria-label="Tutup"');
    expect(shell).toMatch(/<label[^>]*for="login-shell-username">Nama pengguna<\/label>/);
    expect(shell).toMatch(/<input[^>]*id="login-shell-password" name="password" type="password"/);
  });

  it('keeps two merchants rendered at once apart', async () => {
    const [luna, demo] = await Promise.all([
      render(input('/index', site('Luna Play', 'Luna banner'), 'LUNA')),
      render(input('/index', site('Nusantara Play', 'Demo banner'), 'DEMO')),
    ]);
    expect(luna!.html).toContain('Luna banner');
    expect(luna!.html).not.toContain('Demo banner');
    expect(demo!.html).toContain('Demo banner');
    expect(demo!.title).toBe('Beranda · Nusantara Play');
  });

  it('escapes the state, so no answer can end its script element', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    const page = await render(input('/index', site('Luna Play', evil)));
    const body = page!.state.slice('<script id="ssr" type="application/json">'.length, -9);
    expect(body).not.toContain('<');
    expect(body).not.toMatch(/[\u2028\u2029]/);
    const state = stateOf(page!.state);
    const answers = JSON.stringify(state.queries);
    expect(answers).toContain(evil);
  });

  it('answers 404 for an address no route has, 200 for a category page', async () => {
    const missing = await render(input('/no-such-page', site('Luna Play', 'x')));
    expect(missing!.status).toBe(404);
    expect(missing!.html).toContain('not-found-title');
    // The live lobby asks the vendors' table types.
    const liveSite = site('Luna Play', 'x').on(playCalls.vassGameType, () => ({
      list: [{ tableType: 'BAC' as const, count: 12 }],
    }));
    const live = await render(input('/live', liveSite));
    expect(live!.status).toBe(200);
    expect(live!.title).toBe('Kasino Langsung · Luna Play');
  });

  it('sends a page whose calls are late without them, in the HTML and in the state alike', async () => {
    // The banners answer after the data budget (2 s): the page goes out showing them loading,
    // and the state the browser hydrates from must not hold them either (React #418).
    const page = await render(input('/index', site('Luna Play', 'Late banner', 2_050)));
    expect(page!.html).toContain('Luna Play');
    expect(page!.html).not.toContain('Late banner');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page!.state).not.toContain('Late banner');
  });

  it('renders /lottery and /elott with the countdown as of the instant it hands the browser', async () => {
    for (const url of ['/lottery?gameCode=SSC1', '/elott?gameCode=SSC1']) {
      const api = site('Luna Play', 'x');
      mockLottery(api);
      const before = Date.now();
      const page = await render(input(url, api));
      expect(page, url).not.toBeNull();
      expect(page!.status).toBe(200);
      expect(page!.html).toContain(NUMERO);
      const state = stateOf(page!.state);
      expect(state.now).toBeGreaterThanOrEqual(before);
      expect(state.now).toBeLessThanOrEqual(Date.now());
      // The near issues as the render had them, marked as timed on the server's clock.
      const near = state.queries.queries.find((q) => q.queryKey[1] === 'near');
      const data = near?.state.data as {
        receivedAt: number;
        roundTrip: number;
        timedOnServer?: true;
      };
      expect(data.timedOnServer).toBe(true);
      // 45 s on sale from when the answer was made; the HTML counts from the state's instant.
      const closes = data.receivedAt - data.roundTrip / 2 + 45_000;
      const seconds = Math.floor((closes - state.now) / 1000);
      expect(page!.html).toContain(`>00:00:${String(seconds).padStart(2, '0')}<`);
      expect(Object.keys(state.strings)).toContain('lottery');
    }
  });

  it('leaves pages that need the session or the browser to the browser', async () => {
    for (const url of ['/', '/index.html', '/fav', '/register', '/login', '/game', '/helpmc']) {
      expect(await render(input(url, site('Luna Play', 'x'))), url).toBeNull();
    }
  });
});

describe('the head of a rendered page', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_boot.js'], isEntry: true },
    '_boot.js': { file: 'assets/boot-1.js' },
    'src/app/routes/category.tsx': {
      file: 'assets/category-1.js',
      imports: ['_boot.js', '_grid.js'],
      css: ['assets/category-1.css'],
    },
    '_grid.js': { file: 'assets/grid-1.js', css: ['assets/grid-1.css'] },
    'src/components/free-play-button.tsx': {
      file: 'assets/free-1.js',
      css: ['assets/free-1.css'],
    },
  };
  const css: Record<string, string> = {
    'assets/category-1.css': '.lobby{color:red}',
    'assets/grid-1.css': '.grid{display:grid}</style><script>',
    'assets/free-1.css': '.free{gap:1px}',
  };

  it("preloads a route's chunks (not the entry's) and inlines the styles of every rendered module", () => {
    const head = headFor(
      new Map([
        ['src/app/routes/category.tsx', true],
        ['src/components/free-play-button.tsx', false],
      ]),
      manifest,
      (file) => css[file],
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/category-1.js">');
    expect(head).toContain('href="/assets/grid-1.js"');
    expect(head).not.toContain('boot-1.js');
    expect(head).not.toContain('free-1.js');
    expect(head).toContain('.lobby{color:red}');
    expect(head).toContain('.free{gap:1px}');
    expect(head).not.toContain('</style><script>');
    expect(head).not.toContain('rel="stylesheet"');
    expect(appScripts(new Map(), manifest)).toBeUndefined();
  });

  describe('with a start script in the build', () => {
    const built = {
      ...manifest,
      'src/start-after-paint.ts': { file: 'assets/start-1.js', isEntry: true },
    };
    const modules = new Map([
      ['src/app/routes/category.tsx', true],
      ['src/components/free-play-button.tsx', false],
    ]);

    it('names the app and every module to preload on the start script, none in the head', () => {
      expect(appScripts(modules, built)).toBe(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/start-1.js"' +
          ' data-app="/assets/index-1.js"' +
          ' data-preload="/assets/boot-1.js /assets/category-1.js /assets/grid-1.js"></script>',
      );
      const head = headFor(modules, built, (file) => css[file]);
      expect(head).not.toContain('modulepreload');
      expect(head).toContain('.lobby{color:red}');
      expect(head).toContain('.free{gap:1px}');
    });

    it("names the login's chunks and styles beyond the app's, fetched first when it is asked for", () => {
      const withLogin = {
        ...built,
        'src/features/auth/components/login-modal.tsx': {
          file: 'assets/login-modal-1.js',
          imports: ['_boot.js', '_grid.js', '_schemas.js'],
          css: ['assets/login-modal-1.css'],
        },
        '_schemas.js': { file: 'assets/schemas-1.js' },
      };
      expect(appScripts(new Map(), withLogin)).toContain(
        ' data-login="/assets/login-modal-1.js /assets/grid-1.js /assets/schemas-1.js' +
          ' /assets/login-modal-1.css /assets/grid-1.css"',
      );
      // A chunk the page preloads anyway is not named twice.
      expect(appScripts(modules, withLogin)).toContain(
        ' data-login="/assets/login-modal-1.js /assets/schemas-1.js' +
          ' /assets/login-modal-1.css /assets/grid-1.css"',
      );
    });
  });
});
