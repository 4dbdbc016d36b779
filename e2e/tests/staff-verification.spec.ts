import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { closeWorkspaceNavigation, field, smallPdf, workspaceNavigation } from './helpers.js';
import { uniqueId } from './staff.js';

/** With E2E_SCREENSHOT_DIR set, saves a full-page screenshot for a visual check. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) {
    await page.screenshot({ path: path.join(dir, `${testInfo.project.name}-${name}.png`), fullPage: true });
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Staff request an education verification; the id of the new verification. */
async function requestEducation(page: Page, testInfo: TestInfo): Promise<string> {
  await page.goto('/education-verification');
  await expectOneH1(page, 'Education verification');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  for (const message of [
    'Candidate name is required',
    'Institution is required',
    'Degree is required',
    'Graduation year is required',
    'Email is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await snap(page, testInfo, 'education-request-errors');
  await field(page, 'Candidate name').fill('Grace Hopper');
  await field(page, 'Candidate email').fill(`grace.${uniqueId()}@navy.example`);
  await field(page, 'Institution').fill('Yale University');
  await field(page, 'Degree').fill('PhD Mathematics');
  await field(page, 'Graduation year').fill('1949');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText(/^Graduation year must be between 1950 and \d{4}$/)).toBeVisible();
  await field(page, 'Graduation year').fill('1965');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const status = page
    .getByRole('status')
    .filter({ hasText: 'Education verification request submitted successfully!' });
  await expect(status).toBeVisible();
  await expect(field(page, 'Institution')).toHaveValue('');
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'education-request-sent');
  const href = await status.getByRole('link', { name: 'View the request status' }).getAttribute('href');
  const id = /\/verification\/([^/]+)\/status/.exec(href ?? '')?.[1];
  expect(id).toBeTruthy();
  return id!;
}

test.describe('staff verification screens', () => {
  test('request forms create typed verifications; the upload panel stores documents with progress', async ({
    page,
    staff: _,
  }, testInfo) => {
    test.slow();
    const id = await requestEducation(page, testInfo);

    // ---- Employment request: the end date is optional ----
    await page.goto('/employment-verification');
    await expectOneH1(page, 'Employment verification');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Company is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Start date is required', { exact: true })).toBeVisible();
    await field(page, 'Candidate name').fill('Katherine Johnson');
    await field(page, 'Candidate email').fill(`katherine.${uniqueId()}@langley.example`);
    await field(page, 'Company').fill('NASA Langley');
    await field(page, 'Job title').fill('Mathematician');
    await field(page, 'Start date').fill('1953-06-01');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Employment verification request submitted successfully!' }),
    ).toBeVisible();
    await snap(page, testInfo, 'employment-request-sent');

    // ---- Document upload panel ----
    await page.goto(`/verification/${id}/documents`);
    await expectOneH1(page, 'Verification documents');
    await expect(page.getByText('No documents uploaded')).toBeVisible();
    await expect(page.getByLabel('Verification type')).toHaveValue('EDUCATION');
    await page.getByRole('button', { name: 'Submit Verification Request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one file to upload');

    const input = page.locator('input[type="file"]');
    await input.setInputFiles([
      { name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('not really') },
    ]);
    await expect(page.getByText('File must be a PDF, JPG, JPEG or PNG file')).toBeVisible();
    await page.getByRole('button', { name: 'Remove notes.docx' }).click();
    await input.setInputFiles([{ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: smallPdf() }]);
    await expect(page.getByRole('list', { name: 'Selected files' })).toContainText('diploma.pdf');
    await snap(page, testInfo, 'documents-selected');
    await page.getByRole('button', { name: 'Submit Verification Request' }).click();
    await expect(page.getByRole('heading', { name: 'Documents Uploaded Successfully!' })).toBeVisible();
    await expect(page.getByText('diploma.pdf', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stored documents (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download diploma.pdf' })).toHaveAttribute(
      'href',
      new RegExp(`/api/verifications/${id}/documents/`),
    );
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'documents-uploaded');
    await page.getByRole('link', { name: 'View verification status' }).click();
    await expect(page).toHaveURL(new RegExp(`/verification/${id}/status$`));
  });

  test('the candidate information form stores the SSN masked and reveals it on request', async ({
    page,
    staff: _,
  }, testInfo) => {
    test.slow();
    const id = await requestEducation(page, testInfo);

    await page.goto(`/verification/${id}/candidate-information`);
    await expectOneH1(page, 'Candidate information');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Grace');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Date of birth is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
    await field(page, 'Date of birth').fill('1906-12-09');
    await field(page, 'Phone number').fill('+1 202 555 0100');
    await field(page, 'Address line 1').fill('1 Navy Yard');
    await field(page, 'City').fill('Washington');
    await field(page, 'State').fill('DC');
    await field(page, 'Country').fill('United States');
    await field(page, 'ZIP code').fill('20374');
    await field(page, 'SSN').fill('12-34');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('SSN must be 9 digits, e.g. 123-45-6789')).toBeVisible();
    await field(page, 'SSN').fill('123-45-6789');
    await snap(page, testInfo, 'information-step1');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(field(page, 'Institution name')).toHaveValue('Yale University');
    await field(page, 'Institution address').fill('New Haven, CT');
    await field(page, 'Graduation date').fill('1934-06-20');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Save Candidate Information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Candidate information saved.' })).toBeVisible();

    await page.reload();
    await expectOneH1(page, 'Candidate information');
    await expect(page.getByText('***-**-6789')).toBeVisible();
    await expect(page.getByText('123-45-6789')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'information-masked');
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByText('Stored SSN: 123-45-6789')).toBeVisible();
    await expect(field(page, 'Date of birth')).toHaveValue('1906-12-09');
  });

  test('the demo candidate signs in to their own verification page and can open their link', async ({
    page,
  }, testInfo) => {
    test.slow();
    // The demo company administrator invites the demo candidate.
    await page.goto('/?demo=true');
    await page
      .getByRole('dialog', { name: 'Try Candor with a demo account' })
      .getByRole('button', { name: 'Sign in as company administrator' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/invite-candidate');
    await field(page, 'Candidate name').fill('Jordan Lee');
    await field(page, 'Candidate email').fill('candidate@demo.candor.local');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Invitation sent to Jordan Lee successfully!' }),
    ).toBeVisible();
    await page.context().clearCookies();

    await page.goto('/?demo=true');
    await page
      .getByRole('dialog', { name: 'Try Candor with a demo account' })
      .getByRole('button', { name: 'Sign in as candidate' })
      .click();
    await expect(page).toHaveURL(/\/my-verification$/);
    await expectOneH1(page, 'My verification');
    await expect(
      (await workspaceNavigation(page)).getByRole('link', { name: 'My verification' }),
    ).toBeVisible();
    await closeWorkspaceNavigation(page);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('heading', { name: 'Background verification' })).toBeVisible();
    await expect(card.getByText('Pending')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await snap(page, testInfo, 'my-verification');
    // The private link is issued when the candidate asks for it, not listed on the page.
    await card.getByRole('button', { name: 'Start your verification' }).click();
    // The portal drops the invitation's query (names, email) from the address once it has loaded.
    await expect(page).toHaveURL(/\/candidate\/[A-Za-z0-9_-]{43}(\?|$)/);
    await expectOneH1(page, 'Background Verification');
  });
});
