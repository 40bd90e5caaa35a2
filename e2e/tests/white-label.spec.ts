import type { Page } from '@playwright/test';
import { baseURL } from '../support/env';
import { expect, hydratingContext, test } from '../support/fixtures';
import { startSite, type Site } from '../support/second-site';
import { lineCount } from '../support/site';

/** What a visitor sees of one brand on its own site (seeded: apps/platform/src/seed). */
interface Brand {
  name: string;
  colour: string;
  /** The display face of its headings (its theme's choice, seeded). */
  face: string;
  /** The currency symbol before a formatted amount: the member's balance, `P 0.00`. */
  symbol: string;
  lang: 'id' | 'en';
  player: string;
  /** The login words of the site's default language. */
  words: { home: string; login: string; username: string; password: string };
}

const demo: Brand = {
  name: 'Nusantara Play',
  colour: '#6142bf',
  face: 'Lilita One',
  symbol: 'P',
  lang: 'id',
  player: 'demoplayer',
  words: { home: 'Beranda', login: 'Masuk', username: 'Nama pengguna', password: 'Kata sandi' },
};
const luna: Brand = {
  name: 'Luna Royale',
  colour: '#0b7a75',
  face: 'Bebas Neue',
  symbol: '$',
  lang: 'en',
  player: 'lunaplayer',
  words: { home: 'Home', login: 'Log in', username: 'Username', password: 'Password' },
};

/** The other brand's name, colour and currency appear nowhere: text, title or markup. */
async function expectNothingOf(page: Page, other: Brand) {
  await expect(page).not.toHaveTitle(new RegExp(other.name));
  await expect(page.locator('body')).not.toContainText(other.name);
  const html = await page.content();
  expect(html).not.toContain(other.name);
  expect(html.toLowerCase()).not.toContain(other.colour);
  await expect(page.locator('body')).not.toContainText(new RegExp(`\\${other.symbol} \\d`));
}

/** The brand's home on its own site, a visitor then its demo player. */
async function visit(page: Page, site: string, brand: Brand, other: Brand) {
  await page.goto(`${site}/index`);
  // Home opens the popup notices first (both brands have some); close it as a visitor would.
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(brand.name);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  await expect(page).toHaveTitle(`${brand.words.home} · ${brand.name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: brand.name })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© 2025 ${brand.name}`);
  const themed = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      brand: style.getPropertyValue('--brand').trim(),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    };
  });
  expect(themed).toEqual({ brand: brand.colour, themeColor: brand.colour });
  // The headings in the theme's face, and that face loaded (the page preloads it alone).
  const heading = page.locator('main').locator('h1, h2').first();
  await expect(heading).toHaveCSS('font-family', new RegExp(`^"${brand.face}", `));
  const loaded = await page.evaluate(async (face) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.replaceAll('"', '') === face && f.status === 'loaded',
    );
  }, brand.face);
  expect(loaded).toBe(true);

  // On a phone the header's login keeps one line beside the brand's mark ("Log in" broke in two).
  const login = banner.getByRole('button', { name: brand.words.login, exact: true });
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await lineCount(login)).toBe(1);
  await page.setViewportSize(wide);

  await login.click();
  const dialog = page.getByRole('dialog', { name: brand.words.login });
  await dialog.getByRole('textbox', { name: brand.words.username }).fill(brand.player);
  await dialog.getByLabel(brand.words.password, { exact: true }).fill('player1234');
  await dialog.getByRole('button', { name: brand.words.login, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toContainText(brand.player);
  // DEMO's player has its demo lottery history's balance, LUNA's 0.00: a formatted amount.
  await expect(banner).toContainText(new RegExp(`\\${brand.symbol} [\\d,]+\\.\\d{2}`));

  await expectNothingOf(page, other);
}

test.describe('white label', () => {
  let lunaSite: Site | undefined;
  test.beforeAll(async () => {
    // A second platform, seeded on a fresh database: MERCHANT=LUNA, as the README starts it.
    test.setTimeout(150_000);
    lunaSite = await startSite('LUNA');
  });
  test.afterAll(async () => {
    await lunaSite?.stop();
  });

  test('each brand on its own site: its name, colour, language and currency, nothing of the other', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await visit(page, baseURL, demo, luna);

    const context = hydratingContext(await browser.newContext());
    try {
      await visit(await context.newPage(), lunaSite!.baseURL, luna, demo);
    } finally {
      await context.close();
    }
  });
});
