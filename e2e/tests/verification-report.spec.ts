import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, expectOneH1, test } from './fixtures.js';
import { pdfText } from './pdf-text.js';
import { uniqueId } from './staff.js';

test.describe('the verification report', () => {
  test('a manager makes a sample report, opens it from the case page and downloads the PDF with the candidate and the findings', async ({
    page,
    staff: _,
  }) => {
    test.slow();
    const name = `Katherine Johnson ${uniqueId().slice(0, 6)}`;

    // ---- /demo-report: the form makes a sample verification whose checks run ----
    await page.goto('/demo-report');
    await expectOneH1(page, 'Demo report');
    await page.getByRole('button', { name: 'Generate sample report' }).click();
    await expect(page.getByText('Candidate name is required')).toBeVisible();
    await page.getByLabel(/^Candidate name/).fill(name);
    await page.getByLabel(/^Position/).fill('Research Mathematician');
    await page.getByLabel(/^Company/).fill('Langley Research Center');
    await page.getByRole('button', { name: 'Generate sample report' }).click();

    const preview = page.getByRole('article', { name: 'Verification report' });
    await expect(preview.getByRole('note')).toContainText('Sample data');
    // The score appears once the checks have finished; the page follows them.
    await expect(preview.getByText('/ 100')).toBeVisible({ timeout: 60_000 });
    const codes = (await preview.locator('code').allTextContents()).map((code) => code.trim());
    expect(codes).toContain('SUPERVISOR_EMAIL_DOMAIN_MISMATCH');
    const verificationId = new URL(page.url()).searchParams.get('verification');
    expect(verificationId).toMatch(/^[0-9a-f-]{36}$/);

    // ---- The case page's Report action opens the same report ----
    await page.goto(`/verifications/${verificationId}`);
    await expectOneH1(page, name);
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    await expectOneH1(page, `Report: ${name}`);
    const report = page.getByRole('article', { name: 'Verification report' });
    await expect(report.getByRole('region', { name: 'Reference checks' })).toContainText('Not ordered');
    await expect(report.getByRole('region', { name: 'LinkedIn comparison' })).toContainText('Not supplied');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help}`),
    ).toEqual([]);

    // ---- Download PDF: made on the server; its text carries the candidate and every finding ----
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `verification-report-${verificationId?.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.pdf`,
    );
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(name);
    expect(text).toContain('Langley Research Center');
    expect(text).toContain('Sample data');
    expect(text).toMatch(/Verification score: \d{1,3} \/ 100/);
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain('Criminal history: Not ordered');
  });
});
