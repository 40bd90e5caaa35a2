import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/money';

/**
 * The agent centre's reports against the real platform and the seeded demo team, on a phone:
 * team bets of the last 7 days as cards that fit the phone (nothing scrolls sideways), their
 * CSV (BOM, Indonesian header, plain amounts), and the team P&L drilled down a level and back.
 */
test('the agent reads and exports the team reports on a phone', async ({ page }) => {
  await logIn(page, 'demoagent', 'agent1234');
  await page.getByRole('banner').getByRole('button', { name: 'Pusat agen' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat Agen' });
  await expect(centre).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = centre.getByRole('navigation', { name: 'Menu pusat agen' });

  await menu.getByRole('button', { name: 'Taruhan Tim' }).click();
  await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
  await centre.getByRole('button', { name: 'Tampilkan' }).click();
  const bets = centre.getByRole('table', { name: /^Taruhan tim \(\d+\)/ });
  await expect(bets.getByRole('row').nth(1)).toBeVisible();
  // Each bet is a card of label and value lines: its box no longer scrolls sideways.
  const box = centre.getByRole('region', { name: /^Taruhan tim/ });
  const widths = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = page.waitForEvent('download');
  await centre.getByRole('button', { name: 'Ekspor CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^team-bets_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    'No. taruhan,Akun,Permainan,Produk,Vendor,Taruhan,Taruhan valid,Menang/kalah,Waktu (GMT+7),Status',
  );
  expect(lines[1]).toMatch(
    /^[^,]+,[^,]+,.+,-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2},\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/,
  );
  await expect(centre.getByText(/^Berkas CSV siap: [\d.]+ baris\.$/)).toBeVisible();

  await menu.getByRole('button', { name: 'Untung Rugi Pengguna' }).click();
  await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
  await centre.getByRole('button', { name: 'Tampilkan' }).click();
  const level = centre.getByRole('table', { name: /anggota di bawah Tim saya/ });
  await level.getByRole('button', { name: /^demosub1 \(lihat timnya\)$/ }).click();
  const below = centre.getByRole('table', { name: /anggota di bawah demosub1/ });
  await expect(below.getByRole('rowheader', { name: 'demomember1' })).toBeVisible();
  const trail = centre.getByRole('navigation', { name: 'Tingkat tim' });
  await trail.getByRole('button', { name: 'Tim saya' }).click();
  await expect(level).toBeVisible();
});
