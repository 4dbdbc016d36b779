import { devices, type Browser, type Page, type TestInfo } from '@playwright/test';
import { clientHeaders, expect, test } from './fixtures.js';
import { field, fillRegistration, smallPdf, watchProblems } from './helpers.js';
import { mailedLink } from './mail.js';
import { expectUploaded } from './candidate-steps.js';
import { newAccount, uniqueId } from './staff.js';

/** Smaller things the audits saw: registration, email confirmation, the consent signature, requests that ask for one section. */

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
}

/** The candidate on their own device: a phone (390×844) in the phone project, a desktop (1366×900) otherwise. */
async function openAsCandidate(
  browser: Browser,
  baseURL: string | undefined,
  link: string,
  testInfo: TestInfo,
) {
  const phone = testInfo.project.name === 'phone';
  const context = await browser.newContext({
    ...(phone
      ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
      : { viewport: { width: 1366, height: 900 } }),
    baseURL,
    extraHTTPHeaders: clientHeaders('candidate'),
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(link);
  return { context, page, problems };
}

async function fillPersonalInformation(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();
  await field(page, 'Date of birth').fill('1991-04-17');
  await field(page, 'Phone number').fill('+44 20 7946 0123');
  await field(page, 'Address line 1').fill('12 High Street');
  await field(page, 'City').fill('Leicester');
  await field(page, 'State').fill('Leicestershire');
  await field(page, 'Country').fill('United Kingdom');
  await field(page, 'ZIP code').fill('LE1 5YA');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillEmployment(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Employment History' })).toBeVisible();
  await field(page, 'Company name').fill('Harbourline Logistics');
  await field(page, 'Position/Title').fill('Payroll Analyst');
  await field(page, 'Start date').fill('2019-02-01');
  await field(page, 'Supervisor name').fill('Martin Hale');
  await field(page, 'Supervisor phone').fill('+44 20 7946 0456');
  await field(page, 'Supervisor email').fill('martin.hale@harbourline.example');
  await page.getByRole('button', { name: 'Next' }).click();
}

async function uploadAndReview(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Document Upload' })).toBeVisible();
  await page.getByLabel('Choose files to upload').setInputFiles({
    name: 'payslip.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expectUploaded(page, 'payslip.pdf');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review & Submit' })).toBeVisible();
}

test.describe('registration', () => {
  // The refused registration is a 400 answer, which the browser logs.
  test.use({ toleratedProblems: [/status of 400/] });

  test('registration names a too-common password under its field; the confirmation link lands on the dashboard, confirmed', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto('/register');
    await fillRegistration(page, { ...account, password: 'Password123' }, 'Password123');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/This password is too common/);
    await expect(page.getByText('Registration failed. Please try again.')).toHaveCount(0);

    page.once('dialog', (dialog) => void dialog.accept());
    await password.fill(account.password);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/registration-success/);

    // The link from the mail, opened before signing in: the sign-in page says the address is confirmed …
    await page.goto(await mailedLink(account.email, '/api/auth/verify-email'));
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is confirmed' }),
    ).toBeVisible();
    // … and signing in lands on the dashboard, which says so too.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\?email=confirmed/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is confirmed.' }),
    ).toBeVisible();
    await expect(page.getByText('Please confirm your email address')).toHaveCount(0);
  });
});

test('the consent signature must be the candidate’s name: the field says so, accents and case forgiven', async ({
  page,
  staff: _staff,
  browser,
  baseURL,
}, testInfo) => {
  const candidateEmail = `zoe.${uniqueId()}@example.com`;
  const invited = await page.request.post('/api/invite-candidate', {
    data: { candidateEmail, candidateName: 'Zoë Ångström' },
  });
  expect(invited.status()).toBe(201);
  const link = await mailedLink(candidateEmail, '/candidate');
  expect(link).not.toContain('?');

  const candidate = await openAsCandidate(browser, baseURL, link, testInfo);
  const portal = candidate.page;
  await expect(portal.getByLabel(/^First name/)).toHaveValue('Zoë');
  await fillPersonalInformation(portal);
  await expect(portal.getByRole('heading', { level: 2, name: 'Education Verification' })).toBeVisible();
  await field(portal, 'Institution name').fill('University of Warwick');
  await field(portal, 'Institution address').fill('Coventry CV4 7AL');
  await field(portal, 'Degree/Program').fill('BSc Economics');
  await field(portal, 'Graduation date').fill('2013-07-15');
  await portal.getByRole('button', { name: 'Next' }).click();
  await fillEmployment(portal);
  await uploadAndReview(portal);

  await portal.getByLabel('I have read the disclosure and I authorize this background verification.').check();
  const signature = field(portal, 'Full name (signature)');
  await signature.fill('Zoe Smith');
  await portal.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(signature).toHaveAttribute('aria-invalid', 'true');
  await expect(signature).toHaveAccessibleDescription(/The signature must match your full name/);
  await signature.scrollIntoViewIfNeeded();
  await keepScreenshot(portal, testInfo, 'consent-signature-mismatch');

  await signature.fill('  zoe   ANGSTROM ');
  await portal.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText('Verification Submitted Successfully!');
  expect(candidate.problems).toEqual([]);
  await candidate.context.close();
});

test('a request from the employment form asks for no education: "Not needed for this request", and it submits', async ({
  page,
  staff: _staff,
  browser,
  baseURL,
}, testInfo) => {
  const email = `priya.${uniqueId()}@example.com`;
  const requested = await page.request.post('/api/employment-verification', {
    data: {
      candidateName: 'Priya Raman',
      company: 'Harbourline Logistics',
      jobTitle: 'Payroll Analyst',
      startDate: '2019-02-01',
      endDate: '',
      email,
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);

  const candidate = await openAsCandidate(browser, baseURL, await mailedLink(email, '/candidate'), testInfo);
  const portal = candidate.page;
  const steps = portal.getByRole('navigation', { name: 'Verification steps' });
  await fillPersonalInformation(portal);

  await expect(portal.getByRole('heading', { level: 2, name: 'Education Verification' })).toBeVisible();
  await expect(
    portal.getByRole('form', { name: 'Education Verification' }).getByText('Not needed for this request'),
  ).toBeVisible();
  await expect(steps).toContainText(/not needed for this request/i);
  await expect(portal.getByLabel(/^Institution name/)).toHaveCount(0);
  await keepScreenshot(portal, testInfo, 'education-not-needed');
  await portal.getByRole('button', { name: 'Next' }).click();

  await fillEmployment(portal);
  await uploadAndReview(portal);
  const education = portal.getByRole('region', { name: 'Education Verification' });
  if ((await education.count()) > 0) await expect(education).toContainText('Not needed for this request');
  await portal.getByLabel('I have read the disclosure and I authorize this background verification.').check();
  await field(portal, 'Full name (signature)').fill('Priya Raman');
  await portal.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText('Verification Submitted Successfully!');
  expect(candidate.problems).toEqual([]);
  await candidate.context.close();
});
