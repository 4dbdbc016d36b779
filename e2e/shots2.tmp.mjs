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
  await page.screenshot({ path: `${out}/${label}-dashboard2.png`, fullPage: true });
  await page.goto(base + '/admin/dashboard');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${label}-verifications.png`, fullPage: true });
  const names = await page.getByRole('button').allTextContents();
  console.log(label, names.filter(Boolean).slice(0, 40).join(' | '));
  console.log(label, 'errors:', errors.slice(0, 5));
  await ctx.close();
}
await browser.close();
