import { expect, type Locator, type Page } from '@playwright/test';
import { siteGet, type Announcements } from './api';

const LANGUAGE_NAMES = { EN: 'English', ID: 'Bahasa Indonesia' } as const;

/**
 * Picks a language with the header's language switcher (docs/product.md §2), whether it is a native
 * select
 * or a menu button ("Bahasa" / "Language") that opens a list of languages.
 */
export async function switchLanguage(page: Page, language: 'EN' | 'ID') {
  const header = page.getByRole('banner');
  const name = /^(bahasa|language)\b/i;
  const select = header.getByRole('combobox', { name });
  if ((await select.count()) > 0) {
    await select.first().selectOption({ label: LANGUAGE_NAMES[language] });
    return;
  }
  await header.getByRole('button', { name }).first().click();
  const choice = page
    .getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] })
    .or(page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }))
    .or(page.getByRole('option', { name: LANGUAGE_NAMES[language] }))
    .or(page.getByRole('radio', { name: LANGUAGE_NAMES[language] }))
    .or(page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }));
  await choice.first().click();
}

/** The page shows something meaningful: a main landmark with a heading or some text. */
export async function expectMeaningful(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect
    .poll(async () => (await main.innerText()).trim().length, { message: 'main has content' })
    .toBeGreaterThan(0);
}

export const visibleCount = async (locator: Locator) => {
  let n = 0;
  for (const item of await locator.all()) if (await item.isVisible()) n += 1;
  return n;
};

/** Starts the page in a given interface language, as if the visitor had picked it (docs/product.md §3). */
export async function useLanguage(page: Page, language: 'EN' | 'ID') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('lang', lang);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, language);
}

/**
 * Home opens the popup notices once per session (docs/product.md §3: index_notice); a modal dialog
 * makes
 * the header inert, so close it first, as a visitor would.
 */
export async function openHome(page: Page) {
  const { popup } = await siteGet<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
    types: 'PU',
  });
  await page.goto('/index');
  if (popup.length > 0) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/** How many lines an element's text takes: the distinct bottoms of its text's line boxes. */
export const lineCount = (element: Locator) =>
  element.evaluate((node) => {
    const tops = new Set<number>();
    const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.bottom));
      }
    }
    return tops.size;
  });
