import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, TestInfo, WebSocket } from '@playwright/test';
import { fillPortalToReview, openAsCandidate, signAndSubmit } from './candidate-steps.js';
import { clientHeaders, expect, test } from './fixtures.js';
import { watchProblems, workspaceNavigation } from './helpers.js';
import { seedStaff, uniqueId } from './staff.js';

/** With SCREENSHOT_DIR set, keeps a picture of the screen for review. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png` });
}

const bell = (page: Page) => page.getByRole('button', { name: /^(No|\d+) new notifications?$/ });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const recentPanel = (page: Page) => page.getByRole('region', { name: 'Recent notifications' });

/** Serious or critical accessibility problems in the header (bell and panel) and the toasts. */
async function notificationA11yProblems(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('header')
    .include('section[aria-label="Notifications"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** The panel fits inside the screen (no sideways scrolling at any width). */
async function expectPanelInsideScreen(page: Page) {
  const box = await recentPanel(page).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

/** Opens the bell's panel once the realtime connection is up, then closes it (both clicks clear the count). */
async function waitUntilLive(page: Page) {
  await bell(page).click();
  await expect(recentPanel(page).getByRole('status')).toHaveText('Live updates are on.');
  await bell(page).click();
  await expect(recentPanel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('No new notifications');
}

/** Staff of another organisation, signed in on their dashboard in their own browser context. */
async function otherOrganisationStaff(browser: Browser, baseURL: string | undefined, viewport: Page) {
  const context = await browser.newContext({
    baseURL,
    viewport: viewport.viewportSize(),
    extraHTTPHeaders: clientHeaders('staff of another organisation'),
  });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await seedStaff(page.request);
  await page.goto('/dashboard');
  await waitUntilLive(page);
  return { context, page, problems };
}

/** A count on the review workspace's cards (/admin/dashboard). */
const count = (page: Page, label: string) =>
  page
    .locator('dl[aria-label="Verification counts"]')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/** The review workspace's row (wide screens) or card (phones) of a verification. */
const row = (page: Page, verificationId: string) =>
  page.locator(`[data-verification-id="${verificationId}"]`).filter({ visible: true });

/** A value on the dashboard's summary cards. */
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p[1]');

test.describe('realtime notifications', () => {
  test("staff see a candidate's progress and submission arrive without reloading; another organisation sees none of it", async ({
    page,
    staff: _,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();

    // ---- Staff on the dashboard, connected ----
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await page.goto('/dashboard');
    await expect(card(page, 'Active verifications')).toHaveText('0');
    await waitUntilLive(page);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => {
      document.documentElement.dataset.sameDocument = 'yes';
    });
    const other = await otherOrganisationStaff(browser, baseURL, page);

    // ---- An invitation: toast, bell count and the dashboard's cards, live ----
    const candidateEmail = `grace.${uniqueId()}@navy.example`;
    const invited = await page.request.post('/api/invite-candidate', {
      data: { candidateEmail, candidateName: 'Grace Hopper' },
    });
    expect(invited.status()).toBe(201);
    const { candidateUrl, verificationId } = (await invited.json()) as {
      candidateUrl: string;
      verificationId: string;
    };
    await expect(toasts(page).getByText('Candidate invited')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('1 new notification');
    await expect(card(page, 'Active verifications')).toHaveText('1');
    await keepScreenshot(page, testInfo, 'realtime-toast');

    // Clicking the bell clears all and lists what arrived.
    await bell(page).click();
    await expect(bell(page)).toHaveAccessibleName('No new notifications');
    await expect(recentPanel(page).getByRole('listitem')).toHaveCount(1);
    await expect(recentPanel(page).getByText('Candidate invited')).toBeVisible();
    await keepScreenshot(page, testInfo, 'realtime-panel');
    expect(await notificationA11yProblems(page)).toEqual([]);
    await expectPanelInsideScreen(page);
    await page.keyboard.press('Escape');
    await expect(recentPanel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();

    // ---- Over to the review workspace, in the same document and connection ----
    await (await workspaceNavigation(page)).getByRole('link', { name: 'Verifications' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(row(page, verificationId).getByText('Pending', { exact: true })).toBeVisible();
    await expect(count(page, 'Total')).toHaveText('1');
    await expect(count(page, 'In Progress')).toHaveText('0');
    await expect(count(page, 'Pending Review')).toHaveText('0');

    // ---- The candidate fills the form and uploads a document ----
    const link = new URL(candidateUrl);
    const candidate = await openAsCandidate(browser, baseURL, link.pathname + link.search);
    await fillPortalToReview(candidate.page);
    // Their first save (now in progress) and the stored upload.
    await expect(bell(page)).toHaveAccessibleName('2 new notifications');
    await expect(page.getByTestId('notification-count')).toHaveText('2');
    await expect(row(page, verificationId).getByText('In Progress', { exact: true })).toBeVisible();
    await expect(count(page, 'In Progress')).toHaveText('1');
    await bell(page).click();
    await expect(recentPanel(page).getByText('Candidate started the form')).toBeVisible();
    await expect(recentPanel(page).getByText('Document received')).toBeVisible();
    await bell(page).click();

    // ---- The submission arrives: toast, bell, row and cards ----
    await signAndSubmit(candidate.page, 'Grace Brewster Hopper');
    expect(candidate.problems).toEqual([]);
    await candidate.context.close();

    await expect(toasts(page).getByText('New submission')).toBeVisible();
    await expect(toasts(page).getByText('Grace Hopper submitted their verification.')).toBeVisible();
    // The automated checks start by themselves and end within seconds (the supervisor's phone is
    // in the fictional 555-01xx range): two more status changes arrive.
    await expect(row(page, verificationId).getByText('Verification Failed', { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(bell(page)).toHaveAccessibleName('3 new notifications');
    await expect(page.getByTestId('notification-count')).toHaveText('3');
    await expect(count(page, 'AI Verified')).toHaveText('1');
    await expect(count(page, 'Pending Review')).toHaveText('0');
    await expect(count(page, 'In Progress')).toHaveText('0');
    await keepScreenshot(page, testInfo, 'realtime-submission');
    // Each toast goes after five seconds; the count stays until the bell is clicked.
    await expect(toasts(page).getByText('New submission')).toBeHidden({ timeout: 8000 });
    await expect(bell(page)).toHaveAccessibleName('3 new notifications');
    expect(await page.evaluate(() => document.documentElement.dataset.sameDocument)).toBe('yes');

    // ---- Another organisation's staff heard nothing ----
    await expect(bell(other.page)).toHaveAccessibleName('No new notifications');
    await expect(toasts(other.page).getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
    await expect(card(other.page, 'Active verifications')).toHaveText('0');
    expect(other.problems).toEqual([]);
    await other.context.close();

    // ---- One connection for the whole session, closed on sign-out ----
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.isClosed()).toBe(false);
    await page.getByRole('button', { name: /Ada Byron/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(bell(page)).toHaveCount(0);
    await expect.poll(() => sockets[0]?.isClosed()).toBe(true);
  });

  test('visitors open no realtime connection and see no bell', async ({ page }) => {
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => sockets.push(socket));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
    expect(sockets).toHaveLength(0);
  });
});
