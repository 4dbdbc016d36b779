import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { field, shownList } from './helpers.js';
import { uniqueId } from './staff.js';

const AUDIT_RANGE_MESSAGE = 'The start of the range must not be after its end';
const shortId = (id: string) => id.slice(0, 8);
/** The export's name: today's date on this machine (the server runs here too). */
function reportsCsvFileName(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `verification-reports-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Serious or critical accessibility problems on the page. */
async function seriousOrCritical(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** Nothing wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  // Against the device's width: a phone browser widens its layout viewport to fit wide content.
  const width = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** With SCREENSHOT_DIR set, keeps a full-page picture of the screen for review. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

test.describe('admin panel, analytics and audit logs', () => {
  // The audit search below is refused once on purpose (a 400 the browser logs).
  test.use({ toleratedProblems: [/status of 400/] });

  test('staff see the overview, export the CSV, read the analytics and search the audit trail', async ({
    page,
    staff: _,
  }, testInfo) => {
    test.slow();

    // An empty organisation: figures read as dashes, never NaN.
    await page.goto('/analytics');
    await expectOneH1(page, 'Analytics');
    await expect(page.getByRole('heading', { name: 'No data yet' })).toBeVisible();
    await expect(page.getByText('Success rate').locator('xpath=following-sibling::dd[1]')).toHaveText('—');
    await keepScreenshot(page, testInfo, 'analytics-empty');

    // One verification, invited through the API as the invitation screen does.
    const candidateEmail = `katherine.${uniqueId()}@nasa.example`;
    const invited = await page.request.post('/api/invite-candidate', {
      data: { candidateEmail, candidateName: 'Katherine Johnson' },
    });
    expect(invited.status()).toBe(201);
    const { verificationId } = (await invited.json()) as { verificationId: string };

    // ---- /admin ----
    await page.goto('/admin');
    await expectOneH1(page, 'Admin');
    // A table on wide screens, a list on phones; either way one entry with the 8-character id.
    const requests = shownList(page, 'The 10 most recent verification requests');
    const row = requests.locator('tr, li').filter({ hasText: shortId(verificationId) });
    await expect(row).toHaveCount(1);
    await expect(row.locator('code')).toHaveText(shortId(verificationId));
    await expect(row.locator('code')).toHaveAttribute('title', verificationId);
    await expect(row.getByText('Pending')).toBeVisible();
    await expect(
      page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1');
    const adminPages = page.getByRole('navigation', { name: 'Administration' });
    for (const name of ['Verification dashboard', 'Analytics', 'Users', 'Settings', 'Audit logs']) {
      await expect(adminPages.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    expect(await seriousOrCritical(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, 'admin');

    // Export Reports downloads the CSV named with today's date, holding the verification.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Reports' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(reportsCsvFileName(new Date()));
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('candidateEmail');
    expect(csv).toContain(candidateEmail);
    expect(csv).toContain(verificationId);
    await expect(page.getByText(`Downloaded ${reportsCsvFileName(new Date())}`)).toBeVisible();

    // ---- /analytics ----
    await adminPages.getByRole('link', { name: /^Analytics/ }).click();
    await expectOneH1(page, 'Analytics');
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Total requests')).toHaveText('1');
    await expect(figure('Success rate')).toHaveText('—');
    await expect(figure('Top verification type')).toHaveText('Full verification');
    await expect(page.getByRole('img', { name: 'Column chart of requests per week' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Column chart of requests per week' }),
    ).toHaveAccessibleDescription(/^1 request in the last 12 weeks/);
    await expect(page.locator('rect[data-week]')).toHaveCount(12);
    await expect(page.locator('rect[data-status="INVITED"]')).toHaveAttribute('data-count', '1');
    await expect(
      page.getByRole('img', { name: 'Bar chart of verifications by status' }),
    ).toHaveAccessibleDescription('Pending 1.');
    await expect(page.getByRole('img', { name: 'Bar chart of the time each stage takes' })).toBeVisible();
    // The figures behind each chart are one click away as a table.
    await page.getByText('Show the figures').nth(1).click();
    await expect(
      page
        .getByRole('table', { name: 'Verifications by status' })
        .getByRole('row', { name: /Pending 1 100%/ }),
    ).toBeVisible();
    expect(await seriousOrCritical(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, 'analytics');

    // ---- /audit-logs ----
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expectOneH1(page, 'Admin');
    await adminPages.getByRole('link', { name: /^Audit logs/ }).click();
    await expectOneH1(page, 'Audit logs');
    const trail = shownList(page, 'Audit trail, newest first');
    // Actions by their labels (the recorded name is the tooltip).
    await expect(trail.getByText('Data exported')).toBeVisible();
    await expect(trail.getByText('Invitation sent')).toBeVisible();

    await field(page, 'Action').fill('verification.invited');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/action=verification\.invited/);
    await expect(trail.getByText('Data exported')).toHaveCount(0);
    await expect(trail.locator('tr, li').filter({ hasText: 'Invitation sent' })).toHaveCount(1);
    // The record is the candidate's case, by name.
    await expect(trail.locator(`a[href="/verifications/${verificationId}"]`)).toBeVisible();
    await expect(page.getByText('Showing 1 entry')).toBeVisible();
    expect(await seriousOrCritical(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await keepScreenshot(page, testInfo, 'audit-logs');

    // A range that ends before it starts is refused; the message sits under the field.
    await field(page, 'From').fill('2026-03-10');
    await field(page, 'To').fill('2026-03-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(field(page, 'To')).toHaveAccessibleDescription(new RegExp(AUDIT_RANGE_MESSAGE));
    await expect(page.getByText(AUDIT_RANGE_MESSAGE, { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'audit-logs-error');

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(trail.getByText('Data exported')).toBeVisible();
  });
});
