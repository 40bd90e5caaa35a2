import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1366, height: 800 };

test.describe('first paint without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/index arrives as the page itself: shell, banners, categories, title', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const response = await page.goto('/index');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page).toHaveTitle('Beranda · Nusantara Play');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Banner promosi' });
    await expect(carousel).toBeVisible();
    // The largest paint is in the HTML, at its size, asked for first.
    const first = carousel.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '400');
    await expect(page.getByRole('heading', { name: 'Kategori permainan' })).toBeVisible();
    await expect(page.getByText('Memuat…')).toHaveCount(0);
  });

  test('a category page arrives with its lobby', async ({ page }) => {
    await page.goto('/live');
    await expect(page).toHaveTitle('Kasino Langsung · Nusantara Play');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});

test.describe('the HTML of /index', () => {
  test('blocks the first paint on the one stylesheet only, and preloads the largest image', async ({
    request,
  }) => {
    const html = await (await request.get('/index', { headers: { Accept: 'text/html' } })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link[^>]*rel="stylesheet"/g) ?? []).toHaveLength(1);
    // Every script in the head is a module (deferred) or data, none blocks the parser.
    for (const tag of head.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag, tag).toMatch(/type="module"|type="application\/json"/);
    }
    // The code comes after the content it hydrates: every script and module preload is fetched
    // at low priority, behind the stylesheet and the largest image.
    const code = head.match(/<script\b[^>]*\bsrc=[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(code.length).toBeGreaterThan(0);
    for (const tag of code) expect(tag, tag).toContain('fetchpriority="low"');
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"/i);
    expect(html).toContain('<script id="ssr" type="application/json">');
  });
});

/**
 * Records, before any script of the page runs, the nodes the server sent and every layout
 * shift, so the journey can tell whether hydration kept them and moved nothing.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {
      firstPaint: { root: Element | null; banner: Element | null; shifts: number };
    };
    w.firstPaint = { root: null, banner: null, shifts: 0 };
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      w.firstPaint.root = document.querySelector('#root > *');
      w.firstPaint.banner = document.querySelector('main img');
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.firstPaint.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const hydratedAsSent = (page: Page) =>
  page.evaluate(() => {
    const { firstPaint } = window as unknown as {
      firstPaint: { root: Element | null; banner: Element | null; shifts: number };
    };
    const root = document.querySelector('#root > *');
    const banner = document.querySelector('main img');
    // React marks the nodes it has taken over.
    const hydrated = (node: Element | null) =>
      !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    return {
      sameRoot: firstPaint.root !== null && firstPaint.root === root,
      sameBanner: firstPaint.banner !== null && firstPaint.banner === banner,
      hydrated: hydrated(root),
      bannerHydrated: hydrated(banner),
      shifts: firstPaint.shifts,
    };
  });

test.describe('hydration', () => {
  for (const [name, size] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    test(`takes over /index on ${name} without replacing, flashing or moving it`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|#41[89]|#42[35]/i.test(message.text())) warnings.push(message.text());
      });
      await page.setViewportSize(size);
      await watchFirstPaint(page);
      await page.goto('/index');
      // Interactive once hydrated: the carousel's own controls answer.
      const carousel = page.getByRole('region', { name: 'Banner promosi' });
      await expect
        .poll(() => hydratedAsSent(page))
        .toEqual({
          sameRoot: true,
          sameBanner: true,
          hydrated: true,
          bannerHydrated: true,
          shifts: 0,
        });
      // Effects run once hydrated: the home's popup notices open (the seed has some).
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      // (The dots: a phone has no previous and next buttons.)
      const second = carousel.getByRole('button', { name: /Tampilkan banner 2/ });
      await second.click();
      await expect(second).toHaveAttribute('aria-current', 'true');
      expect(await page.locator('html').getAttribute('data-hydrated')).toBe('');
      await page.waitForLoadState('networkidle');
      expect(warnings).toEqual([]);
    });
  }

  test('takes over a category page the same way', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#41[89]|#42[35]/i.test(message.text())) warnings.push(message.text());
    });
    await watchFirstPaint(page);
    await page.goto('/live');
    await expect
      .poll(() => hydratedAsSent(page).then(({ sameRoot, hydrated }) => ({ sameRoot, hydrated })))
      .toEqual({ sameRoot: true, hydrated: true });
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
  });

  test('takes over /lottery, which runs on the clock, without a mismatch or a shift', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#41[89]|#42[35]/i.test(message.text())) warnings.push(message.text());
    });
    await page.setViewportSize(PHONE);
    await watchFirstPaint(page);
    const response = await page.goto('/lottery?gameCode=SSC1');
    // The issue on sale and its countdown are in the HTML, counted from the render's instant.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/data-testid="countdown"[^>]*>(\d\d|--):(\d\d|--):(\d\d|--)</);
    await expect
      .poll(() =>
        hydratedAsSent(page).then(({ sameRoot, hydrated, shifts }) => ({
          sameRoot,
          hydrated,
          shifts,
        })),
      )
      .toEqual({ sameRoot: true, hydrated: true, shifts: 0 });
    // Once hydrated the countdown runs on the browser's clock (or the next issue opens).
    const timer = page.getByRole('timer');
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '', { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    expect(warnings).toEqual([]);
  });
});

test.describe('a click before hydration', () => {
  test('is not lost: "Masuk" clicked while the page still loads its code opens the login', async ({
    browser,
  }) => {
    // A context of its own whose loads do not wait for hydration (the test clicks before it).
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // The category page's module (linked as a modulepreload, awaited before hydration) comes
      // late, as on a slow line: the page shows, the entry script has run, React has not yet
      // taken the page over.
      let release = () => {};
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/category-[\w-]+\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto('/live', { waitUntil: 'domcontentloaded' });
      const login = page.getByRole('banner').getByRole('button', { name: 'Masuk' });
      await expect(login).toBeVisible();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      await login.click();
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('dialog', { name: 'Masuk' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the fixtures wait for it: a page is hydrated when goto returns', async ({ page }) => {
    await page.goto('/index');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('');
    await page.goto('/live');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('');
  });
});
