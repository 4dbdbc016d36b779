import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';
import { expectUploaded } from './candidate-steps.js';
import { field, smallPdf } from './helpers.js';

/** Staff on /invite-candidate invite someone; returns the candidate link (path and query). */
export async function inviteCandidate(page: Page, name: string, email: string): Promise<string> {
  await page.goto('/invite-candidate');
  await field(page, 'Candidate name').fill(name);
  await field(page, 'Candidate email').fill(email);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation sent to ${name} successfully!` }),
  ).toBeVisible();
  const url = new URL(await page.getByLabel('Candidate link').inputValue());
  return url.pathname + url.search;
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** In the portal: moves from wherever it resumed to step 4 (Document Upload). */
export async function goToDocumentStep(page: Page) {
  for (let i = 0; i < 5; i += 1) {
    if (await stepHeading(page, 'Document Upload').isVisible()) return;
    const onReview = await stepHeading(page, 'Review & Submit').isVisible();
    await page.getByRole('button', { name: onReview ? 'Previous' : 'Next' }).click();
  }
  await expect(stepHeading(page, 'Document Upload')).toBeVisible();
}

/** On step 4: uploads a small PDF under `fileName`, waits until it is stored, then goes to step 5. */
export async function addPdfAndReview(page: Page, fileName: string) {
  await expect(stepHeading(page, 'Document Upload')).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expectUploaded(page, fileName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
}

const NOT_REQUESTED = 'Not requested — no changes needed';

/**
 * In the portal while a request for more information is open: opens `title`'s step from the
 * step list and checks it is a read-only summary (marked, with no inputs) showing `shownText`.
 */
export async function expectNotRequestedStep(page: Page, title: string, shownText: string) {
  await page
    .getByRole('navigation', { name: 'Verification steps' })
    .getByRole('button', { name: new RegExp(`^Step \\d: ${title} \\(.*not requested\\)`) })
    .click();
  await expect(stepHeading(page, title)).toBeVisible();
  const form = page.getByRole('form', { name: title });
  await expect(form.getByText(NOT_REQUESTED)).toBeVisible();
  await expect(form.getByText(shownText)).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveCount(0);
}

/** On Review & Submit: the sections not asked about are marked and offer no Edit button. */
export async function expectReviewReadOnly(page: Page, titles: string[]) {
  await expect(stepHeading(page, 'Review & Submit')).toBeVisible();
  for (const title of titles) {
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(section.getByText(NOT_REQUESTED)).toBeVisible();
    await expect(section.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  }
}
