import { chromium } from 'playwright';
const base = 'http://localhost:3400';
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(base + '/?demo=true');
  await page.getByRole('button', { name: 'Sign in as company administrator' }).click();
  await page.waitForURL(/dashboard|admin/, { timeout: 20000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${label}-dashboard.png`, fullPage: true });
  // invite a candidate
  await page.goto(base + '/invite-candidate');
  await page.waitForLoadState('networkidle');
  const stamp = Date.now() % 100000;
  await page.getByLabel(/name/i).first().fill('Priya Raman');
  await page.getByLabel(/email/i).first().fill(`priya${stamp}@example.com`);
  await page.screenshot({ path: `${out}/${label}-invite-filled.png`, fullPage: true });
  await page.getByRole('button', { name: /send|invite/i }).first().click();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${out}/${label}-invite-sent.png`, fullPage: true });
  const link = await page.locator('text=/\\/candidate\\//').first().textContent().catch(() => null);
  const input = await page.locator('input[readonly]').first().inputValue().catch(() => null);
  const url = [link, input].find((v) => v && v.includes('/candidate/'));
  console.log(label, 'candidate link', url ? 'found' : 'missing');
  if (url) {
    const cand = await browser.newContext({ viewport });
    const cp = await cand.newPage();
    await cp.goto(url.trim().replace(/^.*?(http)/, '$1'));
    await cp.waitForLoadState('networkidle');
    await cp.screenshot({ path: `${out}/${label}-portal.png`, fullPage: true });
    await cand.close();
  }
  await page.goto(base + '/dashboard');
  await page.waitForLoadState('networkidle');
  const details = page.getByRole('button', { name: /details|view/i }).first();
  if (await details.count()) {
    await details.click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${label}-review-details.png`, fullPage: false });
  }
  console.log(label, 'errors:', errors.slice(0, 5));
  await ctx.close();
}
await browser.close();
