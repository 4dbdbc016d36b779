import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { mailedLink } from './mail.js';

/**
 * A short id no other test (in this worker or another, running at the same moment) draws: for
 * the names and email addresses a test creates, so parallel tests never share an inbox.
 */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/** A new staff account with unique email and organisation names. */
export function newAccount() {
  const id = uniqueId();
  return {
    firstName: 'Ada',
    lastName: 'Byron',
    email: `ada.${id}@analytical.example`,
    company: `Analytical Engines ${id}`,
    jobTitle: 'People Director',
    phone: '+44 20 7946 0000',
    password: 'a long and memorable passphrase',
  };
}
export type Account = ReturnType<typeof newAccount>;

/**
 * A new organisation's first user, signed in on `request`, through the product's public API as
 * its own pages call it: POST /api/register, the confirmation link from the mail it sends (unless
 * `confirmEmail` is false), then POST /api/auth/sign-in/email. Passing a browser context's
 * `request` (`page.request`) leaves the session cookie in that browser context. For tests whose
 * subject is not registration or sign-in; those go through the screens (accounts.spec.ts).
 */
export async function seedStaff(
  request: APIRequestContext,
  { confirmEmail = true }: { confirmEmail?: boolean } = {},
): Promise<Account> {
  const account = newAccount();
  const { password, ...details } = account;
  const registered = await request.post('/api/register', {
    data: { ...details, companySize: '51-200', password, confirmPassword: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  if (confirmEmail) {
    const confirmed = await request.get(await mailedLink(account.email, '/api/auth/verify-email'), {
      maxRedirects: 0,
    });
    // The link answers with a redirect to the app once the address is confirmed.
    expect(confirmed.status(), await confirmed.text()).toBe(302);
  }

  const signedIn = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password, rememberMe: true },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return account;
}
