import { readFile } from 'node:fs/promises';
import { expect, expectOneH1, test } from './fixtures.js';
import { pdfText } from './pdf-text.js';
import { uniqueId } from './staff.js';

test.describe('the verification assistant', () => {
  test('a manager asks why employment is flagged on a flagged verification, gets the findings named from the rules, and downloads the report', async ({
    page,
    staff: _,
  }) => {
    test.slow();
    const name = `Dorothy Vaughan ${uniqueId().slice(0, 6)}`;

    // A verification whose automated checks flag the employment entry (a sample, as a prospect makes).
    await page.goto('/demo-report');
    await page.getByLabel(/^Candidate name/).fill(name);
    await page.getByLabel(/^Position/).fill('Computer Programmer');
    await page.getByLabel(/^Company/).fill('West Area Computing');
    await page.getByRole('button', { name: 'Generate sample report' }).click();
    const preview = page.getByRole('article', { name: 'Verification report' });
    await expect(preview.getByText('/ 100')).toBeVisible({ timeout: 60_000 });
    const verificationId = new URL(page.url()).searchParams.get('verification');
    expect(verificationId).toMatch(/^[0-9a-f-]{36}$/);

    // ---- From the case page to the assistant ----
    await page.goto(`/verifications/${verificationId}`);
    await expectOneH1(page, name);
    await page.getByRole('link', { name: 'Ask the assistant' }).click();
    await expect(page).toHaveURL(/\/ai-verification-dashboard\?verification=/);
    await page.getByRole('tab', { name: 'Employment' }).click();
    await page.getByRole('button', { name: 'Start a session on it' }).click();

    const question = page.getByLabel('Your question');
    await question.fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await question.fill('why is employment flagged?');
    await question.press('Enter');

    // The answer names the flagged finding with its evidence, and says the rules produced it.
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText(/You:\s*why is employment flagged\?/)).toBeVisible();
    await expect(conversation.getByText(/Supervisor email domain mismatch/).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(conversation.getByText(/Answered by\s+Rules/)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // ---- The report of the same verification, as a PDF ----
    await page.goto(`/verifications/${verificationId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(name);
    expect(text).toContain('West Area Computing');
    expect(text).toContain('SUPERVISOR_EMAIL_DOMAIN_MISMATCH');
  });
});
