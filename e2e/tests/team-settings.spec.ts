import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { clientHeaders, expect, expectOneH1, test } from './fixtures.js';
import { mailedLink } from './mail.js';
import { seedStaff, uniqueId } from './staff.js';

/** With SCREENSHOT_DIR set, keeps the page at 1366×900 (desktop) or 390×844 (phone). */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 900 });
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png` });
}

/** The signed-in owner's own membership moves to a department (what their invitations carry). */
async function moveOwnerTo(request: APIRequestContext, department: string) {
  const me = (await (await request.get('/api/me')).json()) as { user: { id: string } };
  const { members } = (await (await request.get('/api/members')).json()) as {
    members: { membershipId: string; userId: string }[];
  };
  const own = members.find((member) => member.userId === me.user.id);
  const res = await request.patch(`/api/members/${own!.membershipId}`, { data: { department } });
  expect(res.status(), await res.text()).toBe(200);
}

async function inviteCandidate(request: APIRequestContext, candidateName: string) {
  const res = await request.post('/api/invite-candidate', {
    data: {
      candidateName,
      candidateEmail: `${candidateName.split(' ')[0]!.toLowerCase()}.${uniqueId()}@cand.example`,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('team set-up', () => {
  test('a hiring manager invited with a department sees only that department’s verifications', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const account = await seedStaff(page.request);
    await moveOwnerTo(page.request, 'Engineering');
    await inviteCandidate(page.request, 'Linus Engineer');
    await moveOwnerTo(page.request, 'Sales');
    await inviteCandidate(page.request, 'Sally Seller');

    const email = `manager.${uniqueId()}@analytical.example`;
    await page.goto('/users');
    await expectOneH1(page, 'Users');
    await page.getByRole('button', { name: 'Invite colleague' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite colleague' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Hiring Manager', exact: true }).check();
    await dialog.getByRole('textbox', { name: 'Department' }).fill('Engineering');
    await expect(dialog.getByText(/These roles see the verifications of their department/)).toBeVisible();
    await keepScreenshot(page, testInfo, 'users-invite-department');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();

    const link = await mailedLink(email, '/accept-invitation');
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders('manager') });
    const manager = await context.newPage();
    await manager.goto(link);
    await expectOneH1(manager, `Join ${account.company}`);
    await manager.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
    await manager.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
    await manager.getByRole('textbox', { name: 'Password', exact: true }).fill('compilers and cobol');
    await manager.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('compilers and cobol');
    await manager.getByRole('button', { name: 'Join and sign in' }).click();
    await expect(manager).toHaveURL(/\/dashboard$/);

    await manager.goto('/admin/dashboard');
    await expect(manager.getByText('Linus Engineer').filter({ visible: true }).first()).toBeVisible();
    await expect(manager.getByText('Sally Seller')).toHaveCount(0);
    await expect(manager.getByText('You are not in a department yet')).toHaveCount(0);
    await context.close();

    // The members list shows the department.
    await page.goto('/users');
    await expect(
      page.getByText('Engineering', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test('requiring two-step verification without one’s own says why and links to Security', async ({
    page,
  }, testInfo) => {
    await seedStaff(page.request);
    await page.goto('/settings');
    await expectOneH1(page, 'Settings');
    const requireMfa = page.getByRole('checkbox', { name: 'Require two-step verification' });
    await expect(requireMfa).toBeDisabled();
    await expect(
      page.getByText(/You have not turned on two-step verification for your own account/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set it up in Security' })).toHaveAttribute(
      'href',
      '/security',
    );
    await expect(
      page.getByText('Applies to API keys (coming with integrations)', { exact: false }),
    ).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Admin alert threshold' }).fill('3');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'settings');

    await page.getByRole('link', { name: 'Set it up in Security' }).click();
    await expect(page).toHaveURL(/\/security$/);
  });

  test('/billing shows the trial’s usage and sends an upgrade request; at the limit the invite page links there', async ({
    page,
  }, testInfo) => {
    test.slow();
    await seedStaff(page.request);
    await inviteCandidate(page.request, 'First Candidate');
    await inviteCandidate(page.request, 'Second Candidate');

    await page.goto('/billing');
    await expectOneH1(page, 'Plan and usage');
    await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(page.getByText('2 of 5', { exact: true })).toBeVisible();
    await expect(page.getByText(/^1[34] days left$/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Plan you have in mind' }).selectOption('professional');
    await page.getByRole('textbox', { name: 'Anything we should know' }).fill('About 30 hires a month.');
    await page.getByRole('button', { name: 'Request an upgrade' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your upgrade request was sent.' }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'billing');

    for (const name of ['Third Candidate', 'Fourth Candidate', 'Fifth Candidate']) {
      await inviteCandidate(page.request, name);
    }
    await page.goto('/invite-candidate');
    await expect(page.getByText('Your free trial is used up')).toBeVisible();
    await page.getByRole('link', { name: 'See plan and usage, and request an upgrade' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByText('5 of 5', { exact: true })).toBeVisible();
  });
});
