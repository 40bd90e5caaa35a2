import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  PASSWORD,
  createMemberByOps,
  registerMember,
  uniqueMobile,
  uniqueName,
  uniqueVisitorIp,
} from '../support/accounts';
import { lineCount, openHome, useLanguage } from '../support/site';

/**
 * Nothing scrolls sideways: the page at a phone's width, and every open dialog and
 * its scrolling body at any width, with the widest states shown (resend countdown, captcha).
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 800 };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      wide.push(`page ${root.scrollWidth}>${window.innerWidth}`);
    for (const box of Array.from(
      document.querySelectorAll<HTMLElement>('dialog[open], dialog[open] .dialog__body'),
    )) {
      if (box.scrollWidth > box.clientWidth) {
        wide.push(`${box.className} ${box.scrollWidth}>${box.clientWidth}`);
      }
    }
    return wide;
  });
  expect(overflow).toEqual([]);
}

async function openLogin(page: Page): Promise<Locator> {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  await expect(dialog.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  return dialog;
}

/** A member with a mobile number, so the platform sends codes to it. */
async function memberWithMobile() {
  const mobileNum = uniqueMobile();
  await createMemberByOps({ password: PASSWORD, mobileNum });
  return mobileNum;
}

/** The SMS tab with the resend countdown running. */
async function smsCountdown(page: Page, dialog: Locator) {
  const mobileNum = await memberWithMobile();
  await dialog.getByRole('tab', { name: 'Kode SMS' }).click();
  const dialCode = dialog.getByRole('combobox', { name: 'Kode negara' });
  if (!(await dialCode.innerText()).includes('+62')) {
    await dialCode.click();
    await page.getByRole('option', { name: /\+62/ }).first().click();
  }
  await dialog.getByRole('textbox', { name: 'Nomor ponsel' }).fill(mobileNum);
  await dialog.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(dialog.getByRole('button', { name: /Kirim ulang/ })).toBeVisible();
}

test('the register page and /register.html fit a phone, in both modes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/register', '/register.html']) {
    await page.goto(path);
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { name: 'Daftar' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await form.getByRole('tab', { name: 'Nomor HP' }).click();
    await expect(form.getByLabel('Nomor HP *')).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});

for (const [label, size] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test(`the login dialog fits ${label} with the SMS countdown and the captcha`, async ({
    page,
    problems,
  }) => {
    problems.allow(/\b40[01]\b/);
    const ip = uniqueVisitorIp();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
    await page.setViewportSize(size);
    const dialog = await openLogin(page);
    await expectNoSidewaysScroll(page);
    await smsCountdown(page, dialog);
    await expectNoSidewaysScroll(page);

    // Failed password logins bring the captcha row.
    await dialog.getByRole('tab', { name: 'Nama pengguna' }).click();
    const { username } = await registerMember();
    // The second failure brings the captcha.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await dialog.getByRole('textbox', { name: 'Nama pengguna' }).fill(username);
      await dialog.getByLabel('Kata sandi', { exact: true }).fill('wrong-pass1');
      await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Masuk', exact: true })).toBeEnabled();
    }
    await expect(dialog.getByLabel('Kode captcha')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}

test('the forgot-password dialog fits a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const login = await openLogin(page);
  await login.getByRole('button', { name: 'Lupa kata sandi?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lupa kata sandi' });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('tab', { name: 'Lewat nomor HP' }).click();
  await dialog.getByLabel('Nomor HP *').fill(await memberWithMobile());
  await dialog.getByRole('button', { name: 'Kirim kode' }).click();
  await expect(dialog.getByRole('button', { name: /Kirim ulang/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the member centre's security sections fit a phone", async ({ page }) => {
  const { username } = await registerMember();
  const login = await openLogin(page);
  await login.getByRole('textbox', { name: 'Nama pengguna' }).fill(username);
  await login.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(login).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Pusat pribadi' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat Anggota' });
  await expect(centre.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(centre.getByRole('region', { name: /^Kata sandi pembayaran/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The login history (this member's own login is in it): its rows are cards, so the table is no
  // wider than its section, and no box around it scrolls sideways.
  const history = centre.getByRole('region', { name: 'Riwayat masuk terbaru' });
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  const wide = await history.evaluate((section) => {
    const found: string[] = [];
    const table = section.querySelector('table')!;
    for (let box: HTMLElement | null = table; box && box !== section; box = box.parentElement) {
      if (box.scrollWidth > box.clientWidth + 1) {
        found.push(`${box.className} ${box.scrollWidth}>${box.clientWidth}`);
      }
    }
    if (table.offsetWidth > section.clientWidth + 1) {
      found.push(`table ${table.offsetWidth}>${section.clientWidth}`);
    }
    return found;
  });
  expect(wide).toEqual([]);
});

/** Logs in through the modal at the current size. */
async function logIn(page: Page, username: string, password: string) {
  const login = await openLogin(page);
  await login.getByRole('textbox', { name: 'Nama pengguna' }).fill(username);
  await login.getByLabel('Kata sandi', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(login).toHaveCount(0);
}

for (const [label, size] of [
  ['a desktop', DESKTOP],
  ['a phone', PHONE],
] as const) {
  for (const [who, account] of [
    ['the agent', { username: 'demoagent', password: 'agent1234' }],
    [
      'a 12-letter name',
      { username: uniqueName('wwww').padEnd(12, 'w').slice(0, 12), password: '' },
    ],
  ] as const) {
    test(`the header fits ${label} for ${who}: the name is cut, nothing wraps`, async ({
      page,
    }) => {
      const { username, password } = account.password
        ? account
        : await registerMember(account.username);
      await page.setViewportSize(size);
      await logIn(page, username, password);
      const banner = page.getByRole('banner');
      const name = banner.locator('.member-actions__name');
      await expect(name).toHaveText(username);
      await expect(name).toHaveAttribute('title', username);
      expect(await lineCount(name)).toBe(1);
      expect(await lineCount(banner.locator('.member-actions__balance'))).toBe(1);
      for (const action of await banner.locator('.member-actions__item').all()) {
        if (await action.isVisible()) expect(await lineCount(action)).toBe(1);
      }
      for (const perk of await banner.locator('.header-perk').all()) {
        if (await perk.isVisible()) expect(await lineCount(perk)).toBe(1);
      }
      if (size === DESKTOP) {
        await expect(banner.getByRole('button', { name: 'Pusat pribadi' })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
    });
  }
}

test('desktop member centre: the menu stays in view while the page beside it scrolls', async ({
  page,
}) => {
  const { username } = await registerMember();
  await page.setViewportSize(DESKTOP);
  await logIn(page, username, PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'Pusat pribadi' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat Anggota' });
  await expect(centre.getByRole('heading', { name: 'Profil' })).toBeVisible();
  const scroller = centre.locator('.dialog__body');
  const scrolled = await scroller.evaluate((body) => {
    body.scrollTop = body.scrollHeight;
    return body.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(0);
  const menu = centre.getByRole('navigation', { name: 'Menu pusat anggota' });
  const [menuBox, bodyBox] = [await menu.boundingBox(), await scroller.boundingBox()];
  expect(menuBox!.y).toBeGreaterThanOrEqual(bodyBox!.y - 1);
  expect(menuBox!.y).toBeLessThan(bodyBox!.y + bodyBox!.height);
});

test('the contacts bubble never covers the field being typed in on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/register');
  const form = page.getByRole('main');
  const email = form.getByLabel('E-mail');
  await expect(email).toBeVisible();
  const bubble = page.getByRole('button', { name: 'Tampilkan kontak' });
  await expect(bubble).toBeVisible();
  // The field scrolled to the bubble's height, where the bubble floats over its right end.
  const bubbleBox = (await bubble.boundingBox())!;
  await email.evaluate(
    (input, bubbleMiddle) => {
      const box = input.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - bubbleMiddle);
    },
    bubbleBox.y + bubbleBox.height / 2,
  );
  await email.evaluate((input: HTMLElement) => input.focus({ preventScroll: true }));
  await expect(email).toBeFocused();
  await email.pressSequentially('a@b');
  const field = (await email.boundingBox())!;
  // Measured by its element: a bubble taken out of the way has no role or box to find.
  const shown = await page.locator('.right-bar__toggle').boundingBox();
  const overlaps =
    shown !== null &&
    shown.x < field.x + field.width &&
    field.x < shown.x + shown.width &&
    shown.y < field.y + field.height &&
    field.y < shown.y + shown.height;
  expect(overlaps).toBe(false);
  // Back once the field is left.
  await email.blur();
  await expect(bubble).toBeVisible();
});

test('on a phone in English the header keeps one line and the contacts bubble covers nothing', async ({
  page,
}) => {
  await useLanguage(page, 'EN');
  await page.setViewportSize(PHONE);
  await openHome(page);
  // The longest of the header's labels in either language.
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  expect(await lineCount(logIn)).toBe(1);
  await expectNoSidewaysScroll(page);
  // The bubble is docked in the bottom bar, which the page never lies under: not over the first
  // screen's text, nor any card scrolled past it.
  const bubble = page.getByRole('button', { name: 'Show contacts' });
  await expect(bubble).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  const [shown, strip] = [(await bubble.boundingBox())!, (await bar.boundingBox())!];
  expect(shown.y).toBeGreaterThanOrEqual(strip.y);
  expect(shown.y + shown.height).toBeLessThanOrEqual(strip.y + strip.height);
  // Nor over the bar's own entries.
  for (const entry of await bar.getByRole('listitem').all()) {
    const box = (await entry.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(shown.x);
    expect(await lineCount(entry)).toBe(1);
  }

  await page.goto('/help');
  await expect(bubble).toBeVisible();
  // Scrolled to the end (again while the page's content still arrives and grows it): the
  // footer's last words stand above the bubble, not under it.
  const last = page.getByRole('contentinfo').locator('p, a, li').last();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const [words, shown] = [await last.boundingBox(), await bubble.boundingBox()];
      return words && shown ? shown.y - (words.y + words.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});

/**
 * Every table the agent centre shows fits its pane: in a pane narrower than 640 px (a phone's,
 * and the desktop dialog's, about 600 px) each row is a card, so neither a table nor any box
 * around it (up to the centre's dialog) is wider than what it shows.
 */
async function expectTablesFit(centre: Locator) {
  await expect(centre.getByRole('table').first()).toBeVisible();
  // Polled: a report asked for again is drawn in steps (its old rows, then the new ones).
  const wideBoxes = () =>
    centre.evaluate((dialog) => {
      const found: string[] = [];
      for (const table of Array.from(dialog.querySelectorAll('table'))) {
        const name = table.querySelector('caption')?.textContent ?? table.className;
        for (let box: HTMLElement | null = table; box && box !== dialog; box = box.parentElement) {
          if (box.scrollWidth > box.clientWidth + 1) {
            found.push(`${name}: ${box.className} ${box.scrollWidth}>${box.clientWidth}`);
          }
        }
        if (table.getBoundingClientRect().right > window.innerWidth + 1) {
          found.push(`${name}: ends at ${table.getBoundingClientRect().right}`);
        }
      }
      return found;
    });
  await expect.poll(wideBoxes).toEqual([]);
}

test("the agent centre's tables read as cards on a desktop and a phone, nothing scrolls sideways", async ({
  page,
}) => {
  // Nine pages of the centre, each asked of the platform: longer than one screen's test.
  test.slow();
  // Opened from the desktop header and read there, then on a phone (as the reports journey does).
  await page.setViewportSize(DESKTOP);
  await logIn(page, 'demoagent', 'agent1234');
  await page.getByRole('banner').getByRole('button', { name: 'Pusat agen' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat Agen' });
  await expect(centre).toBeVisible();
  const menu = centre.getByRole('navigation', { name: 'Menu pusat agen' });

  // The overview's table by day, seven days of the demo team: the desktop's page beside the
  // menu is about 600 px, narrower than the table's columns.
  await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
  const byDay = centre.getByRole('table', { name: /per hari/i });
  await expect(byDay.getByRole('row')).toHaveCount(8);
  await expectTablesFit(centre);

  // The team list (ten columns, 1,400 px as a table), its actions in the card: on the desktop,
  // then on a phone.
  await menu.getByRole('button', { name: 'Manajemen Tim' }).click();
  const team = centre.getByRole('table', { name: /Downline saya/ });
  // The newest downline first: other journeys' registrations may come before the seeded ones.
  const newest = team.getByRole('row').nth(1);
  await expect(newest.getByRole('button', { name: /^Transfer ke / })).toBeVisible();
  await expectTablesFit(centre);
  await page.setViewportSize(PHONE);
  await expectTablesFit(centre);
  await expectNoSidewaysScroll(page);

  // The reports: team bets, the profit and loss by member with its totals, income, ledger.
  for (const entry of ['Taruhan Tim', 'Untung Rugi Pengguna', 'Pendapatan Saya', 'Rincian Akun']) {
    await menu.getByRole('button', { name: entry }).click();
    await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
    await centre.getByRole('button', { name: 'Tampilkan' }).click();
    await expectTablesFit(centre);
    await expectNoSidewaysScroll(page);
  }
  // The profit and loss names the agent's own team's total once.
  await menu.getByRole('button', { name: 'Untung Rugi Pengguna' }).click();
  const level = centre.getByRole('table', { name: /anggota di bawah Tim saya/ });
  await expect(level.getByRole('rowheader', { name: 'Total tim saya', exact: true })).toBeVisible();
  await expect(centre.getByText(/Total tim Tim saya/)).toHaveCount(0);

  // A contract's records.
  await menu.getByRole('button', { name: 'Gaji Harian' }).click();
  await centre.getByRole('tab', { name: 'Catatan' }).click();
  await centre.getByRole('radio', { name: 'Yang saya bayar ke downline' }).check();
  await expect(centre.getByRole('table', { name: 'Catatan pembayaran' })).toBeVisible();
  await expectTablesFit(centre);
  await expectNoSidewaysScroll(page);

  // The overview by day on the phone too.
  await menu.getByRole('button', { name: 'Ikhtisar Tim' }).click();
  await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
  await expect(byDay.getByRole('row')).toHaveCount(8);
  await expectTablesFit(centre);
  await expectNoSidewaysScroll(page);
});
