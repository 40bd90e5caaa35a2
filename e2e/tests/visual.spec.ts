import type { Locator, Page, PageScreenshotOptions } from '@playwright/test';
import { createMemberByOps, PASSWORD } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { gameCard, gameFrame, HOUSE, lobbyGrid } from '../support/games';
import { logIn, memberCentre } from '../support/money';
import { openHome } from '../support/site';

/**
 * The look, pinned: the home page, a lobby, the member centre and a house game at a
 * phone's and a desktop's width, compared with the committed pictures in
 * `visual.spec.ts-snapshots/` (a small tolerance for anti-aliasing). What changes from run to run
 * is masked: clocks, countdowns, tickers, the winners, balances, names and seeds. A change that
 * means to change the look updates the pictures on purpose:
 * `cd e2e && npx playwright test tests/visual.spec.ts --update-snapshots`, then look at them.
 */

const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
} as const;

const LOOK: PageScreenshotOptions & { maxDiffPixelRatio: number } = {
  animations: 'disabled',
  caret: 'hide',
  maxDiffPixelRatio: 0.02,
};

/** Still pictures: no motion, the fonts and every visible picture loaded. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map(
          (image) => new Promise((done) => image.addEventListener('load', done, { once: true })),
        ),
    );
  });
}

/** The parts of a page that differ from run to run, whatever page they are on. */
const moving = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('[role="timer"]'),
  page.locator('.headline__window'),
  page.getByRole('region', { name: /pemenang|winner/i }),
  page.getByRole('region', { name: /lotere|lottery/i }),
  page.getByRole('list', { name: /baru saja dimainkan|recently played/i }),
];

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`the home page and a lobby look as pinned (${size})`, async ({ page }) => {
      await openHome(page);
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${size}.png`, { ...LOOK, mask: moving(page) });

      await page.goto('/rng');
      await expect(page.getByRole('main').getByRole('list').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`lobby-${size}.png`, { ...LOOK, mask: moving(page) });
    });

    test(`the brand's mark looks as pinned (${size})`, async ({ page }) => {
      // The compact mark on a phone, the full one on a desktop: the header's link home.
      await openHome(page);
      await settle(page);
      const mark = page.getByRole('banner').first().getByRole('link', { name: 'Nusantara Play' });
      await expect(mark).toHaveScreenshot(`brand-mark-${size}.png`, LOOK);
    });

    test(`the member centre and a house game look as pinned (${size})`, async ({ page, ops }) => {
      const { username } = await createMemberByOps({
        username: `visual${size}`,
        password: PASSWORD,
      });
      await ops.adjustBalance(username, 500);
      await logIn(page, username);
      const header = page.getByRole('banner').first();
      // The side menu's account group, in the drawer on a phone.
      if (size === 'phone') await header.getByRole('button', { name: 'Buka menu' }).click();
      const menu = page.getByRole('navigation').filter({
        has: page.getByRole('button', { name: 'Akun saya' }),
      });
      await menu.getByRole('button', { name: 'Akun saya' }).click();
      await menu.getByRole('button', { name: 'Pusat keamanan' }).click();
      const centre = memberCentre(page);
      await expect(centre).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`member-centre-${size}.png`, {
        ...LOOK,
        mask: [...moving(page), header],
      });
      await page.keyboard.press('Escape');
      await expect(centre).toHaveCount(0);

      await page.goto('/rng?page=NSO');
      await gameCard(lobbyGrid(page, `Permainan ${HOUSE.vendor}`), HOUSE.slot.name).click();
      await expect(page).toHaveURL(/\/game\b/);
      const frame = gameFrame(page, HOUSE.slot.name);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(HOUSE.slot.name);
      await settle(page);
      await expect(page).toHaveScreenshot(`house-slot-${size}.png`, {
        ...LOOK,
        mask: [...moving(page), header, frame.locator('[data-volatile]')],
      });
    });
  });
}
