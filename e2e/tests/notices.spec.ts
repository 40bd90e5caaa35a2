import type { Page } from '@playwright/test';
import { siteGet, type Announcements, type Notice } from '../support/api';
import { ProblemLog, expect, hydratingContext, test } from '../support/fixtures';
import { Operator } from '../support/ops';

const PAGE_SIZE = 9; // docs/product.md §9: notices 9 per page

/** One page of the player notices the notice page lists, straight from the platform. */
const playerNotices = (pageNo: number) =>
  siteGet<Announcements>('/wps/relay/MCSFE_getListAnnouncements', {
    types: 'PL',
    pageNo,
    pageSize: PAGE_SIZE,
  });

const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The list of notices on the left. */
const noticeList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: /notices|pengumuman/i });

/** A notice of the list, by its exact title (its button also holds the date). */
const noticeEntry = (page: Page, title: string) =>
  noticeList(page)
    .getByRole('button')
    .filter({ has: page.getByText(title, { exact: true }) });

const pager = (page: Page) =>
  page.getByRole('navigation', { name: /pagination|notice pages|halaman/i });

async function goToListPage(page: Page, n: number) {
  const target = pager(page)
    .getByRole('button', { name: new RegExp(`^(page |halaman )?${n}$`, 'i') })
    .or(pager(page).getByRole('link', { name: new RegExp(`^(page |halaman )?${n}$`, 'i') }))
    .first();
  await target.click();
}

test.describe('notice page', () => {
  test.beforeAll(async () => {
    // The pager needs a second page: top the seed up to at least ten player notices.
    const { playerPage } = await playerNotices(1);
    const ops = new Operator();
    for (let i = playerPage.totalCount; i < PAGE_SIZE + 1; i += 1) {
      await ops.addNotice({
        type: 'PL',
        title: `E2E notice ${i + 1}`,
        content: `<p>Body ${i}</p>`,
      });
    }
  });

  test('lists 9 notices per page and pages to the next ones', async ({ page }) => {
    const first = await playerNotices(1);
    const second = await playerNotices(2);
    expect(first.player).toHaveLength(PAGE_SIZE);
    expect(second.player.length).toBeGreaterThan(0);

    await page.goto('/noticePage');
    await expect(noticeList(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    for (const notice of first.player) await expect(noticeEntry(page, notice.title)).toBeVisible();
    await expect(noticeEntry(page, second.player[0]!.title)).toHaveCount(0);

    await goToListPage(page, 2);
    await expect(noticeList(page).getByRole('listitem')).toHaveCount(second.player.length);
    for (const notice of second.player) await expect(noticeEntry(page, notice.title)).toBeVisible();
    await expect(noticeEntry(page, first.player[0]!.title)).toHaveCount(0);
  });

  test('clicking a notice shows its HTML detail on the right', async ({ page }) => {
    const { player } = await playerNotices(1);
    // Not the first one: that one is shown before any click.
    const notice = player.slice(1).find((n) => textOf(n.content).length > 0) ?? player[1]!;
    await page.goto('/noticePage');
    await expect(noticeList(page).getByRole('listitem')).toHaveCount(PAGE_SIZE);
    await noticeEntry(page, notice.title).click();
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name: notice.title })).toBeVisible();
    const words = textOf(notice.content).slice(0, 40).trim();
    await expect(detail.getByText(words, { exact: false }).first()).toBeVisible();
    // On a desktop screen the list is on the left and the detail on the right (docs/product.md §2).
    const list = await noticeList(page).boundingBox();
    const text = await detail.boundingBox();
    expect(text!.x).toBeGreaterThanOrEqual(list!.x + list!.width - 1);
  });

  test('the detail is sanitised: no script or event handler from notice HTML runs', async ({
    browser,
    ops,
  }) => {
    // Without the platform's Content-Security-Policy, so the sanitiser alone must stop the
    // handlers (with CSP on, Chrome also logs its refusal while DOMPurify parses them).
    const context = hydratingContext(await browser.newContext({ bypassCSP: true }));
    const page = await context.newPage();
    const problems = new ProblemLog(page);
    const stamp = Date.now();
    const title = `E2E unsafe notice ${stamp}`;
    await ops.addNotice({
      type: 'PL',
      title,
      content:
        `<p>Visible part ${stamp}</p>` +
        `<img src="data:image/png;base64,AAAA" onerror="window.__e2eXss = 'onerror'; alert(1)">` +
        `<script>window.__e2eXss = 'script'; alert(2)</script>` +
        `<a href="javascript:window.__e2eXss='href'">link ${stamp}</a>` +
        `<svg><animate onbegin="window.__e2eXss = 'svg'" attributeName="x" dur="1s"/></svg>`,
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/noticePage');
    await openNotice(page, title);
    await expect(page.getByRole('main').getByText(`Visible part ${stamp}`)).toBeVisible();
    await page
      .getByRole('main')
      .getByText(`link ${stamp}`)
      .click({ trial: false })
      .catch(() => {});
    await page.waitForTimeout(500);

    expect(await page.evaluate(() => (window as { __e2eXss?: string }).__e2eXss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.locator('main [onerror], main [onbegin], main script')).toHaveCount(0);
    expect(problems.unexpected()).toEqual([]);
    await context.close();
  });
});

/** Finds a notice on whichever page of the list holds it, and opens it. */
async function openNotice(page: Page, title: string) {
  let pageNo = 1;
  let found: Notice | undefined;
  for (; pageNo <= 50 && !found; pageNo += 1) {
    const { player, playerPage } = await playerNotices(pageNo);
    found = player.find((n) => n.title === title);
    if (found || pageNo >= playerPage.totalPages) break;
  }
  expect(found, `notice "${title}" is listed by the platform`).toBeTruthy();
  for (let n = 2; n <= pageNo; n += 1) await goToListPage(page, n);
  await noticeEntry(page, title).click();
}
