import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerMember } from '../support/accounts';
import { ACTION, HOUSE, gameCard, gameFrame, lobbyGrid, resultOf } from '../support/games';
import { logIn } from '../support/money';

/**
 * The house games as a player sees them in the site's /game frame: the slot's reels spin and
 * land on the symbols the platform drew, the wheel's ball lands on the drawn number, and the
 * action button stays in view, at a desktop and a phone size. Screenshots of each land in the
 * test's output folder, to look at.
 */

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Opens a house game from the vendor's lobby, as a player does. */
async function open(page: Page, game: { name: string }) {
  await page.goto('/rng?page=NSO');
  await gameCard(lobbyGrid(page, `Permainan ${HOUSE.vendor}`), game.name).click();
  return gameFrame(page, game.name);
}

/** The round the frame's page played: the platform's answer to POST /house/api/rounds. */
const playedRound = (page: Page) =>
  page.waitForResponse(
    (r: Response) => r.url().includes('/house/api/rounds') && r.request().method() === 'POST',
  );

/**
 * The button's box lies wholly inside the browser's viewport. Checked first on the page as it
 * opens (nothing scrolled); after a round Playwright's own clicks may have scrolled the site.
 */
async function expectInView(
  page: Page,
  button: ReturnType<ReturnType<typeof gameFrame>['getByRole']>,
) {
  const box = await button.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, 'the action button is drawn').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const size of SIZES) {
  test(`the slot's reels spin and land on the drawn symbols, the wheel lands on the drawn number, the button in view (${size.name})`, async ({
    page,
    ops,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const { username, password } = await registerMember();
    await ops.adjustBalance(username, 1000);
    await logIn(page, username, password);

    const slot = await open(page, HOUSE.slot);
    const spin = slot.getByRole('button', { name: ACTION.spin, exact: true });
    await expect(spin).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInView(page, spin);
    await page.screenshot({ path: test.info().outputPath(`slot-${size.name}-before.png`) });

    const answer = playedRound(page);
    await spin.click();
    const round = (await (await answer).json()) as {
      value: { round: { outcome: { reels: string[][] } } };
    };
    // Spinning: a strip longer than the window is moving, and the button waits for it.
    const strips = slot.locator('.reel .strip');
    await expect.poll(async () => slot.locator('.reel .strip .cell').count()).toBeGreaterThan(15);
    await expect(slot.getByRole('button', { name: /Memainkan/ })).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath(`slot-${size.name}-spinning.png`) });

    // Landed: each reel shows exactly the platform's three symbols.
    await expect(resultOf(slot)).toBeVisible();
    await expect(spin).toBeEnabled();
    const reels = round.value.round.outcome.reels;
    for (const [reel, symbols] of reels.entries()) {
      await expect(strips.nth(reel).locator('.cell')).toHaveCount(3);
      const landed = await strips
        .nth(reel)
        .locator('.cell')
        .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-symbol')));
      expect(landed, `reel ${reel + 1}`).toEqual(symbols);
    }
    await expectInView(page, spin);
    await page.screenshot({ path: test.info().outputPath(`slot-${size.name}-landed.png`) });

    // Roulette: a chip on red, the ball lands on the number drawn.
    const table = await open(page, HOUSE.roulette);
    const bet = table.getByRole('button', { name: ACTION.bet, exact: true });
    await expect(bet).toBeEnabled();
    await expectInView(page, bet);
    await table.getByRole('button', { name: 'Merah', exact: true }).click();
    const spun = playedRound(page);
    await bet.click();
    const drawn = (await (await spun).json()) as {
      value: { round: { outcome: { number: number } } };
    };
    await page.waitForTimeout(1500);
    await page.screenshot({ path: test.info().outputPath(`roulette-${size.name}-spinning.png`) });
    await expect(resultOf(table)).toBeVisible();
    const number = drawn.value.round.outcome.number;
    await expect(table.locator('.wheel .pocket.landed')).toHaveAttribute(
      'data-number',
      String(number),
    );
    await expect(table.locator('.recent-numbers li').first()).toHaveText(String(number));
    await expectInView(page, bet);
    if (size.name === 'desktop') {
      // On a laptop's window the whole table, outside bets too, stays above the sticky bar.
      const barTop = (await table.locator('.actions').boundingBox())!.y;
      for (const spot of await table.locator('.evens .spot').all()) {
        const box = (await spot.boundingBox())!;
        expect(box.y + box.height, await spot.innerText()).toBeLessThanOrEqual(barTop);
      }
    }
    await page.screenshot({ path: test.info().outputPath(`roulette-${size.name}-landed.png`) });

    // Dice: the roll lands on the drawn number.
    const dice = await open(page, HOUSE.dice);
    const roll = dice.getByRole('button', { name: ACTION.roll, exact: true });
    await expect(roll).toBeEnabled();
    await expectInView(page, roll);
    const rolled = playedRound(page);
    await roll.click();
    const rollAnswer = (await (await rolled).json()) as {
      value: { round: { outcome: { roll: number } } };
    };
    await expect(resultOf(dice)).toBeVisible();
    await expect(dice.locator('.roll-number .rolled')).toHaveText(
      rollAnswer.value.round.outcome.roll.toFixed(2),
    );
    await page.screenshot({ path: test.info().outputPath(`dice-${size.name}-landed.png`) });
  });
}
