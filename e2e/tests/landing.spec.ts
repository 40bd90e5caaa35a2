import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { switchLanguage } from '../support/site';

test.describe('landing', () => {
  test('/ lands on /index, in Indonesian by default', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('main')).toBeVisible();
    // The default language is Indonesian whatever the browser's language (en-US here).
    await expect(page.getByRole('link', { name: /beranda|daftar|promosi/i }).first()).toBeVisible();
  });

  test('/index.html lands on /index', async ({ page }) => {
    await page.goto('/index.html');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('switching to English is remembered across a reload, and back', async ({ page }) => {
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const before = await page.locator('body').innerText();

    await switchLanguage(page, 'EN');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/\b(home|register|promotions|log ?in)\b/i).first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toEqual(before);
    expect(await storedLanguage(page)).toEqual({ lang: 'EN', hisLang: 'ID' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText(/\b(home|register|promotions|log ?in)\b/i).first()).toBeVisible();

    await switchLanguage(page, 'ID');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    expect(await storedLanguage(page)).toEqual({ lang: 'ID', hisLang: 'EN' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

const storedLanguage = (page: Page) =>
  page.evaluate(() => ({
    lang: localStorage.getItem('lang'),
    hisLang: localStorage.getItem('hisLang'),
  }));
