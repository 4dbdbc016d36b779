import type { Frame, Locator, Page, TestInfo } from '@playwright/test';
import { mailSinkUrl } from '../ports.js';
import { fillPortalToReview, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import { expect, test } from './fixtures.js';
import { uniqueId } from './staff.js';

/** With SCREENSHOT_DIR set, keeps a picture of the screen for review. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: false });
}

const bell = (page: Page) => page.getByRole('button', { name: /^(No|\d+) new notifications?$/ });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const recentPanel = (page: Page) => page.getByRole('region', { name: 'Recent notifications' });

/** The review workspace's row (wide screens) or card (phones) of a verification. */
const row = (page: Page, verificationId: string) =>
  page.locator(`[data-verification-id="${verificationId}"]`).filter({ visible: true });

/** How many mails the run's mail sink holds for `email`. */
async function mailCount(email: string): Promise<number> {
  const res = await fetch(`${mailSinkUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  return ((await res.json()) as { messages: unknown[] }).messages.length;
}

/**
 * A link to the case page: its address is the case's, and following it leaves the page. (The
 * router resolves a path before the address bar changes: while the case page is not part of the
 * build, /verifications/{id} goes on to the home page like any unknown path.)
 */
async function opensCase(page: Page, casePath: string, link: Locator) {
  await expect(link).toHaveAttribute('href', casePath);
  const visited: string[] = [];
  const record = (frame: Frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  };
  page.on('framenavigated', record);
  try {
    await link.click();
    await expect.poll(() => visited.length).toBeGreaterThan(0);
    expect(visited.every((path) => path === casePath || path === '/')).toBe(true);
  } finally {
    page.off('framenavigated', record);
  }
}

async function invite(page: Page, candidateName: string, candidateEmail: string) {
  const res = await page.request.post('/api/invite-candidate', { data: { candidateName, candidateEmail } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { verificationId: string; candidateUrl: string };
}

test.describe('lists name people and open the case', () => {
  test('a candidate submits: the toast and the bell name them and open the case; the list row links there', async ({
    page,
    staff: _,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const candidateEmail = `priya.${uniqueId()}@raman.example`;
    const { verificationId, candidateUrl } = await invite(page, 'Priya Raman', candidateEmail);
    const casePath = `/verifications/${verificationId}`;

    await page.goto('/admin/dashboard');
    const nameLink = row(page, verificationId).getByRole('link', { name: 'Priya Raman' });
    await expect(nameLink).toHaveAttribute('href', casePath);
    await expect(row(page, verificationId).getByText('Waiting for the candidate')).toBeVisible();
    // Live updates on before the candidate acts.
    await bell(page).click();
    await expect(recentPanel(page).getByRole('status')).toHaveText('Live updates are on.');
    await bell(page).click();

    const link = new URL(candidateUrl);
    const candidate = await openAsCandidate(browser, baseURL, link.pathname + link.search);
    await fillPortalToReview(candidate.page);
    await signAndSubmit(candidate.page, 'Priya Raman');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    await expect(toasts(page).getByText('Priya Raman submitted their verification.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'lists-toast');
    // The toast opens the case (it stays for five seconds).
    await opensCase(
      page,
      casePath,
      toasts(page)
        .locator('div', { hasText: 'Priya Raman submitted their verification.' })
        .getByRole('link', { name: 'Open case' })
        .last(),
    );

    // The bell keeps the notification, names the candidate and opens the case too.
    await bell(page).click();
    const item = recentPanel(page)
      .getByRole('listitem')
      .filter({ hasText: 'Priya Raman submitted their verification.' });
    await expect(item.getByRole('link', { name: 'New submission' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'lists-bell');
    await opensCase(page, casePath, item.getByRole('link', { name: 'New submission' }));

    // And the list's name.
    await page.goto('/admin/dashboard');
    await opensCase(page, casePath, nameLink);
  });

  test('resend and revoke from the row; the revoked badge, its filter and the address bar', async ({
    page,
    staff: _,
  }, testInfo) => {
    const id = uniqueId();
    const email = `lost.${id}@invitation.example`;
    const { verificationId } = await invite(page, 'Lena Lost', email);
    await invite(page, 'Omar Open', `open.${id}@invitation.example`);
    await expect.poll(() => mailCount(email)).toBe(1);

    await page.goto('/admin/dashboard');
    const lena = row(page, verificationId);
    await lena.getByRole('button', { name: 'Resend the link to Lena Lost' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new link was emailed to Lena Lost.' }),
    ).toBeVisible();
    await expect.poll(() => mailCount(email)).toBe(2);

    await lena.getByRole('button', { name: 'Revoke the link of Lena Lost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the link of Lena Lost?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke link' }).click();
    await expect(dialog).toBeHidden();
    await expect(lena.getByText('Link revoked')).toBeVisible();
    await keepScreenshot(page, testInfo, 'lists-revoked');

    // The filter finds it, and the address bar keeps the filter.
    await page.getByLabel('Candidate link').selectOption('revoked');
    await expect(page).toHaveURL(/[?&]link=revoked/);
    await expect(page.getByRole('link', { name: 'Omar Open' })).toBeHidden();
    await expect(lena.getByText('Link revoked')).toBeVisible();
    await page.getByLabel('Search by name or email').fill('lena');
    await expect(page).toHaveURL(/[?&]search=lena/);
    await page.reload();
    await expect(page.getByLabel('Candidate link')).toHaveValue('revoked');
    await expect(page.getByLabel('Search by name or email')).toHaveValue('lena');
    await expect(lena.getByText('Link revoked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Omar Open' })).toBeHidden();
    // Back: the list before the filter.
    await page.goBack();
    await expect(page.getByLabel('Candidate link')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'Omar Open' })).toBeVisible();

    // Resend is the way out.
    await lena.getByRole('button', { name: 'Resend the link to Lena Lost' }).click();
    await expect(lena.getByText('Link revoked')).toBeHidden();
    await expect.poll(() => mailCount(email)).toBe(3);
  });

  test('at 1366×900 the submissions table shows at least 12 rows above the fold; addresses never wrap', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the fold is measured at desktop size');
    test.slow();
    await page.setViewportSize({ width: 1366, height: 900 });
    // The demo organisation is on a paid plan: more than the trial's five rows can be seeded.
    const signedIn = await page.request.post('/api/demo/sign-in', { data: { user: 'company_admin' } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const id = uniqueId();
    for (let i = 1; i <= 14; i += 1) {
      const n = String(i).padStart(2, '0');
      await invite(
        page,
        `Density ${id} Candidate ${n}`,
        `a.rather.long.mailbox.name.${n}.${id}@a-long-company-domain.example`,
      );
    }
    await page.goto(`/admin/dashboard?search=${id}`);
    const rows = page.getByRole('table', { name: 'Submissions' }).locator('tbody tr');
    await expect(rows).toHaveCount(14);
    const bottoms = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
    expect(bottoms.filter((bottom) => bottom <= 900).length).toBeGreaterThanOrEqual(12);

    const email = page
      .getByRole('table', { name: 'Submissions' })
      .getByText(`a.rather.long.mailbox.name.01.${id}@a-long-company-domain.example`, { exact: true });
    await expect(email).toHaveAttribute(
      'title',
      `a.rather.long.mailbox.name.01.${id}@a-long-company-domain.example`,
    );
    const style = await email.evaluate((el) => ({
      whiteSpace: getComputedStyle(el).whiteSpace,
      overflow: getComputedStyle(el).textOverflow,
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.overflow).toBe('ellipsis');
    expect(style.height).toBeLessThanOrEqual(style.lineHeight + 1);
    await keepScreenshot(page, testInfo, 'lists-density');
  });
});
