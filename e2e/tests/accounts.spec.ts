import { expect, expectOneH1, test } from './fixtures.js';
import { fillRegistration, newAccount, register, signIn } from './helpers.js';
import { totp } from './totp.js';

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
    await expect(
      page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Users' }),
    ).toBeVisible();
  });

  test("a demo request appears in the platform administrators' leads list", async ({ page, request }) => {
    const company = `Lead Co ${Date.now()}`;
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
    await page.goto('/?demo=true');
    await page.getByRole('button', { name: 'Sign in as platform administrator' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Demo requests' })
      .click();
    await expectOneH1(page, 'Demo requests');
    await expect(page.getByRole('cell', { name: company })).toBeVisible();
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
    }) => {
      const account = newAccount();
      await register(page, account);
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard$/);

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
});
