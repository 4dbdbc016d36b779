import PDFDocument from 'pdfkit';
import { expect, expectOneH1, test } from './fixtures.js';
import { openAsCandidate, expectUploaded, signAndSubmit } from './candidate-steps.js';
import { inviteCandidate } from './review-steps.js';
import { field } from './helpers.js';
import { uniqueId } from './staff.js';

/**
 * A made-up profile in the layout of LinkedIn's "Save to PDF" export: a sidebar, the name in the
 * largest font, section headings larger than the text, a company above its title, dates and
 * location. The dates start half a year after the application's.
 */
async function profilePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => {
    doc.on('end', () => {
      resolve();
    });
  });
  doc.font('Helvetica').fontSize(13).text('Contact', 36, 40);
  doc.fontSize(10.5).text('Top Skills', 36, 70);
  const lines: [string, number, number][] = [
    ['Grace Hopper', 26, 40],
    ['Rear Admiral at US Navy', 12, 80],
    ['Arlington, Virginia, United States', 10.5, 100],
    ['Experience', 15.75, 130],
    ['US Navy', 12, 156],
    ['Rear Admiral', 11.5, 174],
    ['June 1944 - Present (82 years 6 months)', 10.5, 190],
    ['Arlington, Virginia', 10.5, 204],
    ['Education', 15.75, 236],
    ['Yale University', 12, 262],
    ['Doctor of Philosophy - PhD, Mathematics · (1930 - 1934)', 10.5, 280],
  ];
  for (const [text, size, y] of lines) doc.fontSize(size).text(text, 220, y, { lineBreak: false });
  doc.fontSize(9).text('Page 1 of 1', 340, 760, { lineBreak: false });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

test.describe('LinkedIn profile comparison', () => {
  test('the candidate adds their LinkedIn export in the portal; staff see it beside the application with the date difference', async ({
    page,
    staff: _,
    browser,
    baseURL,
  }) => {
    test.slow();
    const link = await inviteCandidate(page, 'Grace Hopper', `grace.${uniqueId()}@navy.example`);

    const candidate = await openAsCandidate(browser, baseURL, link);
    const portal = candidate.page;
    await field(portal, 'Date of birth').fill('1906-12-09');
    await field(portal, 'Phone number').fill('+1 202 555 0100');
    await field(portal, 'Address line 1').fill('1 Navy Yard');
    await field(portal, 'City').fill('Arlington');
    await field(portal, 'State').fill('VA');
    await field(portal, 'Country').fill('United States');
    await field(portal, 'ZIP code').fill('22202');
    await portal.getByRole('button', { name: 'Next' }).click();
    await field(portal, 'Institution name').fill('Yale University');
    await field(portal, 'Institution address').fill('New Haven, CT');
    await field(portal, 'Degree/Program').fill('PhD Mathematics');
    await field(portal, 'Graduation date').fill('1934-06-15');
    await portal.getByRole('button', { name: 'Next' }).click();
    await field(portal, 'Company name').fill('US Navy');
    await field(portal, 'Position/Title').fill('Rear Admiral');
    await field(portal, 'Start date').fill('1943-12-01');
    await field(portal, 'Supervisor name').fill('Howard Aiken');
    await field(portal, 'Supervisor phone').fill('+1 617 555 0100');
    await field(portal, 'Supervisor email').fill('aiken@harvard.example');
    await portal.getByRole('button', { name: 'Next' }).click();

    // Choosing the LinkedIn type says how to get the file.
    await portal.getByLabel('What are you adding?').selectOption('LINKEDIN');
    await expect(portal.getByText('choose “More” → “Save to PDF”')).toBeVisible();
    await portal.getByLabel('Choose files to upload').setInputFiles({
      name: 'Profile.pdf',
      mimeType: 'application/pdf',
      buffer: await profilePdf(),
    });
    await expectUploaded(portal, 'Profile.pdf');
    await portal.getByRole('button', { name: 'Next' }).click();
    await signAndSubmit(portal, 'Grace Brewster Hopper');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    await page.goto('/linkedin-verification');
    await expectOneH1(page, 'LinkedIn profile comparison');
    await expect(page.getByText('not access to LinkedIn')).toBeVisible();
    await page
      .getByRole('list', { name: 'Verifications with a LinkedIn profile PDF' })
      .getByRole('link', { name: 'Grace Hopper' })
      .click();
    const profile = page.getByRole('region', { name: 'LinkedIn profile (Profile.pdf)' });
    await expect(profile.getByText('Jun 1944 – Present')).toBeVisible();
    await expect(profile.getByText('1930 – 1934')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Application' }).getByText('Dec 1943 – Present'),
    ).toBeVisible();
    // The checks ran by themselves on submission, the LinkedIn one with them.
    const findings = page.getByRole('list', { name: 'LinkedIn findings' });
    await expect(
      findings.getByText('The start at US Navy differs by 6 months', { exact: false }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(findings.getByText('June 1944 - Present (82 years 6 months)')).toBeVisible();
  });
});
