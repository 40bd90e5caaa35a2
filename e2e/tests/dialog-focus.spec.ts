import { expect, test } from '../support/fixtures';
import { openHome } from '../support/site';

/**
 * Where focus goes with the dialogs: forms open on their first field, and
 * after the home notices close the next Tab stays in the page.
 */

test('login, register and forgot-password open with focus on their first field', async ({
  page,
}) => {
  await openHome(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Masuk' }).click();
  const login = page.getByRole('dialog', { name: 'Masuk' });
  await expect(login.getByRole('textbox', { name: 'Nama pengguna' })).toBeFocused();

  await login.getByRole('button', { name: 'Lupa kata sandi?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Lupa kata sandi' });
  await expect(forgot.getByLabel('Nama pengguna *')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(forgot).toHaveCount(0);

  await banner.getByRole('button', { name: 'Daftar' }).click();
  const register = page.getByRole('dialog', { name: 'Daftar' });
  await expect(register.getByLabel('Nama pengguna *')).toBeFocused();
});

test('after the home notices close, focus is in the page, not at its end', async ({ page }) => {
  await openHome(page);
  // openHome closed the popup with Esc when there was one: focus waits at the main landmark.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inFooter = await page.evaluate(
    () => document.activeElement?.closest('footer, [role="contentinfo"]') !== null,
  );
  expect(inFooter).toBe(false);
});
