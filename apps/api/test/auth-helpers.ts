import type { LightMyRequestResponse } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { memberships, outboxEmails, users } from '../src/db/schema.js';
import type { TestApp } from './build-test-app.js';

let counter = 0;

export const registration = (overrides: Record<string, string> = {}) => {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace${counter}.${Date.now()}@navy.example`,
    company: `Compilers ${counter} Inc`,
    jobTitle: 'HR Director',
    companySize: '51-200',
    phone: '+1 555 0100',
    password: 'correct horse battery staple',
    confirmPassword: 'correct horse battery staple',
    ...overrides,
  };
};

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export async function signIn(app: TestApp, email: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Follows the email-confirmation link last mailed to this address, as its owner would. */
export async function confirmEmail(app: TestApp, email: string): Promise<void> {
  const [mail] = await app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email.toLowerCase()), eq(outboxEmails.kind, 'verify-email')))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail?.textBody ?? '')?.[0];
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const url = new URL(link);
  const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
  if (res.statusCode >= 400) throw new Error(`email confirmation failed: ${res.statusCode} ${res.body}`);
}

/**
 * Registers a new organisation and signs its owner in; returns the session cookie. The owner has
 * confirmed their email address (through the mailed link) unless `confirmed: false` is given.
 */
export async function registerAndSignIn(
  app: TestApp,
  overrides: Record<string, string> = {},
  options: { confirmed?: boolean } = {},
) {
  const body = registration(overrides);
  // Each factory registration comes from its own address, so the per-address limits of the
  // public endpoints (exercised by their own tests) do not throttle test set-up.
  const remoteAddress = `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  if (options.confirmed !== false) await confirmEmail(app, body.email);
  const login = await signIn(app, body.email, body.password, remoteAddress);
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  return { ...body, cookie: cookiesFrom(login) };
}

/** The organisation a registered user belongs to. */
export async function organisationOf(app: TestApp, email: string): Promise<string> {
  const user = await app.db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!user) throw new Error(`no user ${email}`);
  const membership = await app.db.query.memberships.findFirst({ where: eq(memberships.userId, user.id) });
  if (!membership) throw new Error(`no membership for ${email}`);
  return membership.organisationId;
}

/**
 * A signed-in member of `organisationId` holding exactly `roles` (a factory: the user is
 * registered through the API, then their membership is moved into the organisation).
 */
export async function memberWithRoles(
  app: TestApp,
  organisationId: string,
  roles: readonly string[],
  department: string | null = 'Administration',
) {
  const member = await registerAndSignIn(app);
  const user = await app.db.query.users.findFirst({ where: eq(users.email, member.email.toLowerCase()) });
  await app.db
    .update(memberships)
    .set({ organisationId, role: roles.join(','), department })
    .where(eq(memberships.userId, user!.id));
  return { ...member, userId: user!.id };
}
