import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { mailSinkUrl } from '../ports.js';
import { fillPortalToReview, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import { clientHeaders, expect, expectOneH1, test } from './fixtures.js';
import { inviteCandidate } from './review-steps.js';
import { uniqueId } from './staff.js';

type ReceivedMail = { subject: string; text: string; receivedAt: string };

/** Every mail the candidate received so far, oldest first. */
async function candidateMail(email: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${mailSinkUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  const { messages } = (await res.json()) as { messages: ReceivedMail[] };
  return [...messages].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** The candidate link (path and query) in a mail. */
function candidateLinkIn(mail: ReceivedMail): string {
  const found = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])
    .map((link) => new URL(link))
    .find((url) => url.pathname.startsWith('/candidate/'));
  if (!found) throw new Error(`no candidate link in "${mail.subject}"`);
  return found.pathname + found.search;
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** Serious or critical accessibility problems on the page as it is now. */
async function a11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')})`,
    );
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Timeline' });
/** The timeline entry with this label, by this person. */
const entry = (page: Page, label: string, by: string) =>
  timeline(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ hasText: `by ${by}` });

test.describe('the case page', () => {
  test('a manager follows one verification on its own page: timeline, resend, approve', async ({
    page,
    browser,
    baseURL,
    staff,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'one journey, screenshotted at desktop and phone width (desktop project)');
    test.slow();
    const manager = `${staff.firstName} ${staff.lastName}`;
    const candidateName = 'Priya Raman';
    const candidateEmail = `priya.${uniqueId()}@example.test`;

    // ---- Invite; the case opens straight from its address ----
    await inviteCandidate(page, candidateName, candidateEmail);
    const statusHref = await page.getByRole('link', { name: 'View status' }).getAttribute('href');
    const verificationId = /\/verification\/([0-9a-f-]{36})\/status/.exec(statusHref ?? '')?.[1];
    expect(verificationId, `an id in ${statusHref}`).toBeTruthy();
    await expect.poll(async () => (await candidateMail(candidateEmail)).length).toBe(1);

    await page.goto(`/verifications/${verificationId}`);
    await expectOneH1(page, candidateName);
    await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
    await expect(entry(page, 'Invitation sent', manager)).toBeVisible();

    // ---- Resend the link from the case page: a new email reaches the candidate ----
    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `A new link was emailed to ${candidateName}` }),
    ).toBeVisible();
    await expect.poll(async () => (await candidateMail(candidateEmail)).length).toBe(2);
    await expect(entry(page, 'Link resent', manager)).toBeVisible();
    await expect(
      page.getByText(/^Waiting for the candidate to start the form\. Link open until/),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'case-page-invited');
    const mails = await candidateMail(candidateEmail);
    const newLink = candidateLinkIn(mails.at(-1)!);

    // ---- The manager works in the list while the candidate submits on a phone (new link) ----
    await page.goto('/admin/dashboard');
    const bell = page.getByRole('button', { name: /^(No|\d+) new notifications?$/ });
    await bell.click();
    await expect(page.getByRole('region', { name: 'Recent notifications' }).getByRole('status')).toHaveText(
      'Live updates are on.',
    );
    await bell.click();
    const candidate = await openAsCandidate(browser, baseURL, newLink);
    await fillPortalToReview(candidate.page);
    await signAndSubmit(candidate.page, candidateName);
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- The toast names the candidate and opens the case ----
    const toast = page
      .getByRole('region', { name: 'Notifications', exact: true })
      .locator('div', { hasText: `${candidateName} submitted their verification.` })
      .getByRole('link', { name: 'Open case' })
      .last();
    await expect(toast).toHaveAttribute('href', `/verifications/${verificationId}`);
    await toast.click();
    await expect(page).toHaveURL(new RegExp(`/verifications/${verificationId}$`));

    // ---- The timeline tells it all, with names ----
    await expectOneH1(page, candidateName);
    await expect(entry(page, 'Submitted', `${candidateName} (candidate)`)).toBeVisible();
    await expect(entry(page, 'Invitation sent', manager)).toBeVisible();
    await expect(entry(page, 'Link resent', manager)).toBeVisible();
    // Newest first: the submission is above the resend, the resend above the invitation.
    const labels = await timeline(page).getByRole('listitem').locator('p.font-medium').allTextContents();
    expect(labels.indexOf('Submitted')).toBeLessThan(labels.indexOf('Link resent'));
    expect(labels.indexOf('Link resent')).toBeLessThan(labels.indexOf('Invitation sent'));
    for (const name of ["Candidate's answers", 'Checks and documents', 'Requests, consent and decision']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Consent' }).getByText(candidateName)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend link' })).toHaveCount(0);
    expect(await a11yProblems(page)).toEqual([]);

    // The automated checks started on submission; the decision opens once they are done, and the
    // page follows them live.
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible({ timeout: 30_000 });
    await page.setViewportSize({ width: 1366, height: 900 });
    await keepScreenshot(page, testInfo, 'case-page-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, testInfo, 'case-page-phone');
    await page.setViewportSize({ width: 1366, height: 900 });

    // ---- Approve from the case page ----
    await page.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('dialog', { name: `Approve the verification of ${candidateName}` });
    await decision.getByLabel(/^Decision note/).fill('Degree and employment confirmed by the documents.');
    await decision.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Verification of ${candidateName} approved.` }),
    ).toBeVisible();
    await expect(entry(page, 'Approved', manager)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Decision' }).getByText(new RegExp(`^Approved by ${manager} on`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'case-page-approved');

    // ---- The candidate is told the decision by email ----
    await expect
      .poll(async () => (await candidateMail(candidateEmail)).map((mail) => mail.subject))
      .toContain(`Your background verification with ${staff.company} is complete`);
    const told = (await candidateMail(candidateEmail)).find((mail) => mail.subject.endsWith('is complete'))!;
    expect(told.text).toContain('approved it');
  });

  test('a link to a case shared with a signed-out colleague opens it after sign-in', async ({
    page,
    browser,
    baseURL,
    staff,
  }) => {
    const invited = await page.request.post('/api/invite-candidate', {
      data: { candidateName: 'Kwame Mensah', candidateEmail: `kwame.${uniqueId()}@example.test` },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { verificationId } = (await invited.json()) as { verificationId: string };

    const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders('colleague') });
    const colleague = await context.newPage();
    await colleague.goto(`/verifications/${verificationId}`);
    await expect(colleague).toHaveURL(
      `/login?redirectTo=${encodeURIComponent(`/verifications/${verificationId}`)}`,
    );
    await colleague.getByRole('textbox', { name: 'Email' }).fill(staff.email);
    await colleague.getByRole('textbox', { name: 'Password' }).fill(staff.password);
    await colleague.getByRole('button', { name: 'Sign In' }).click();
    await expect(colleague).toHaveURL(`/verifications/${verificationId}`);
    await expectOneH1(colleague, 'Kwame Mensah');
    await expect(entry(colleague, 'Invitation sent', `${staff.firstName} ${staff.lastName}`)).toBeVisible();
    await context.close();
  });

  test.describe('an unknown id', () => {
    test.use({ toleratedProblems: [/status of 404/] });

    test("another organisation's or an invented id shows a friendly page with a way back", async ({
      page,
      staff: _,
    }) => {
      await page.goto('/verifications/00000000-0000-4000-8000-000000000000');
      await expectOneH1(page, 'Verification Not Found');
      await page.getByRole('link', { name: 'Return to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
});
