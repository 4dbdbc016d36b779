import type { Browser, Page } from '@playwright/test';
import { clientHeaders, expect, expectOneH1, test } from './fixtures.js';
import {
  confirmEmail,
  fillRegistration,
  shownEntries,
  shownList,
  signIn,
  workspaceNavigation,
} from './helpers.js';
import { mailedLink } from './mail.js';
import { newAccount, seedStaff, uniqueId } from './staff.js';
import { totp } from './totp.js';

/** Invites a colleague from /users with the given roles; returns the address invited. */
async function inviteColleague(page: Page, roles: string[]): Promise<string> {
  const email = `colleague.${uniqueId()}@analytical.example`;
  await page.goto('/users');
  await expectOneH1(page, 'Users');
  await page.getByRole('button', { name: 'Invite colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite colleague' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  for (const role of roles) await dialog.getByRole('checkbox', { name: role, exact: true }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(shownList(page, 'Pending invitations').getByText(email, { exact: true })).toBeVisible();
  return email;
}

/** The colleague opens the link in their own browser and joins; returns their page. */
async function acceptInvitation(browser: Browser, baseURL: string, link: string, company: string) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: clientHeaders('colleague') });
  const page = await context.newPage();
  await page.goto(link);
  await expectOneH1(page, `Join ${company}`);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Grace');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Hopper');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('compilers and cobol');
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('compilers and cobol');
  await page.getByRole('button', { name: 'Join and sign in' }).click();
  return { context, page };
}

test.describe('accounts', () => {
  test('register, sign in, keep the session on reload, sign out', async ({ page }) => {
    const account = newAccount();
    await page.goto('/register');
    await expectOneH1(page, 'Start your free trial');

    // The mismatch is reported under the field, and nothing is sent.
    await fillRegistration(page, account, 'a different passphrase');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/register')) posted = true;
    });
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    expect(posted).toBe(false);

    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(account.password);
    const alert = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    const dialog = await alert;
    expect(dialog.message()).toBe(
      `Thank you ${account.firstName}! Your account has been created successfully. You can now log in with your credentials.`,
    );
    await dialog.accept();
    await expect(page).toHaveURL(/\/registration-success$/);

    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectOneH1(page, `Welcome back, ${account.firstName}`);
    for (const card of ['Active verifications', 'Completed this month', 'Success rate', 'System status']) {
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Operational')).toBeVisible();

    await page.reload();
    await expectOneH1(page, `Welcome back, ${account.firstName}`);

    await page.getByRole('button', { name: /Account menu|Ada Byron/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  test('?demo=true offers the three demo users and signs one in', async ({ page }) => {
    await page.goto('/?demo=true');
    const dialog = page.getByRole('dialog', { name: 'Try Candor with a demo account' });
    await expect(dialog).toBeVisible();
    for (const who of ['platform administrator', 'company administrator', 'candidate']) {
      await expect(dialog.getByRole('button', { name: `Sign in as ${who}` })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Sign in as company administrator' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectOneH1(page, 'Welcome back, Casey');
    await expect((await workspaceNavigation(page)).getByRole('link', { name: 'Users' })).toBeVisible();
  });

  test("the demo platform administrator does not see visitors' demo requests", async ({ page, request }) => {
    const company = `Lead Co ${uniqueId()}`;
    const sent = await request.post('/api/demo-requests', {
      data: {
        firstName: 'Lin',
        lastName: 'Park',
        email: 'lin.park@leadco.example',
        phone: '+1 555 0111',
        company,
        jobTitle: 'Talent Lead',
        companySize: '11-50',
      },
    });
    expect(sent.status()).toBe(201);
    // Anyone can sign in as the demo's administrator: a real visitor's details stay out of reach.
    await page.goto('/?demo=true');
    await page.getByRole('button', { name: 'Sign in as platform administrator' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await (await workspaceNavigation(page)).getByRole('link', { name: 'Demo requests' }).click();
    await expectOneH1(page, 'Demo requests');
    await expect(page.getByText('No demo requests yet')).toBeVisible();
    await expect(page.getByText(company)).toHaveCount(0);
  });

  test.describe('refused sign-ins', () => {
    // The browser logs every 401 answer; these tests provoke them on purpose.
    test.use({ toleratedProblems: [/status of 401/] });

    test('a wrong password says Invalid credentials', async ({ page }) => {
      await signIn(page, 'nobody@nowhere.example', 'not the right password');
      await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    });

    test('two-step verification: required at the next sign-in; a backup code works once', async ({
      page,
      staff: account,
    }) => {
      await page.goto('/security');
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await page.getByLabel('Confirm with your password').fill(account.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const secret = (await page.getByLabel('Setup key').textContent())!.trim();
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      await page.getByLabel('Code from the app').fill(totp(secret));
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();
      const codeItems = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
      await expect(codeItems.first()).toBeVisible();
      const codes = await codeItems.allTextContents();
      expect(codes.length).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'I have saved them' }).click();

      // Sign out and in again: the code is now required.
      await page.context().clearCookies();
      await signIn(page, account.email, account.password);
      await expect(page.getByLabel('Authentication code')).toBeVisible();
      await page.getByLabel('Authentication code').fill(totp(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      // A backup code signs in once, and only once.
      for (const attempt of [0, 1]) {
        await page.context().clearCookies();
        await signIn(page, account.email, account.password);
        await page.getByRole('button', { name: 'Use a backup code instead' }).click();
        await page.getByLabel('Backup code').fill(codes[0]!.trim());
        await page.getByRole('button', { name: 'Verify' }).click();
        if (attempt === 0) await expect(page).toHaveURL(/\/dashboard$/);
        else await expect(page.getByRole('alert')).toHaveText('That code is not valid. Try again.');
      }
    });
  });

  test.describe('staff invitations and organisation rules', () => {
    // The browser logs the API's refusals (a wrong password, a used link, the MFA rule) these tests provoke.
    test.use({ toleratedProblems: [/status of 40[039]/] });

    test('a colleague accepts an invitation, joins with the chosen roles, and the link works once', async ({
      page,
      browser,
      baseURL,
    }) => {
      // Two browsers, an invitation and its acceptance: a long journey.
      test.slow();
      const account = await seedStaff(page.request, { confirmEmail: false });
      await page.goto('/dashboard');

      // Until the email is confirmed, every staff page asks for it.
      await expect(page.getByText('Please confirm your email address')).toBeVisible();
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await expect(page.getByText('Sent. Check your inbox for the new link.')).toBeVisible();
      // Invitations wait for a confirmed address: the owner follows the link first.
      await confirmEmail(page, account.email);
      await page.goto('/dashboard');
      await expect(page.getByText('Please confirm your email address')).toBeHidden();

      const email = await inviteColleague(page, ['Recruiter', 'Hiring Manager']);
      const link = await mailedLink(email, '/accept-invitation');
      expect(link).toMatch(/^\/accept-invitation\?token=/);
      const colleague = await acceptInvitation(browser, baseURL!, link, account.company);
      await expect(colleague.page).toHaveURL(/\/dashboard$/);
      await expectOneH1(colleague.page, 'Welcome back, Grace');
      // The link proved the address: no verification banner for the colleague.
      await expect(colleague.page.getByText('Please confirm your email address')).toHaveCount(0);

      // Used once: opening it again says so.
      await colleague.context.clearCookies();
      await colleague.page.goto(link);
      await expect(colleague.page.getByRole('alert')).toHaveText(
        'This invitation has already been accepted. Sign in instead.',
      );
      await colleague.context.close();

      await page.goto('/users');
      const entry = shownEntries(page, 'Members').filter({ hasText: email });
      await expect(entry.getByText('Recruiter, Hiring Manager', { exact: true })).toBeVisible();
      await expect(shownList(page, 'Pending invitations')).toHaveCount(0);
    });

    test('changing the email needs the password, then the link sent to the new address', async ({
      page,
      staff: account,
    }) => {
      const newEmail = `moved.${uniqueId()}@analytical.example`;

      await page.goto('/profile');
      await page.getByRole('textbox', { name: 'New email' }).fill(newEmail);
      await page.getByRole('textbox', { name: 'Current password' }).fill('not my password at all');
      await page.getByRole('button', { name: 'Change email' }).click();
      await expect(page.getByText('The password is incorrect.')).toBeVisible();

      await page.getByRole('textbox', { name: 'Current password' }).fill(account.password);
      await page.getByRole('button', { name: 'Change email' }).click();
      await expect(
        page.getByText(`We sent a link to ${newEmail}. Your email address changes once you follow it.`),
      ).toBeVisible();

      const link = await mailedLink(newEmail, '/api/auth/verify-email');
      await page.goto(link);
      await expect(page).toHaveURL(/\/profile\?email=changed/);
      await expect(
        page.getByRole('status').filter({ hasText: `Your email address is now ${newEmail}.` }),
      ).toBeVisible();
    });

    test('an organisation that requires MFA sends a member without it to Security until it is on', async ({
      page,
      staff: account,
      browser,
      baseURL,
    }) => {
      // Two browsers, an invitation, TOTP set-up and several sign-ins: a long journey.
      test.slow();

      // The admin turns MFA on for themselves, then requires it of everyone.
      await page.goto('/security');
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await page.getByLabel('Confirm with your password').fill(account.password);
      await page.getByRole('button', { name: 'Continue' }).click();
      const secret = (await page.getByLabel('Setup key').textContent())!.trim();
      await page.getByLabel('Code from the app').fill(totp(secret));
      await page.getByRole('button', { name: 'Confirm and turn on' }).click();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.goto('/settings');
      await page.getByRole('checkbox', { name: 'Require two-step verification' }).check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();

      const email = await inviteColleague(page, ['Auditor']);
      const link = await mailedLink(email, '/accept-invitation');
      expect(link).toMatch(/^\/accept-invitation\?token=/);
      const colleague = await acceptInvitation(browser, baseURL!, link, account.company);
      const cpage = colleague.page;
      await expect(cpage).toHaveURL(/\/security$/);
      await expect(cpage.getByRole('alert')).toContainText(
        `${account.company} requires two-step verification for every member.`,
      );
      // Every other staff page leads back here, and the API refuses its data meanwhile.
      await cpage.goto('/dashboard');
      await expect(cpage).toHaveURL(/\/security$/);
      const refused = await cpage.request.get('/api/dashboard');
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({
        code: 'MFA_REQUIRED',
        error: 'Your organisation requires two-factor authentication. Set it up in Security.',
      });

      await cpage.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await cpage.getByLabel('Confirm with your password').fill('compilers and cobol');
      await cpage.getByRole('button', { name: 'Continue' }).click();
      const colleagueSecret = (await cpage.getByLabel('Setup key').textContent())!.trim();
      await cpage.getByLabel('Code from the app').fill(totp(colleagueSecret));
      await cpage.getByRole('button', { name: 'Confirm and turn on' }).click();
      await cpage.getByRole('button', { name: 'I have saved them' }).click();
      await cpage.goto('/dashboard');
      await expect(cpage).toHaveURL(/\/dashboard$/);
      await expectOneH1(cpage, 'Welcome back, Grace');
      await colleague.context.close();
    });
  });
});
