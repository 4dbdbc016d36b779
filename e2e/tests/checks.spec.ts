import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
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
  });
});
