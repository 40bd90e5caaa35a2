import type { Page } from '@playwright/test';
import { siteGet, type SystemStatusValue } from '../support/api';
import { expect, test } from '../support/fixtures';
import { useLanguage } from '../support/site';

// docs/product.md §8, in English.
const MAINTENANCE_TEXT = 'We are currently performing a system maintenance';
const RESTRICTION_TEXT =
  'Due to restriction of your location or IP address, you are not allowed to access the site';

test.use({ timezoneId: 'UTC' });

test.describe('full-page screens switched by the operator', () => {
  test.beforeEach(async ({ page, problems }) => {
    await useLanguage(page, 'EN');
    // While the site is closed the platform refuses the other calls: 503 in maintenance, 403 to
    // a restricted visitor (packages/contract/src/errors.ts).
    problems.allow(/^response: (503|403) /);
    problems.allow(/Failed to load resource: the server responded with a status of (503|403)/);
  });

  test('maintenance shows the end time, the notice and contact us, and goes away', async ({
    page,
    ops,
  }) => {
    const notice = `E2E maintenance notice ${Date.now()}`;
    await ops.maintenance(true, { until: '2031-05-06T07:08:00Z', notice });

    await page.goto('/index');
    await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByText(/2031/).first()).toBeVisible();
    await expect(page.getByText(/\b0?7[:.]08\b/).first()).toBeVisible();
    await expect(contactUs(page)).toBeVisible();
    // The site itself is not reachable behind it.
    await expect(page.getByRole('banner')).toHaveCount(0);

    await ops.maintenance(false);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);
  });

  test('maintenance switched with `npm run ops` on every route, and off again', async ({
    page,
    ops,
  }) => {
    const on = await ops.cli('maintenance', 'on', '--until', '2031-05-06T07:08:00Z');
    expect(on.stdout).toMatch(/maintenance/i);

    for (const route of ['/index', '/noticePage', '/help']) {
      await page.goto(route);
      await expect(page.getByText(MAINTENANCE_TEXT)).toBeVisible();
    }

    const off = await ops.cli('maintenance', 'off');
    expect(off.stdout).toMatch(/maintenance/i);
    await page.reload();
    await expect(page.getByText(MAINTENANCE_TEXT)).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('region restriction shows the visitor IP and country and the restriction text, and goes away', async ({
    page,
    ops,
  }) => {
    const on = await ops.cli('region-restriction', 'on');
    expect(on.stdout).toMatch(/region/i);
    const status = await siteGet<SystemStatusValue>('/wps/system/status');
    expect(status.status, 'the platform reports status 2 (region restricted)').toBe(2);

    await page.goto('/index');
    await expect(page.getByText(RESTRICTION_TEXT)).toBeVisible();
    await expect(page.getByText(status.location.ip, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(status.location.country, { exact: false }).first()).toBeVisible();
    await expect(contactUs(page)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    const off = await ops.cli('region-restriction', 'off');
    expect(off.stdout).toMatch(/region/i);
    await page.reload();
    await expect(page.getByText(RESTRICTION_TEXT)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the operator API refuses a wrong token', async ({ request }) => {
    const res = await request.post('/ops/maintenance', {
      headers: { Authorization: 'not-the-token' },
      data: { on: true },
    });
    expect([401, 403]).toContain(res.status());
    expect(await res.json()).toMatchObject({ success: false });
    const status = await siteGet<SystemStatusValue>('/wps/system/status');
    expect(status.status).toBe(0);
  });
});

const contactUs = (page: Page) =>
  page
    .getByRole('button', { name: /contact us/i })
    .or(page.getByRole('link', { name: /contact us/i }))
    .first();
