import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The first minutes of a visitor: the login answers a click at once, before the app has come,
 * and keeps what was typed while the app takes over; the home's popup notices never open over,
 * under or instead of it.
 */

const PHONE = { width: 412, height: 823 };

// Timings, not traces: a recorded trace snapshots the page around every action on the page's
// own main thread, which added 100-300 ms to the very click being measured.
test.use({ trace: 'off' });

/** A page of its own whose loads do not wait for hydration (the journey clicks before it). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  return { context, page: await context.newPage() };
}

/** Counts, from before any script of the page, the most dialogs ever open at once. */
async function watchDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { mostDialogs: number };
    w.mostDialogs = 0;
    new MutationObserver(() => {
      w.mostDialogs = Math.max(w.mostDialogs, document.querySelectorAll('dialog[open]').length);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
}

const mostDialogs = (page: Page) =>
  page.evaluate(() => (window as unknown as { mostDialogs: number }).mostDialogs);

/** The app's code (all but the page's start script) held back until `release`, as on a slow line. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!start-)[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** The page answers clicks: its start script holds them, or the app has taken it over. */
const answersClicks = (page: Page) =>
  page.waitForFunction(
    () =>
      (window as { heldClicks?: unknown }).heldClicks !== undefined ||
      document.documentElement.hasAttribute('data-hydrated'),
  );

test('typing into the login while the notices are due keeps every key and the focus; no notice covers it', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context, page } = await freshPage(browser);
  try {
    await watchDialogs(page);
    // The visitor clicks before the notices' moment: their code waits for the click (on a quick
    // machine the page could settle first, and the notices would rightly come first).
    let releaseNotices = () => {};
    const clicked = new Promise<void>((resolve) => (releaseNotices = resolve));
    await page.route(/\/assets\/notice-popup-dialog-[\w-]+\.js$/, async (route) => {
      await clicked;
      await route.continue();
    });
    const noticesDue = page.waitForResponse(/\/assets\/notice-popup-dialog-[\w-]+\.js$/, {
      timeout: 30_000,
    });
    await page.goto('/index', { waitUntil: 'domcontentloaded' });
    await answersClicks(page);
    await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
    const login = page.getByRole('dialog', { name: 'Masuk' });
    await expect(login).toBeVisible();
    releaseNotices();
    // A visitor typing at a calm pace, through the moment the popup notices are due (seconds
    // after the load) and the app taking the login over.
    await page.keyboard.type('visitor-typing', { delay: 150 });
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret-words', { delay: 150 });
    // The notices are due (their code came) while the login is open.
    await noticesDue;
    await page.waitForTimeout(1_000);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The app's login, with everything typed, focus still in the password.
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await expect(login.getByRole('textbox', { name: 'Nama pengguna' })).toHaveValue(
      'visitor-typing',
    );
    const password = login.getByLabel('Kata sandi', { exact: true });
    await expect(password).toHaveValue('secret-words');
    await expect(password).toBeFocused();
    // Still the one dialog, never two.
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    expect(await mostDialogs(page)).toBe(1);
    // They waited for the visitor's dialog: closed, the notices come.
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    await expect(notice).not.toHaveAccessibleName('Masuk');
  } finally {
    await context.close();
  }
});

test('"Masuk" answers within 300 ms on a 4x slower phone before the app has come, and the app keeps what was typed', async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await holdTheApp(page);
    // The click's time as the browser stamped it, and the first frame with a dialog open.
    await page.addInitScript(() => {
      const w = window as unknown as { clickedAt?: number; shownAt?: number };
      addEventListener(
        'click',
        (event) => {
          if (event.isTrusted && w.clickedAt === undefined) w.clickedAt = event.timeStamp;
        },
        true,
      );
      const observer = new MutationObserver(() => {
        if (!document.querySelector('dialog[open]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (w.shownAt = performance.now()));
      });
      observer.observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open'],
      });
    });
    await page.goto('/index', { waitUntil: 'domcontentloaded' });
    await answersClicks(page);
    await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
    const login = page.getByRole('dialog', { name: 'Masuk' });
    await expect(login).toBeVisible();
    await page.waitForFunction(() => (window as { shownAt?: number }).shownAt !== undefined);
    const { clickedAt, shownAt } = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; shownAt: number };
      return { clickedAt: w.clickedAt, shownAt: w.shownAt };
    });
    console.log(`click to dialog: ${Math.round(shownAt - clickedAt)} ms`);
    expect(shownAt - clickedAt).toBeLessThanOrEqual(300);
    // Ready to type at once; what was typed stays while the app comes and takes over.
    await page.keyboard.type('early');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
    await expect(page.locator('#login-shell')).toHaveCount(0, { timeout: 20_000 });
    const username = login.getByRole('textbox', { name: 'Nama pengguna' });
    await expect(username).toHaveValue('early');
    await expect(username).toBeFocused();
  } finally {
    await context.close();
  }
});

test("a visitor's game card on /rng asks for the login at once, before the app has come", async ({
  browser,
}) => {
  const { context, page } = await freshPage(browser);
  try {
    const release = await holdTheApp(page);
    await page.goto('/rng', { waitUntil: 'domcontentloaded' });
    await answersClicks(page);
    await page.getByRole('main').locator('.game-card__launch').first().click();
    const login = page.getByRole('dialog', { name: 'Masuk' });
    await expect(login).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'Nama pengguna' })).toBeFocused();
    release();
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await expect(login.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
