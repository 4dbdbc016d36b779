import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectOneH1, test } from './fixtures.js';
import { smallPdf, workspaceNavigation } from './helpers.js';
import { uniqueId } from './staff.js';

const banner = (page: Page) => page.getByRole('banner');
const bell = (page: Page) => banner(page).getByRole('button', { name: /^(No|\d+) new notifications?$/ });
const userMenuButton = (page: Page) => banner(page).getByRole('button', { name: /Ada Byron/ });

/** The search box of the header: in the header on wide screens, in the Menu panel on phones. */
async function searchBox(page: Page) {
  const menu = banner(page).getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  return banner(page).getByRole('combobox', { name: 'Search verifications by candidate name or email' });
}

/** Serious or critical accessibility problems on the page, as it is now (menus open or not). */
async function seriousOrCritical(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** Nothing wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Invites a candidate through the API; returns the verification and the candidate's link. */
async function invite(request: APIRequestContext, candidateName: string) {
  const res = await request.post('/api/invite-candidate', {
    data: {
      candidateName,
      candidateEmail: `${candidateName.split(' ')[0]!.toLowerCase()}.${uniqueId()}@example.org`,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { verificationId: string; candidateUrl: string };
}

/** The notifications the consumer has written for the signed-in member (delivered after commit). */
async function notificationCount(request: APIRequestContext) {
  const res = await request.get('/api/notifications');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { notifications: unknown[] }).notifications.length;
}

test.describe('the staff layout', () => {
  test('a signed-in manager works from the application header and the notification history', async ({
    page,
    staff,
  }) => {
    const grace = await invite(page.request, 'Grace Hopper');
    const alan = await invite(page.request, 'Alan Turing');
    const token = /\/candidate\/([^/?#]+)/.exec(alan.candidateUrl)![1]!;
    const upload = await page.request.post(`/api/candidate/${token}/documents`, {
      multipart: { file: { name: 'diploma.pdf', mimeType: 'application/pdf', buffer: smallPdf() } },
    });
    expect(upload.status()).toBe(201);
    await expect.poll(() => notificationCount(page.request)).toBe(3);

    // ---- The application header, not the marketing menus ----
    await page.goto('/dashboard');
    await expectOneH1(page, `Welcome back, ${staff.firstName}`);
    await expect(banner(page).getByRole('link', { name: 'Candor' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Services' })).toHaveCount(0);
    await expect(bell(page)).toBeVisible();
    // The dashboard's service tiles lead to their screens.
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('link', { name: /^Invite a candidate/ })).toHaveAttribute(
      'href',
      '/invite-candidate',
    );
    await expect(services.getByRole('link', { name: /^Background Screening/ })).toHaveAttribute(
      'href',
      '/background-check',
    );

    // ---- The search: matches as you type, Enter opens the list with the query ----
    const search = await searchBox(page);
    await search.fill('grace');
    const options = banner(page).getByRole('listbox', { name: 'Matching verifications' });
    await expect(options.getByRole('option', { name: /Grace Hopper/ })).toBeVisible();
    await expect(options.getByRole('option', { name: /Alan Turing/ })).toHaveCount(0);
    expect(await seriousOrCritical(page)).toEqual([]);
    await search.press('ArrowDown');
    await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard\?search=grace$/);

    // ---- The user menu, from the keyboard ----
    await userMenuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page).getByRole('link', { name: 'Profile' })).toBeFocused();
    await expect(banner(page).getByText('Super Administrator, HR Director')).toBeVisible();
    await expect(banner(page).getByText(staff.company)).toBeVisible();
    expect(await seriousOrCritical(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(banner(page).getByRole('link', { name: 'Security' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(userMenuButton(page)).toBeFocused();

    // ---- /notifications from the bell ----
    await bell(page).click();
    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expectOneH1(page, 'Notifications');
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 unread')).toBeVisible();
    expect(await seriousOrCritical(page)).toEqual([]);
    await expectNoHorizontalScroll(page);
    await expect(list.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/verifications/${grace.verificationId}`,
    );

    // Filter by type (kept in the address).
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/notifications\?type=document$/);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Document received')).toBeVisible();
    await expect(list.getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
      'href',
      `/verifications/${alan.verificationId}`,
    );

    // Mark one read, then all.
    await list.getByRole('button', { name: /^Mark as read:/ }).click();
    await expect(page.getByText('2 unread')).toBeVisible();
    await expect(list.getByText('Unread', { exact: true })).toHaveCount(0);
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'All' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('0 unread')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Unread only' }).click();
    await expect(page.getByRole('checkbox', { name: 'Unread only' })).toBeChecked();
    await expect(page).toHaveURL(/\/notifications\?unread=true$/);
    await expect(page.getByRole('heading', { name: 'No notifications match' })).toBeVisible();
  });

  test('background and reference checks say coming soon, at every path the product names', async ({
    page,
    staff: _,
  }) => {
    for (const [path, title] of [
      ['/background-check', 'Background Screening'],
      ['/background-screening', 'Background Screening'],
      ['/reference-check', 'Reference Checks'],
      ['/reference-checks', 'Reference Checks'],
      ['/compliance-reports', 'Compliance Reports'],
    ] as const) {
      await page.goto(path);
      await expectOneH1(page, title);
      await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
      expect(await seriousOrCritical(page)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('every link of the navigation, the header and the tiles opens its own page, never the home page', async ({
    page,
    staff: _,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefsOf = (locator: ReturnType<Page['locator']>) =>
      locator.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const nav = await workspaceNavigation(page);
    const targets = new Set([
      ...(await hrefsOf(nav.getByRole('link'))),
      ...(await hrefsOf(page.getByRole('region', { name: 'Services' }).getByRole('link'))),
      ...(await hrefsOf(banner(page).locator('a[href]'))),
      '/profile',
      '/security',
      '/notifications',
    ]);
    expect(targets.size).toBeGreaterThan(10);
    for (const target of targets) {
      await page.goto(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(new URL(page.url()).pathname, `${target} stays on its page`).toBe(target);
    }
  });

  test('the public site keeps its marketing header, for visitors and signed-in staff', async ({
    page,
    staff,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Candor' })).toHaveAttribute('href', '/');
    await expect(banner(page).getByRole('combobox')).toHaveCount(0);
    expect(staff.email).toBeTruthy();

    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
    await visitor.close();
  });
});
