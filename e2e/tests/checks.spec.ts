import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { expectUploaded, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import { inviteCandidate } from './review-steps.js';
import { field } from './helpers.js';
import { uniqueId } from './staff.js';

/** The dashboard count card of a label. */
const card = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Verification counts"] > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('automated checks', () => {
  test('a submission with an overlapping job, a gmail supervisor and an edited diploma is flagged within seconds; the reviewer dismisses one finding with a note and approves', async ({
    page,
    staff: _,
    browser,
    baseURL,
  }) => {
    test.slow();
    const link = await inviteCandidate(page, 'Grace Hopper', `grace.${uniqueId()}@navy.example`);
    const statusPath = await page.getByRole('link', { name: 'View status' }).getAttribute('href');
    if (!statusPath) throw new Error('the invitation links to the status screen');

    // ---- The candidate submits on their phone ----
    const candidate = await openAsCandidate(browser, baseURL, link);
    const portal = candidate.page;
    await field(portal, 'Date of birth').fill('1990-12-09');
    await field(portal, 'Phone number').fill('+1 202 555 0100');
    await field(portal, 'Address line 1').fill('1 Navy Yard');
    await field(portal, 'City').fill('Arlington');
    await field(portal, 'State').fill('VA');
    await field(portal, 'Country').fill('United States');
    await field(portal, 'ZIP code').fill('22202');
    await portal.getByRole('button', { name: 'Next' }).click();

    await field(portal, 'Institution name').fill('Yale University');
    await field(portal, 'Institution address').fill('New Haven, CT');
    await field(portal, 'Degree/Program').fill('Bachelor of Science in Mathematics');
    await field(portal, 'Graduation date').fill('2012-05-20');
    await portal.getByRole('button', { name: 'Next' }).click();

    // Two jobs held at the same time for two years; the first supervisor writes from gmail.com.
    const first = portal.getByRole('group', { name: 'Employment 1' });
    await field(first, 'Company name').fill('US Navy');
    await field(first, 'Position/Title').fill('Rear Admiral');
    await field(first, 'Start date').fill('2015-01-01');
    await field(first, 'Supervisor name').fill('Howard Aiken');
    await field(first, 'Supervisor phone').fill('+1 202 433 2000');
    await field(first, 'Supervisor email').fill('howard.aiken@gmail.com');
    await portal.getByRole('button', { name: 'Add another employment' }).click();
    const second = portal.getByRole('group', { name: 'Employment 2' });
    await field(second, 'Company name').fill('Remington Rand');
    await field(second, 'Position/Title').fill('Senior Mathematician');
    await field(second, 'Start date').fill('2018-01-01');
    await field(second, 'End date (optional)').fill('2020-01-01');
    await field(second, 'Supervisor name').fill('John Mauchly');
    await field(second, 'Supervisor phone').fill('+1 215 898 5000');
    await field(second, 'Supervisor email').fill('mauchly@remingtonrand.com');
    await portal.getByRole('button', { name: 'Next' }).click();

    // The diploma was saved by an image editor (its EXIF says so).
    await portal
      .getByLabel('Choose files to upload')
      .setInputFiles(fileURLToPath(new URL('../fixtures/diploma-edited-in-photoshop.jpg', import.meta.url)));
    await expectUploaded(portal, 'diploma-edited-in-photoshop.jpg');
    await portal.getByRole('button', { name: 'Next' }).click();
    await signAndSubmit(portal, 'Grace Brewster Hopper');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- Within seconds the staff page shows the outcome, nobody pressed anything ----
    await page.goto('/admin/dashboard');
    const row = page.locator('[data-verification-id]:visible').filter({ hasText: 'Grace Hopper' });
    await expect(row.getByText('Verification Failed')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'View details for Grace Hopper' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Checks flagged \d+ items? for review\.$/)).toBeVisible();

    const overlap = dialog.locator('li').filter({ hasText: 'EMPLOYMENT_OVERLAP' }).first();
    await overlap.getByText(/^Evidence/).click();
    await expect(overlap.getByText('2018-01-01').first()).toBeVisible();
    const edited = dialog.locator('li').filter({ hasText: 'DOCUMENT_EDITED' }).first();
    await edited.getByText(/^Evidence/).click();
    await expect(edited.getByText(/Adobe Photoshop/).first()).toBeVisible();
    const freemail = dialog.locator('li').filter({ hasText: 'SUPERVISOR_EMAIL_FREEMAIL' }).first();
    await freemail.getByText(/^Evidence/).click();
    await expect(freemail.getByText(/gmail\.com/).first()).toBeVisible();

    // ---- The reviewer dismisses one finding with a note, then approves ----
    await freemail.getByRole('button', { name: 'Review finding' }).click();
    await freemail.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(freemail.getByText('Note is required')).toBeVisible();
    await freemail.getByLabel(/^Note/).fill('We called the supervisor on the number the Navy gave us.');
    await freemail.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(freemail.getByText(/^Dismissed by .+: We called the supervisor/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('dialog', { name: 'Approve the verification of Grace Hopper' });
    await decision.getByLabel(/^Decision note/).fill('Employment confirmed with the employer.');
    await decision.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verification of Grace Hopper approved.' }),
    ).toBeVisible();
    await expect(card(page, 'Completed')).toHaveText('1');
    await expect(card(page, 'AI Verified')).toHaveText('0');

    // ---- The status screen shows the decision and the checks' results; the report carries them ----
    await page.goto(statusPath);
    await expectOneH1(page, 'Verification status');
    await expect(page.getByText(/^Approved by .+ on .+\.$/)).toBeVisible();
    await expect(page.getByText('Note: Employment confirmed with the employer.')).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByText(/They do not verify claims/)).toBeVisible();
    await expect(
      results.getByText(/^Checks (flagged \d+ items? for review|passed — no discrepancies found)\./),
    ).toBeVisible();
    await expect(results.getByText(/^\d+ of 1$/)).toHaveCount(1);
    await expect(results.getByText(/^\d+ of 2$/)).toHaveCount(1);
    await expect(results.getByText('Not checked')).toHaveCount(2);
    // The finding's own item (the last one: its claim's item holds it too).
    const dismissed = results.locator('li').filter({ hasText: 'SUPERVISOR_EMAIL_FREEMAIL' }).last();
    await expect(dismissed.getByText(/^Dismissed by .+: We called the supervisor/)).toBeVisible();
    await expect(dismissed.getByText(/gmail\.com/).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const report = await readFile(await (await download).path(), 'utf8');
    expect(report).toContain('Candidate: Grace Hopper');
    expect(report).toMatch(/They do not verify claims/);
    expect(report).toMatch(/^Approved by .+\.$/m);
    expect(report).toContain('LinkedIn profile verified: Not checked');
    expect(report).toMatch(/SUPERVISOR_EMAIL_FREEMAIL\)\n(.*Evidence: .*\n)+.*Review: Dismissed by /);
    expect(report).toContain('DOCUMENT_EDITED');
    // The candidate's date of birth and phone stay out of the report.
    expect(report).not.toContain('1990-12-09');
    expect(report).not.toContain('202 555 0100');
  });
});
