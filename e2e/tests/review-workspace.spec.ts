import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { fillPortalToReview, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import {
  addPdfAndReview,
  expectNotRequestedStep,
  expectReviewReadOnly,
  goToDocumentStep,
  inviteCandidate,
} from './review-steps.js';
import { field } from './helpers.js';
import { uniqueId } from './staff.js';

/** With E2E_SCREENSHOT_DIR set, saves a full-page screenshot for a visual check. */
async function snap(page: Page, project: string, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${project}-${name}.png`), fullPage: true });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

function tomorrow(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The number on one of the dashboard's count cards. */
const card = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Verification counts"] > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('review workspace', () => {
  test('staff review a submission, ask for more, the candidate answers, staff approve and export the log', async ({
    page,
    staff: _,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const project = testInfo.project.name;

    // ---- A new organisation starts empty ----
    await page.goto('/admin/dashboard');
    await expectOneH1(page, 'Verifications');
    await expect(page.getByRole('heading', { name: 'No Submissions Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invite a candidate' })).toHaveAttribute(
      'href',
      '/invite-candidate',
    );
    await expect(card(page, 'Total')).toHaveText('0');
    await snap(page, project, 'dashboard-empty');

    // This team reviews by hand first: the checks wait for a reviewer (the setting acts).
    await page.goto('/settings');
    const onSubmission = page.getByRole('checkbox', { name: 'Run the automated checks on submission' });
    await expect(onSubmission).toBeChecked();
    await onSubmission.uncheck();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await page.goto('/admin/dashboard');

    // ---- Invite; the candidate fills the form with a PDF and submits ----
    const email = `grace.${uniqueId()}@navy.example`;
    const link = await inviteCandidate(page, 'Grace Hopper', email);
    let candidate = await openAsCandidate(browser, baseURL, link);
    await fillPortalToReview(candidate.page);
    await signAndSubmit(candidate.page, 'Grace Brewster Hopper');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- Staff: the row, the cards, search and filter ----
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const details = page.getByRole('button', { name: 'View details for Grace Hopper' });
    await expect(details).toBeVisible();
    const row = page.locator('[data-verification-id]:visible').filter({ hasText: 'Grace Hopper' });
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(row.getByText(email)).toBeVisible();
    const verificationId = await row.getAttribute('data-verification-id');
    expect(verificationId).toMatch(/^[0-9a-f-]{36}$/);
    await expect(card(page, 'Total')).toHaveText('1');
    await expect(card(page, 'Pending Review')).toHaveText('1');
    await expectNoSidewaysScroll(page);
    await snap(page, project, 'dashboard-submitted');

    await field(page, 'Search by name or email').fill('nobody-by-that-name');
    await expect(page.getByRole('heading', { name: 'No matching submissions' })).toBeVisible();
    await field(page, 'Search by name or email').fill('GRACE');
    await expect(details).toBeVisible();
    await field(page, 'Search by name or email').fill('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('COMPLETED');
    await expect(page.getByRole('heading', { name: 'No matching submissions' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('SUBMITTED');
    await expect(details).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('submitted');
    await expect(details).toBeVisible();

    // ---- Details: personal data masked until revealed, documents preview in the modal ----
    await details.click();
    const dialog = page.getByRole('dialog', { name: 'Verification details: Grace Hopper' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await expect(dialog.getByText('****-**-**')).toBeVisible();
    await dialog.getByRole('button', { name: 'Show personal data' }).click();
    await expect(dialog.getByText('****-**-**')).toHaveCount(0);
    await expect(dialog.getByText(/1990/)).toBeVisible();
    await expect(dialog.getByText('1 Navy Yard, Arlington, VA, 22202, United States')).toBeVisible();
    await expect(dialog.getByText('Yale University')).toBeVisible();
    await expect(dialog.getByText('Howard Aiken')).toBeVisible();
    await expect(dialog.getByText('Grace Brewster Hopper')).toBeVisible();
    await expect(
      dialog
        .getByRole('navigation', { name: 'Staff screens' })
        .getByRole('link', { name: 'Candidate information' }),
    ).toHaveAttribute('href', `/verification/${verificationId}/candidate-information`);
    const documentResponse = page.waitForResponse((response) =>
      response.url().includes(`/api/verifications/${verificationId}/documents/`),
    );
    await dialog.getByRole('button', { name: 'View diploma.pdf' }).click();
    expect((await documentResponse).status()).toBe(200);
    const preview = dialog.locator('iframe[title="Preview of diploma.pdf"]');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByRole('link', { name: 'Download diploma.pdf' })).toBeVisible();
    await snap(page, project, 'details');

    // ---- Request more information: empty is refused, then sent ----
    await dialog.getByRole('button', { name: 'Request More Info' }).click();
    const request = page.getByRole('dialog', { name: 'Request more information from Grace Hopper' });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(request.getByText('Please provide at least one request or message.')).toBeVisible();
    await request.getByLabel('Documents', { exact: true }).check();
    await request
      .getByLabel('What is needed about documents')
      .fill('Please upload your transcript; the diploma scan is unreadable.');
    await request.getByRole('combobox', { name: 'Urgency' }).selectOption('high');
    await request.getByLabel('Deadline (optional)').fill(tomorrow());
    await snap(page, project, 'request-info');
    await request.getByRole('button', { name: 'Send Request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Information request sent to Grace Hopper' }),
    ).toBeVisible();
    await expect(row.getByText('In Progress', { exact: true })).toBeVisible();

    // ---- The candidate's same link shows the request; they add a document and resubmit ----
    candidate = await openAsCandidate(browser, baseURL, link);
    const cpage = candidate.page;
    await expect(cpage.getByRole('heading', { name: 'The reviewer needs more information' })).toBeVisible();
    await expect(
      cpage.getByText(/Please upload your transcript; the diploma scan is unreadable\./),
    ).toBeVisible();
    await field(cpage, 'Note for the reviewer (optional)').fill('Transcript attached.');
    // Only documents were asked for: the link opens on that step, the earlier file stays.
    await expect(
      cpage.getByRole('heading', { level: 2, name: 'Document Upload', exact: true }),
    ).toBeVisible();
    await expect(cpage.getByText('diploma.pdf')).toBeVisible();
    await expect(cpage.getByRole('button', { name: 'Remove diploma.pdf' })).toHaveCount(0);
    // A section the reviewer did not ask about is shown read-only.
    await expectNotRequestedStep(
      cpage,
      'Personal Information',
      '1 Navy Yard, Arlington, VA, 22202, United States',
    );
    await snap(cpage, project, 'portal-not-requested');
    await expectNoSidewaysScroll(cpage);
    await goToDocumentStep(cpage);
    await addPdfAndReview(cpage, 'transcript.pdf');
    await expectReviewReadOnly(cpage, [
      'Personal Information',
      'Education Verification',
      'Employment History',
    ]);
    await snap(cpage, project, 'portal-request-review');
    await signAndSubmit(cpage, 'Grace Brewster Hopper');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- Staff: back to Submitted; the history keeps the request and the answer ----
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    await details.click();
    await expect(dialog.getByText('transcript.pdf')).toBeVisible();
    const history = dialog.getByRole('region', { name: 'Requests for more information' });
    await expect(history.getByText('Answered', { exact: true })).toBeVisible();
    await expect(history.getByText('Transcript attached.')).toBeVisible();

    // ---- Approve with a required note ----
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const decision = page.getByRole('dialog', { name: 'Approve the verification of Grace Hopper' });
    await decision.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(decision.getByText('Please add a note explaining the decision')).toBeVisible();
    await decision.getByLabel(/^Decision note/).fill('Degree and employment confirmed by the documents.');
    await decision.getByRole('button', { name: 'Confirm Approval' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Verification of Grace Hopper approved.' }),
    ).toBeVisible();
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card(page, 'Completed')).toHaveText('1');
    await expect(card(page, 'Pending Review')).toHaveText('0');
    await expectNoSidewaysScroll(page);
    await snap(page, project, 'dashboard-completed');

    // ---- Event log: newest first, exported as JSON, cleared for this user ----
    await page.getByRole('button', { name: 'Event Logs' }).click();
    const log = page.getByRole('dialog', { name: 'Event Logs' });
    await expect(log.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
    await snap(page, project, 'event-logs');
    const download = page.waitForEvent('download');
    await log.getByRole('button', { name: 'Export as JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^event-logs-\d{4}-\d{2}-\d{2}\.json$/);
    const events = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      verificationId?: string;
      timestamp: string;
    }[];
    expect(events.some((event) => event.verificationId === verificationId)).toBe(true);
    const times = events.map((event) => event.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    await log.getByRole('button', { name: 'Clear' }).click();
    await expect(log.getByRole('heading', { name: 'No events' })).toBeVisible();
  });
});
