import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { expectUploaded, fillPortalToReview, openAsCandidate } from './candidate-steps.js';
import { field, smallPdf } from './helpers.js';
import { inviteCandidate } from './review-steps.js';
import { seedStaff, uniqueId } from './staff.js';

const STEP1_MESSAGES: [label: string, message: string][] = [
  ['Date of birth', 'Date of birth is required'],
  ['Phone number', 'Phone number is required'],
  ['Address line 1', 'Address is required'],
  ['City', 'City is required'],
  ['State', 'State is required'],
  ['Country', 'Country is required'],
  ['ZIP code', 'ZIP code is required'],
];

/** Serious or critical accessibility problems on the page as it is now. */
async function a11yProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

async function expectSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
}

test.describe('candidate journey', () => {
  test('staff invite; the candidate completes five steps on a phone, uploads, signs and submits', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the candidate journey runs at phone width (phone project)');
    test.slow();

    // ---- Staff: invite a candidate ----
    await seedStaff(page.request);
    await page.goto('/invite-candidate');
    await expectOneH1(page, 'Invite a candidate');
    const candidateEmail = `grace.${uniqueId()}@navy.example`;
    await field(page, 'Candidate name').fill('Grace Hopper');
    await field(page, 'Candidate email').fill(candidateEmail);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Invitation sent to Grace Hopper successfully!' }),
    ).toBeVisible();
    await expect(field(page, 'Candidate name')).toHaveValue('');
    await expect(field(page, 'Candidate email')).toHaveValue('');
    const candidateUrl = new URL(await page.getByLabel('Candidate link').inputValue());
    expect(candidateUrl.pathname).toMatch(/^\/candidate\/[A-Za-z0-9_-]{43}$/);
    const link = candidateUrl.pathname + candidateUrl.search;

    // ---- Candidate: step 1 ----
    let candidate = await openAsCandidate(browser, baseURL, link);
    let cpage = candidate.page;
    await expectOneH1(cpage, 'Background Verification');
    await expect(cpage.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
    // The invitation's names and email come from the server and cannot be changed.
    await expect(field(cpage, 'First name')).toHaveValue('Grace');
    await expect(field(cpage, 'First name')).toHaveAttribute('readonly', '');
    await expect(field(cpage, 'Last name')).toHaveValue('Hopper');
    await expect(field(cpage, 'Email')).toHaveValue(candidateEmail);
    await expect(field(cpage, 'Email')).toHaveAccessibleDescription('Prefilled from invitation');
    // Personal data leaves the address bar once the page has loaded.
    await expect(cpage).toHaveURL(new RegExp(`${candidateUrl.pathname}$`));

    await cpage.getByRole('button', { name: 'Next' }).click();
    for (const [label, message] of STEP1_MESSAGES) {
      await expect(field(cpage, label)).toHaveAccessibleDescription(message);
      await expect(cpage.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(cpage.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
    expect(await a11yProblems(cpage)).toEqual([]);

    await field(cpage, 'Date of birth').fill('1990-12-09');
    await field(cpage, 'Phone number').fill('+1 202 555 0100');
    await field(cpage, 'Address line 1').fill('  1 Navy Yard  ');
    await field(cpage, 'City').fill('Arlington');
    await field(cpage, 'State').fill('VA');
    await field(cpage, 'Country').fill('United States');
    await field(cpage, 'ZIP code').fill('22202');
    for (const [, message] of STEP1_MESSAGES)
      await expect(cpage.getByText(message, { exact: true })).toHaveCount(0);
    await cpage.getByRole('button', { name: 'Next' }).click();

    // ---- Step 2: one education entry with its certificate ----
    await expect(cpage.getByRole('heading', { level: 2, name: 'Education Verification' })).toBeVisible();
    await expect(
      cpage.getByRole('button', { name: 'Step 1: Personal Information (completed)' }),
    ).toBeVisible();
    await field(cpage, 'Institution name').fill('Yale University');
    await field(cpage, 'Institution address').fill('New Haven, CT');
    await field(cpage, 'Degree/Program').fill('PhD Mathematics');
    await field(cpage, 'Graduation date').fill('1934-06-15');
    await field(cpage, 'GPA (optional)').fill('4.0');
    await field(cpage, 'Certificate for education 1 (optional)').setInputFiles({
      name: 'phd-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    await expectUploaded(cpage, 'phd-certificate.pdf');
    await cpage.getByRole('button', { name: 'Next' }).click();

    // ---- Step 3: one employment entry; a bad supervisor email is refused first ----
    await expect(cpage.getByRole('heading', { level: 2, name: 'Employment History' })).toBeVisible();
    await field(cpage, 'Company name').fill('US Navy');
    await field(cpage, 'Position/Title').fill('Rear Admiral');
    await field(cpage, 'Start date').fill('1943-12-01');
    await field(cpage, 'Supervisor name').fill('Howard Aiken');
    await field(cpage, 'Supervisor phone').fill('+1 617 555 0100');
    await field(cpage, 'Supervisor email').fill('aiken-at-harvard');
    await cpage.getByRole('button', { name: 'Next' }).click();
    await expect(field(cpage, 'Supervisor email')).toHaveAccessibleDescription('Supervisor email is invalid');
    await expect(cpage.getByText('Supervisor email is invalid')).toBeVisible();
    await field(cpage, 'Supervisor email').fill('aiken@harvard.example');
    await expect(cpage.getByText('Supervisor email is invalid')).toHaveCount(0);
    await expectSaved(cpage);

    // ---- Close the tab at step 3; the link resumes at step 3 with the data ----
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();
    candidate = await openAsCandidate(browser, baseURL, link);
    cpage = candidate.page;
    await expect(cpage.getByRole('heading', { level: 2, name: 'Employment History' })).toBeVisible();
    await expect(field(cpage, 'Company name')).toHaveValue('US Navy');
    await expect(field(cpage, 'Supervisor email')).toHaveValue('aiken@harvard.example');
    await expect(
      cpage.getByRole('button', { name: 'Step 2: Education Verification (completed)' }),
    ).toBeVisible();
    await cpage.getByRole('button', { name: 'Previous' }).click();
    await expect(field(cpage, 'Institution name')).toHaveValue('Yale University');
    await expect(cpage.getByText('phd-certificate.pdf')).toBeVisible();
    await cpage.getByRole('button', { name: 'Next' }).click();
    await cpage.getByRole('button', { name: 'Next' }).click();

    // ---- Step 4: upload a PDF with a progress bar ----
    await expect(cpage.getByRole('heading', { level: 2, name: 'Document Upload' })).toBeVisible();
    await expect(cpage.getByText(/up to 10 MB each/)).toBeVisible();
    await cpage.getByLabel('Choose files to upload').setInputFiles({
      name: 'diploma.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    const progress = cpage.getByRole('progressbar', { name: 'Upload of diploma.pdf' });
    await expect(progress).toBeVisible();
    await expectUploaded(cpage, 'diploma.pdf');
    await cpage.getByRole('button', { name: 'Next' }).click();

    // ---- Step 5: review, consent and signature, submit ----
    await expect(cpage.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeVisible();
    await expect(cpage.getByText('1 Navy Yard, Arlington, VA, 22202, United States')).toBeVisible();
    await expect(cpage.getByText('PhD Mathematics, Yale University')).toBeVisible();
    await expect(cpage.getByText('Rear Admiral, US Navy')).toBeVisible();
    await expect(
      cpage.getByRole('heading', { name: 'Disclosure and Authorization for Background Verification' }),
    ).toBeVisible();
    await cpage.getByRole('button', { name: 'Submit Verification' }).click();
    await expect(cpage.getByText('You must accept the disclosure and authorization to submit')).toBeVisible();
    await expect(field(cpage, 'Full name (signature)')).toHaveAccessibleDescription(
      /Type your full name to sign/,
    );
    await cpage
      .getByLabel('I have read the disclosure and I authorize this background verification.')
      .check();
    await field(cpage, 'Full name (signature)').fill('Grace Brewster Hopper');
    await cpage.getByRole('button', { name: 'Submit Verification' }).click();
    await expectOneH1(cpage, 'Verification Submitted Successfully!');
    await expect(
      cpage.getByText('Your verification will be processed within 1-3 business days.'),
    ).toBeVisible();
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- Reopening the link shows the submitted status ----
    candidate = await openAsCandidate(browser, baseURL, link);
    await expectOneH1(candidate.page, 'Verification Submitted');
    await expect(candidate.page.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(candidate.page.getByRole('button', { name: 'Submit Verification' })).toHaveCount(0);
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    // ---- Staff: the status screen shows the submission and its documents ----
    await page.getByRole('link', { name: 'View status' }).click();
    await expectOneH1(page, 'Verification status');
    await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
    // The automated checks started on submission: running, or done and waiting for a reviewer.
    await expect(
      page.getByRole('heading', { name: /^(Checks in progress|Waiting for a reviewer’s decision)$/ }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'diploma.pdf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'phd-certificate.pdf' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    const report = await download;
    expect(report.suggestedFilename()).toMatch(/^verification-report-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.txt$/);
    const text = await readFile(await report.path(), 'utf8');
    expect(text).toContain('Candidate: Grace Hopper');
    expect(text).toContain('diploma.pdf');
  });

  test('bad files are refused with clear messages; a revoked link stops opening the form', async ({
    page,
    browser,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the candidate portal is tested at phone width (phone project)');
    test.slow();
    await seedStaff(page.request);
    const link = await inviteCandidate(page, 'Alan Turing', `alan.${uniqueId()}@bletchley.example`);

    const candidate = await openAsCandidate(browser, baseURL, link);
    const cpage = candidate.page;
    await fillPortalToReview(cpage);
    await cpage.getByRole('button', { name: 'Previous' }).click();
    await expect(cpage.getByRole('heading', { level: 2, name: 'Document Upload' })).toBeVisible();

    // A program renamed .pdf: the server reads the bytes, not the name, and refuses it.
    const program = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(4096, 0x41),
    ]);
    await cpage.getByLabel('Choose files to upload').setInputFiles({
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: program,
    });
    await expect(cpage.getByText('File must be a PDF, JPG, JPEG, PNG, DOC or DOCX file')).toBeVisible();
    await expect(cpage.getByRole('button', { name: 'Retry setup.pdf' })).toHaveCount(0);

    // 11 MB is over the 10 MB limit: refused before a byte is sent.
    const large = Buffer.concat([smallPdf(), Buffer.alloc(11 * 1024 * 1024)]);
    await cpage.getByLabel('Choose files to upload').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: large,
    });
    await expect(cpage.getByText('File must be 10MB or smaller')).toBeVisible();
    // The only file stored is the one the candidate uploaded before.
    await cpage.getByRole('button', { name: 'Next' }).click();
    await expect(cpage.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeVisible();
    await expect(cpage.getByText('diploma.pdf')).toBeVisible();
    await expect(cpage.getByText('setup.pdf')).toHaveCount(0);
    await expect(cpage.getByText('scan.pdf')).toHaveCount(0);
    // The server's 415 is the one problem the browser reports.
    expect(candidate.problems.filter((problem) => !/status of 415/.test(problem))).toEqual([]);

    // ---- Staff revoke the link: it no longer opens the form ----
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(
      page.getByText('The link was revoked. Resend the email to give the candidate a new one.'),
    ).toBeVisible();
    await cpage.reload();
    await expectOneH1(cpage, 'Verification Not Found');
    await expect(cpage.getByText('The verification link may have expired or is invalid.')).toBeVisible();
    await candidate.context.close();
  });

  test.describe('links that do not open the form', () => {
    // The API answers an unknown link and an unknown verification with 404, which the browser logs.
    // (One pattern: Playwright would read a list of two patterns as a value and its options.)
    test.use({ toleratedProblems: [/status of 404/] });

    test('an invented link shows Verification Not Found with a homepage link', async ({ page }) => {
      const response = await page.goto(`/candidate/${'x'.repeat(43)}?firstName=Eve`);
      // The address holds the link token: no other site may see it in a Referer.
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      await expectOneH1(page, 'Verification Not Found');
      await expect(page.getByText('The verification link may have expired or is invalid.')).toBeVisible();
      expect(await a11yProblems(page)).toEqual([]);
      await page.getByRole('link', { name: 'Return to Homepage' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });

    test('staff see Verification Not Found for an unknown verification', async ({ page, staff: _ }) => {
      await page.goto('/verification/00000000-0000-4000-8000-000000000000/status');
      await expectOneH1(page, 'Verification Not Found');
      await expect(page.getByText('The requested verification could not be found.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });
  });

  test('the email pre-check answers INVALID at once and asks the server otherwise', async ({
    page,
    staff: _,
  }) => {
    await page.goto('/email-verification');
    await expectOneH1(page, 'Email pre-check');
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/email-check')) posted += 1;
    });
    await field(page, 'Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Check Email' }).click();
    await expect(page.getByRole('heading', { name: 'Invalid email format' })).toBeVisible();
    await expect(page.getByText('Email address does not match standard format requirements')).toBeVisible();
    expect(posted).toBe(0);

    await page.getByRole('button', { name: 'Check another email' }).click();
    await expect(field(page, 'Email address')).toHaveValue('');
    await field(page, 'Email address').fill('someone@mailinator.com');
    await page.getByRole('button', { name: 'Check Email' }).click();
    await expect(page.getByRole('heading', { name: 'Disposable email detected' })).toBeVisible();
    expect(posted).toBe(1);
    await expect(page.getByRole('link', { name: 'Invite a candidate' })).toHaveCount(0);
  });
});
