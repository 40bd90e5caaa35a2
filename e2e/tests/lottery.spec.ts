import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerMember } from '../support/accounts';
import { logIn, MemberApi, shown } from '../support/money';

/**
 * The house lottery in the browser: /lottery and /elott against the real platform,
 * whose 1-minute games draw every minute. A member picks numbers on the board, places the slip
 * and finds the order in "my bets"; the page passes an axe check.
 */

/** Where the journeys' screenshots go when LOTTERY_SHOTS names a folder (for reviews). */
const SHOTS = process.env.LOTTERY_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const board = (page: Page) => page.locator('.lot-builder');
const slip = (page: Page) => page.getByRole('complementary', { name: 'Slip taruhan' });

/** Waits for an issue on sale with at least `seconds` left, so a placement is not refused. */
async function waitForTimeToBet(page: Page, seconds = 12) {
  await expect(async () => {
    const text = (await page.getByRole('timer').textContent()) ?? '';
    const [h, m, s] = text.split(':').map(Number);
    expect(h! * 3600 + m! * 60 + s!).toBeGreaterThanOrEqual(seconds);
  }).toPass({ timeout: 70_000 }); // a 5-minute game closes 45 s before its draw: wait a lock out
}

test.describe('lottery', () => {
  test('a guest sees the lottery page, accessible to axe, on phone and desktop widths', async ({
    page,
  }) => {
    // Five axe passes, and at the end maybe a 1-minute game's lock to wait out.
    test.setTimeout(120_000);
    await page.goto('/lottery?gameCode=SSC1');
    await expect(page.getByRole('heading', { level: 1, name: 'Lotre' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$|^--:--:--$/);
    await expect(board(page).getByRole('heading', { name: '3D Belakang langsung' })).toBeVisible();
    await expect(page.getByTestId('bet-summary')).toContainText('0 taruhan');
    await shot(page, 'lottery-guest-desktop');

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);

    // The results and trends view too.
    await page.getByRole('tab', { name: 'Hasil & tren' }).click();
    await expect(page.getByRole('heading', { name: 'Grafik tren' })).toBeVisible();
    const trends = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      trends.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
    await shot(page, 'lottery-results-desktop');

    // A phone: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: 'Pasang taruhan' }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const phone = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      phone.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(' | ')}`,
      ),
    ).toEqual([]);
    await shot(page, 'lottery-guest-phone');

    // /elott: the two-sided plays, each pick with its odds.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/elott?gameCode=PK101');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Lotre' })).toBeVisible();
    await expect(
      board(page)
        .getByRole('button', { name: /^Besar \d/ })
        .first(),
    ).toBeVisible();
    await shot(page, 'elott-pk10-desktop');
    // Mark Six's coloured balls on the Tradition board.
    await page.goto('/lottery?gameCode=LHC2');
    await expect(board(page).getByRole('button', { name: '49', exact: true })).toBeVisible();
    for (const url of ['/elott?gameCode=PK101', '/lottery?gameCode=LHC2']) {
      if (url !== '/lottery?gameCode=LHC2') await page.goto(url);
      await expect(page.getByRole('timer')).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(
        axe.violations.map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
    }

    // A guest's slip waits while the login popup asks them in.
    await page.goto('/lottery?gameCode=SSC1');
    // The slip cannot be placed in the draw's last 10 s (1 in 6 of a 1-minute game's time).
    await waitForTimeToBet(page, 3);
    await board(page).getByRole('button', { name: 'Acak 1 taruhan' }).click();
    await slip(page).getByRole('button', { name: 'Pasang taruhan' }).click();
    const login = page.getByRole('dialog', { name: 'Masuk' });
    await expect(login).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await expect(slip(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a member picks numbers, places a bet, sees the balance drop and the bet in my bets', async ({
    page,
    ops,
  }) => {
    test.setTimeout(180_000);
    const { username, password } = await registerMember();
    await ops.adjustBalance(username, 1000);
    await logIn(page, username, password);
    await page.goto('/lottery?gameCode=SSC1');
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(1000));

    // Last 3 straight: 1 and 2 on the hundreds, 3 on the tens, 4 on the units = 2 bets of 2.00.
    const row = (name: string) => board(page).getByRole('group', { name, exact: true });
    await row('Ratusan').getByRole('button', { name: '1', exact: true }).click();
    await row('Ratusan').getByRole('button', { name: '2', exact: true }).click();
    await row('Puluhan').getByRole('button', { name: '3', exact: true }).click();
    await row('Satuan').getByRole('button', { name: '4', exact: true }).click();
    await expect(page.getByTestId('bet-summary')).toHaveText(
      `2 taruhan, total ${shown(4)}, menang hingga ${shown(1960)}`,
    );
    await page.getByRole('button', { name: 'Tambah ke slip' }).click();
    await expect(slip(page).getByRole('listitem')).toHaveCount(1);
    await shot(page, 'lottery-member-slip');

    await waitForTimeToBet(page);
    const numero = (await page.getByTestId('current-numero').textContent())!.trim();
    await slip(page).getByRole('button', { name: 'Pasang taruhan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi taruhan' });
    await expect(dialog).toContainText(numero);
    await expect(dialog).toContainText('2 taruhan dalam 1 baris');
    await expect(dialog).toContainText(shown(4));
    await shot(page, 'lottery-member-confirm');
    await dialog.getByRole('button', { name: 'Pasang', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'dipasang untuk periode' }),
    ).toContainText(numero);
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(996));
    const api = await MemberApi.logIn(username, password);
    expect(await api.balance()).toBe(996);

    await page.getByRole('tab', { name: 'Taruhan saya' }).click();
    const order = page.getByTestId('lottery-order').filter({ hasText: numero });
    await expect(order).toHaveCount(1);
    await expect(order).toContainText(shown(4));
    await shot(page, 'lottery-member-my-bets');
    await order.getByRole('button', { name: /^Rincian taruhan/ }).click();
    const detail = page.getByRole('dialog', { name: /^Taruhan / });
    await expect(detail).toContainText('Ratusan: 1, 2; Puluhan: 3; Satuan: 4');
    await shot(page, 'lottery-member-detail');
    await detail.getByRole('button', { name: 'Tutup' }).click();

    // The draw comes within a minute and the order settles: won or lost, as the platform says,
    // and the balance is what the ledger holds (996, plus the win if it won).
    await expect(order.getByText(/^(Menang|Kalah)$/)).toBeVisible({ timeout: 120_000 });
    const today = await api.get<{ list: { numero: string; state: string; win: number }[] }>(
      '/lgw/orders/today?gameId=SSC1',
    );
    const settled = today.list.find((o) => o.numero === numero)!;
    expect(['WON', 'LOST']).toContain(settled.state);
    await expect(order).toContainText(settled.state === 'WON' ? 'Menang' : 'Kalah');
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(996 + settled.win));
    expect(await api.balance()).toBe(996 + settled.win);
    await shot(page, 'lottery-member-settled');
  });

  test('a member whose money sits in a game wallet sees main is short, recalls it in one click and bets', async ({
    page,
    ops,
  }) => {
    test.setTimeout(120_000);
    const { username, password } = await registerMember();
    await ops.adjustBalance(username, 1000);
    const api = await MemberApi.logIn(username, password);
    await api.transfer('MAIN', 'GDL', 1000);
    await logIn(page, username, password);
    // The header's figure is the total of every wallet and says so; the lottery shows the
    // wallet its bets are paid from.
    await expect(page.getByRole('banner').first()).toContainText(`Total ${shown(1000)}`);
    await page.goto('/lottery?gameCode=SSC1');
    const balance = page.getByTestId('lottery-balance');
    await expect(balance).toHaveText(shown(0));
    await expect(page.locator('.lot-balance')).toContainText('Dompet utama');

    await board(page).getByRole('button', { name: 'Acak 1 taruhan' }).click();
    await expect(slip(page).getByRole('listitem')).toHaveCount(1);
    await waitForTimeToBet(page, 20);
    const numero = (await page.getByTestId('current-numero').textContent())!.trim();
    await slip(page).getByRole('button', { name: 'Pasang taruhan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi taruhan' });
    await expect(dialog.getByTestId('confirm-issue')).toHaveText(numero);
    const place = dialog.getByRole('button', { name: 'Pasang', exact: true });
    await expect(dialog.getByRole('alert')).toHaveText(
      `Dompet utama berisi ${shown(0)}, kurang dari taruhan ${shown(2)}. Taruhan lotre dibayar dari dompet utama, dan dompet permainan Anda berisi ${shown(1000)}: tarik semuanya ke dompet utama lalu pasang taruhan.`,
    );
    await expect(place).toBeDisabled();
    await shot(page, 'lottery-short-main');

    await dialog.getByRole('button', { name: 'Tarik semua ke dompet utama' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Dana dari dompet permainan sudah kembali. Dompet utama berisi ${shown(1000)}: Anda bisa memasang taruhan.`,
    );
    await expect(balance).toHaveText(shown(1000));
    await place.click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: 'dipasang untuk periode' }),
    ).toContainText(numero);
    await expect(balance).toHaveText(shown(998));
    const wallets = await api.get<{ main: { balance: number }; sumBalance: number }>(
      '/wps/relay/GCS_merchantWallet',
    );
    expect(wallets.main.balance).toBe(998);
    expect(wallets.sumBalance).toBe(998);
  });

  test('a member chases 3 issues on a doubling plan and cancels the chase from its last issue', async ({
    page,
    ops,
  }) => {
    test.setTimeout(150_000);
    const { username, password } = await registerMember();
    await ops.adjustBalance(username, 1000);
    await logIn(page, username, password);
    await page.goto('/lottery?gameCode=SSC3');
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(1000));

    // 5 star straight, one random bet: 2.00 a line.
    await page.getByRole('button', { name: '5D', exact: true }).click();
    await page.getByRole('button', { name: 'Acak 1 taruhan' }).click();
    await expect(slip(page).getByRole('listitem')).toHaveCount(1);
    await slip(page).getByRole('checkbox', { name: 'Kejar beberapa periode' }).check();
    await slip(page).getByRole('spinbutton', { name: 'Jumlah periode' }).fill('3');
    await slip(page).getByRole('button', { name: 'Lipat dua' }).click();
    await slip(page).getByRole('spinbutton', { name: 'Lipat dua setiap (periode)' }).fill('1');
    await expect(slip(page).getByRole('checkbox', { name: 'Berhenti bila menang' })).toBeChecked();
    const plan = slip(page).getByRole('table', { name: 'Periode yang dikejar dan kelipatannya' });
    await expect(plan.getByRole('row')).toHaveCount(4);
    // Multiples 1, 2, 4 of 2.00: 14.00.
    await expect(
      slip(page).getByText(`3 periode, total ${shown(14)}`, { exact: true }),
    ).toBeVisible();
    await shot(page, 'lottery-chase-plan');

    await waitForTimeToBet(page, 20);
    await slip(page).getByRole('button', { name: 'Pasang taruhan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi taruhan' });
    await expect(dialog).toContainText('3 periode, berhenti bila menang');
    await expect(dialog).toContainText(shown(14));
    const axe = await new AxeBuilder({ page })
      .include('dialog')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Pasang', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(986));

    await page.getByRole('tab', { name: 'Taruhan saya' }).click();
    const orders = page.getByTestId('lottery-order');
    await expect(orders).toHaveCount(3);
    await orders
      .first()
      .getByRole('button', { name: /^Rincian taruhan/ })
      .click();
    const detail = page.getByRole('dialog', { name: /^Taruhan / });
    await detail.getByRole('button', { name: 'Rincian kejar' }).click();
    const chase = page.getByRole('dialog', { name: /^Kejar / });
    await expect(chase.getByRole('row')).toHaveCount(4);
    // Only the last issue can be cancelled: a chase is cancelled from its end.
    const cancels = chase.getByRole('button', { name: /^Batalkan periode / });
    await expect(cancels).toHaveCount(1);
    const last = chase.getByRole('row').last();
    await expect(last.getByRole('button', { name: /^Batalkan periode / })).toBeVisible();
    await last.getByRole('button', { name: /^Batalkan periode / }).click();
    await expect(chase.getByRole('status')).toHaveText('Dibatalkan, dana dikembalikan.');
    await expect(last).toContainText('Dibatalkan');
    await shot(page, 'lottery-chase-detail');
    // The 4 × 2.00 of the last issue came back.
    const api = await MemberApi.logIn(username, password);
    await expect.poll(() => api.balance()).toBe(994);
    await chase.getByRole('button', { name: 'Tutup' }).click();
    await expect(page.getByTestId('lottery-balance')).toHaveText(shown(994));
  });
});
