import { expect, test } from '../support/fixtures';
import { registerMember } from '../support/accounts';
import { expectCentrePage, logIn, memberCentre } from '../support/money';

/**
 * A member-centre page has an address: opened by it over the page underneath, kept by a
 * reload, closed by Back and opened again by Forward; a guest following it logs in first.
 */
test('a member opens the deposit page by its address, reloads, and goes back and forward', async ({
  page,
}) => {
  const { username, password } = await registerMember();
  await logIn(page, username, password);
  await page.goto('/live?member=depositv2');
  await expectCentrePage(page, 'Deposit');
  await page.reload();
  await expectCentrePage(page, 'Deposit');
  await expect(page).toHaveURL(/\/live\?member=depositv2$/);
  await page.goBack();
  await expect(memberCentre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/live$/);
  await page.goForward();
  await expectCentrePage(page, 'Deposit');
  // The close button takes the centre's entry back off: the page underneath stays.
  await memberCentre(page).getByRole('button', { name: 'Tutup' }).first().click();
  await expect(memberCentre(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/live$/);
});

test('a guest following a member-centre address logs in first, then sees the page', async ({
  page,
}) => {
  const { username, password } = await registerMember();
  await page.goto('/index?member=withdraw');
  const login = page.getByRole('dialog', { name: 'Masuk' });
  await login.getByRole('textbox', { name: 'Nama pengguna' }).fill(username);
  await login.getByLabel('Kata sandi', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(login).toHaveCount(0);
  await expectCentrePage(page, 'Penarikan');
});
