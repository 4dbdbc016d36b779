import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { fillPortalToReview, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import { inviteCandidate } from './review-steps.js';
import { registerAndSignIn } from './helpers.js';

/** The dashboard count card of a label. */
const card = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Verification counts"] > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('automated checks', () => {
  test('staff run the checks on a submission, read the findings with evidence, dismiss one with a note and approve', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    await registerAndSignIn(page);
    const link = await inviteCandidate(page, 'Grace Hopper', `grace.${Date.now()}@navy.example`);
    const statusPath = await page.getByRole('link', { name: 'View status' }).getAttribute('href');
    if (!statusPath) throw new Error('the invitation links to the status screen');
    // The shortest valid form: its supervisor phone is in the fictional 555-01xx range and the
    // supervisor's email domain has nothing to do with the employer.
    const candidate = await openAsCandidate(browser, baseURL, link);
    await fillPortalToReview(candidate.page);
    await signAndSubmit(candidate.page, 'Grace Brewster Hopper');
    await candidate.context.close();

    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'View details for Grace Hopper' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText('The automated checks have not run on this verification yet.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Run checks', exact: true }).click();

    // Within seconds the run ends with findings for a person, never with "verified".
    await expect(dialog.getByText(/^Checks flagged \d+ items? for review\.$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText('Verification Failed').first()).toBeVisible();
    const phone = dialog.locator('li').filter({ hasText: 'SUPERVISOR_PHONE_INVALID' });
    await expect(phone).toBeVisible();
    await phone.getByText(/^Evidence/).click();
    await expect(phone.getByText(/fictional-phone-ranges\.json/)).toBeVisible();

    await phone.getByRole('button', { name: 'Review finding' }).click();
    await phone.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(phone.getByText('Note is required')).toBeVisible();
    await phone.getByLabel(/^Note/).fill('We called the supervisor on the number the employer gave us.');
    await phone.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(phone.getByText(/^Dismissed by .+: We called the supervisor/)).toBeVisible();

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
    await expect(results.getByText(/^\d+ of 1$/)).toHaveCount(2);
    await expect(results.getByText('Not checked')).toHaveCount(2);
    // The finding's own item (the last one: its claim's item holds it too).
    const dismissed = results.locator('li').filter({ hasText: 'SUPERVISOR_PHONE_INVALID' }).last();
    await expect(dismissed.getByText(/^Dismissed by .+: We called the supervisor/)).toBeVisible();
    await expect(dismissed.getByText(/fictional-phone-ranges\.json/)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const report = await readFile(await (await download).path(), 'utf8');
    expect(report).toContain('Candidate: Grace Hopper');
    expect(report).toMatch(/They do not verify claims/);
    expect(report).toMatch(/^Approved by .+\.$/m);
    expect(report).toContain('LinkedIn profile verified: Not checked');
    expect(report).toMatch(/SUPERVISOR_PHONE_INVALID\)\n(.*Evidence: .*\n)+.*Review: Dismissed by /);
    // The candidate's date of birth and phone stay out of the report.
    expect(report).not.toContain('1990-12-09');
    expect(report).not.toContain('202 555 0100');
  });
});
