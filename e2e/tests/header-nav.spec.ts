import type { Locator, Page } from '@playwright/test';
import { siteGet, type GameList, type GameMenus, type VendorCategory } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openHome, useLanguage } from '../support/site';

/** Where each header tab goes (docs/product.md §2). */
const ROUTE_OF: Record<string, string> = {
  ELOTT: '/elott',
  LOTT: '/lottery',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
};
const CATEGORY_OF = Object.fromEntries(Object.entries(ROUTE_OF).map(([c, r]) => [r, c]));
const DS88 = 'DS88';
const FIRST_PAGE = 21; // docs/product.md §9: header game list 21 initially, 18 after a page change
const NEXT_PAGES = 18;
/** These journeys run in English, so the platform is asked in English too. */
const EN = { language: 'EN' } as const;

async function serverNavigation() {
  const [menus, vendors] = await Promise.all([
    siteGet<GameMenus>('/lgw/games/game_menus', {}, EN),
    siteGet<{ categories: VendorCategory[] }>(
      '/wps/relay/GCSGAME_gameVendor',
      { merchantCode: 'DEMO' },
      EN,
    ),
  ]);
  const cardsOf = new Map(vendors.categories.map((c) => [c.title as string, c.cards]));
  // Tabs only for categories that have vendors, in the server's order; DS88 right after LIVE.
  const tabs: string[] = [];
  for (const entry of menus.navSorting) {
    if (entry.vendors.length === 0 || (cardsOf.get(entry.gameCategory)?.length ?? 0) === 0)
      continue;
    tabs.push(entry.gameCategory);
    const hasDs88 = vendors.categories.some((c) => c.cards.some((v) => v.vassalage === DS88));
    if (entry.gameCategory === 'LIVE' && hasDs88) tabs.push(DS88);
  }
  return { tabs, cardsOf };
}

/** Each card's text: its launch button's "Play <name>" (in English), then vendor and badges. */
const namesOf = (list: GameList) =>
  list.games.map((g) => new RegExp(`^Play ${g.gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** The header navigation that holds the category tabs. */
async function categoryNav(page: Page): Promise<Locator> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Game categories' });
  await expect(nav).toBeVisible();
  return nav;
}

/** The dropdown a tab opens: a region named like the tab. */
async function dropdownOf(page: Page, tab: Locator): Promise<Locator> {
  const label = (await tab.innerText()).trim();
  return page.getByRole('banner').getByRole('region', { name: label, exact: true });
}

/** The visible tabs of the header navigation, as categories (and DS88), in screen order. */
async function visibleTabs(nav: Locator): Promise<string[]> {
  const tabs: string[] = [];
  for (const link of await nav.getByRole('link').all()) {
    if (!(await link.isVisible())) continue;
    const href = (await link.getAttribute('href')) ?? '';
    const name = (await link.innerText()) + ' ' + href;
    const key = /DS88/i.test(name) ? DS88 : CATEGORY_OF[new URL(href, 'http://x').pathname];
    if (key && tabs.at(-1) !== key) tabs.push(key);
  }
  return tabs;
}

test.describe('header navigation', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'EN'));

  test("shows exactly the categories with vendors, in the server's order, DS88 after LIVE", async ({
    page,
  }) => {
    const { tabs } = await serverNavigation();
    expect(tabs.length, 'the seed gives the header some categories').toBeGreaterThan(0);
    await openHome(page);
    const nav = await categoryNav(page);
    await expect.poll(() => visibleTabs(nav)).toEqual(tabs);
  });

  test('each tab goes to its category route', async ({ page }) => {
    const { tabs } = await serverNavigation();
    await openHome(page);
    const nav = await categoryNav(page);
    for (const category of tabs.filter((t) => t !== DS88)) {
      await expect(tabOf(nav, category), `${category} tab`).toBeVisible();
    }
    if (tabs.includes(DS88)) {
      await expect(nav.getByRole('link', { name: /DS88/ })).toHaveAttribute('href', /DS88/);
    }
  });

  test('hovering a tab shows its vendors and a game grid of 21, then 18 per page', async ({
    page,
  }) => {
    const { tabs, cardsOf } = await serverNavigation();
    // The slots tab has the most games; any category with a vendor will do otherwise.
    const category = tabs.includes('RNG') ? 'RNG' : tabs.find((t) => t !== DS88)!;
    const vendors = cardsOf.get(category) ?? [];
    const pageOf = (vassalage: string, pageNo: number, pageSize: number) =>
      siteGet<GameList>(
        '/wps/relay/GCSGAME_gameList',
        { vassalage, gameType: category, pageNo, pageSize },
        EN,
      );
    // A vendor with games for two pages (the house vendor, first among the slots, has three).
    let paged: { vendor: (typeof vendors)[number]; first: GameList } | undefined;
    for (const vendor of vendors) {
      const first = await pageOf(vendor.vassalage, 1, FIRST_PAGE);
      if (first.totalCount > FIRST_PAGE + NEXT_PAGES) {
        paged = { vendor, first };
        break;
      }
    }
    expect(paged, 'a vendor has games for two pages').toBeDefined();
    const { vendor, first } = paged!;
    const second = await pageOf(vendor.vassalage, 2, NEXT_PAGES);

    await openHome(page);
    const tab = tabOf(await categoryNav(page), category);
    await tab.hover();
    const dropdown = await dropdownOf(page, tab);
    await expect(dropdown).toBeVisible();
    for (const each of vendors) {
      await expect(dropdown.getByRole('link', { name: each.displayName }).first()).toBeVisible();
    }
    // Pointing at a vendor shows its games.
    await dropdown.getByRole('link', { name: vendor.displayName, exact: true }).hover();

    const games = dropdown.getByRole('list', { name: /games$/i }).getByRole('listitem');
    await expect(games).toHaveCount(FIRST_PAGE);
    await expect(games).toHaveText(namesOf(first));

    await dropdown.getByRole('button', { name: 'Next' }).click();
    await expect(games).toHaveCount(NEXT_PAGES);
    await expect(games).toHaveText(namesOf(second));
  });

  test('from the keyboard: one stop per tab, its button opens the dropdown, Esc closes it', async ({
    page,
  }) => {
    const { tabs } = await serverNavigation();
    const category = tabs.includes('RNG') ? 'RNG' : tabs.find((t) => t !== DS88)!;
    await openHome(page);
    const tab = tabOf(await categoryNav(page), category);
    await tab.focus();
    await expect(await dropdownOf(page, tab)).toHaveCount(0);
    // The tab's disclosure button sits right after its link, named after the category.
    const label = (await tab.innerText()).trim();
    const toggle = tab.locator('xpath=following-sibling::button[1]');
    await expect(toggle).toHaveAccessibleName(new RegExp(label));
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(await dropdownOf(page, tab)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(await dropdownOf(page, tab)).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });
});

/** A category's tab: the link to exactly its route. */
const tabOf = (nav: Locator, category: string) =>
  nav.locator(`a[href="${ROUTE_OF[category]}"]`).first();
