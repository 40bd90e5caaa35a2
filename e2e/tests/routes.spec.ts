import { siteGet, type VendorCategory } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectMeaningful, openHome } from '../support/site';

/** Every route of docs/product.md §2 (the guard-only /login aside). */
const ROUTES = [
  '/index',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/rng?page={vendor}',
  '/live',
  '/pvp',
  '/fish',
  '/hot',
  '/fav',
  '/sports',
  '/esports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/help#terms',
  '/helpmc',
  '/down',
  '/join',
  '/game',
];

const NOT_FOUND = /page not found|halaman tidak ditemukan|404/i;

/** A slot vendor of the seeded merchant, for /rng?page={vendor}. */
async function slotVendor(): Promise<string> {
  const { categories } = await siteGet<{ categories: VendorCategory[] }>(
    '/wps/relay/GCSGAME_gameVendor',
    { merchantCode: 'DEMO' },
  );
  const vendor = categories.find((c) => c.title === 'RNG')?.cards[0]?.vassalage;
  expect(vendor, 'the seed has at least one RNG (slot) vendor').toBeTruthy();
  return vendor!;
}

// One page walks them all, as a visitor would: each route's own problems are judged before the
// next is opened, and the site's code and art come from the browser's cache after the first.
test('every route of docs/product.md §2 renders, without console errors or failed requests', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  // The notice-page journey publishes a notice with inline handlers; Chrome logs CSP's
  // refusal of them while DOMPurify parses that HTML (nothing runs: see notices.spec.ts).
  problems.allow(/Executing inline event handler violates the following Content Security/);
  const vendor = encodeURIComponent(await slotVendor());
  for (const route of ROUTES) {
    const target = route.replace('{vendor}', vendor);
    await test.step(target, async () => {
      problems.clear();
      await page.goto(target);
      await expectMeaningful(page);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
      // Let lazy chunks and the queries of the screen settle before judging the console.
      await page.waitForLoadState('networkidle');
      expect
        .soft(problems.unexpected(), `console errors or failed requests on ${target}`)
        .toEqual([]);
    });
  }
});

test.describe('category route', () => {
  for (const route of ['/slots', '/xyz']) {
    test(`${route} is the not-found page`, async ({ page, problems }) => {
      // Answered 404 (server-rendered), which the browser reports as a failed load.
      problems.allow(new RegExp(`404 GET .*${route}$|status of 404 .*${route}\\)$`));
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      // The not-found page offers a way home.
      await expect(page.getByRole('link', { name: /home|beranda/i }).first()).toBeVisible();
    });
  }
});

test.describe('layouts', () => {
  test('/helpmc has no site header and no footer', async ({ page }) => {
    await page.goto('/helpmc');
    await expectMeaningful(page);
    // A slim bar back home is fine; the site header (game tabs, log in) and footer are not there.
    await expect(page.getByRole('navigation', { name: /kategori permainan/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('/index has the full layout: header, game tabs and footer', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: /kategori permainan/i })).toBeVisible();
    // The footer may wait until the visitor scrolls near it: scroll down as a visitor would.
    const footer = page.getByRole('contentinfo');
    await expect(async () => {
      await page.mouse.move(640, 360);
      await page.mouse.wheel(0, 5_000);
      await expect(footer).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
});
