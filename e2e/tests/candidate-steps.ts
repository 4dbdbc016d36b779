import { devices, type Browser, type Page } from '@playwright/test';
import { clientHeaders, expect } from './fixtures.js';
import { field, smallPdf, watchProblems } from './helpers.js';

/**
 * The candidate's side of a journey, for tests whose subject is elsewhere (staff screens,
 * notifications): the shortest valid way through the five-step portal.
 */

/** The candidate's phone: a fresh browser context, as if they opened the emailed link. */
export async function openAsCandidate(browser: Browser, baseURL: string | undefined, link: string) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    extraHTTPHeaders: clientHeaders('candidate'),
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(link);
  return { context, page, problems };
}

/**
 * Waits until the upload of `fileName` is stored: its row says Uploaded. (A full progress bar only
 * says the bytes were sent; the server may not have answered yet.)
 */
export async function expectUploaded(page: Page, fileName: string) {
  const bar = page.getByRole('progressbar', { name: `Upload of ${fileName}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('listitem').filter({ has: bar }).getByText('Uploaded')).toBeVisible();
}

/** Fills steps 1 to 4 (one education entry, one employment entry, one uploaded PDF) and stops at Review & Submit. */
export async function fillPortalToReview(page: Page, upload = { name: 'diploma.pdf' }) {
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  await field(page, 'Date of birth').fill('1990-12-09');
  await field(page, 'Phone number').fill('+1 202 555 0100');
  await field(page, 'Address line 1').fill('1 Navy Yard');
  await field(page, 'City').fill('Arlington');
  await field(page, 'State').fill('VA');
  await field(page, 'Country').fill('United States');
  await field(page, 'ZIP code').fill('22202');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Education Verification' })).toBeVisible();
  await field(page, 'Institution name').fill('Yale University');
  await field(page, 'Institution address').fill('New Haven, CT');
  await field(page, 'Degree/Program').fill('PhD Mathematics');
  await field(page, 'Graduation date').fill('1934-06-15');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Employment History' })).toBeVisible();
  await field(page, 'Company name').fill('US Navy');
  await field(page, 'Position/Title').fill('Rear Admiral');
  await field(page, 'Start date').fill('1943-12-01');
  await field(page, 'Supervisor name').fill('Howard Aiken');
  await field(page, 'Supervisor phone').fill('+1 617 555 0100');
  await field(page, 'Supervisor email').fill('aiken@harvard.example');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Document Upload' })).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles({
    name: upload.name,
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expectUploaded(page, upload.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeVisible();
}

/** Accepts the disclosure, signs and submits from the Review & Submit step. */
export async function signAndSubmit(page: Page, signature: string) {
  await page.getByLabel('I have read the disclosure and I authorize this background verification.').check();
  await field(page, 'Full name (signature)').fill(signature);
  await page.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification Submitted Successfully!');
}
