import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18301';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function login(page, u, p) {
  await page.goto(base + '/index');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const dlg = page.getByRole('dialog');
  if (await dlg.count()) { await page.keyboard.press('Escape'); }
  await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
  const d = page.getByRole('dialog', { name: 'Masuk' });
  await d.getByRole('textbox', { name: 'Nama pengguna' }).fill(u);
  await d.getByLabel('Kata sandi', { exact: true }).fill(p);
  await d.getByRole('button', { name: 'Masuk', exact: true }).click();
}
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 844 } });
  await ctx.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await login(page, 'demosub1', 'player1234');
  const popup = page.getByRole('alertdialog', { name: 'Penawaran kontrak' });
  await popup.waitFor();
  await page.screenshot({ path: `/tmp/ag-contracts-shots/popup-${width}.png` });
  await popup.getByRole('button', { name: 'Nanti' }).click();
  const header = page.getByRole('banner');
  if (width < 800) {
    // mobile header may hide actions
  }
  await page.evaluate(() => {});
  const btn = header.getByRole('button', { name: 'Pusat agen' });
  if (await btn.count()) await btn.click(); else {
    await page.getByRole('button', { name: 'Menu' }).last().click();
    await page.getByRole('button', { name: 'Pusat agen' }).first().click();
  }
  const centre = page.getByRole('dialog', { name: 'Pusat Agen' });
  await centre.waitFor({ timeout: 5000 }).catch(() => console.log('no centre'));
  await centre.getByRole('button', { name: 'Gaji Harian' }).click();
  await centre.getByRole('tab', { name: 'Kontrak saya' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ag-contracts-shots/mine-${width}.png`, fullPage: false });
  await centre.getByRole('tab', { name: 'Kontrak downline' }).click();
  await centre.getByRole('button', { name: 'Tawarkan kontrak' }).click();
  await centre.getByRole('button', { name: 'Kirim penawaran' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/ag-contracts-shots/offer-${width}.png` });
  await centre.getByRole('tab', { name: 'Catatan' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/ag-contracts-shots/records-${width}.png` });
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  console.log(width, 'scrollWidth', sw);
  await ctx.close();
}
await browser.close();
