import { expect, expectOneH1, test } from './fixtures.js';

test.describe('foundation', () => {
  test('the landing page renders under the strict CSP', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await expectOneH1(page, /\S/);
  });

  test('an unknown path redirects to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expectOneH1(page, /\S/);
  });

  test('the API answers health and unknown routes as JSON', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, status: 'ok' });
    const missing = await request.get('/api/missing');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  test.describe('API reference', () => {
    // The viewer probes for eval support; our CSP refuses it and the viewer works without it.
    test.use({ toleratedProblems: [/CSP violation: script-src blocked eval/] });

    test('the API reference page loads its viewer from our own origin', async ({ page }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://localhost')) external.push(request.url());
      });
      await page.goto('/api/docs');
      await expect(page.getByText('Candor API').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('/api/health').first()).toBeVisible();
      expect(external).toEqual([]);
    });
  });
});
