import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMED_PATH, errorEnvelopeSchema, meResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { cookiesFrom, registerAndSignIn, registration, signIn } from '../../../test/auth-helpers.js';
import { memberships, organisations, outboxEmails, users } from '../../db/schema.js';

describe('accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers an organisation on the free trial with its owner as super_admin + hr_director', async () => {
    const body = registration({ email: 'Owner@Acme.example', company: 'Acme Hiring' });
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });

    const user = await app.db.query.users.findFirst({ where: eq(users.email, 'owner@acme.example') });
    expect(user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: 'HR Director',
      emailVerified: false,
    });
    const membership = await app.db.query.memberships.findFirst({ where: eq(memberships.userId, user!.id) });
    expect(membership?.role).toBe('super_admin,hr_director');
    const org = await app.db.query.organisations.findFirst({
      where: eq(organisations.id, membership!.organisationId),
    });
    expect(org).toMatchObject({ name: 'Acme Hiring', plan: 'trial', companySize: '51-200' });
    const trialDays = (org!.trialEndsAt!.getTime() - org!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(14);

    const mail = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'owner@acme.example'));
    expect(mail.map((m) => m.kind)).toContain('verify-email');
    expect(mail.find((m) => m.kind === 'verify-email')?.textBody).toContain('/api/auth/verify-email?token=');
  });

  it('the confirmation link confirms the address and lands on the dashboard, which says so', async () => {
    const body = registration({ email: 'confirm@acme.example' });
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(201);
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, 'confirm@acme.example'), eq(outboxEmails.kind, 'verify-email')));
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail?.textBody ?? '')![0]);
    const res = await app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(EMAIL_CONFIRMED_PATH);
    expect(EMAIL_CONFIRMED_PATH).toBe('/dashboard?email=confirmed');
    const user = await app.db.query.users.findFirst({ where: eq(users.email, 'confirm@acme.example') });
    expect(user?.emailVerified).toBe(true);
  });

  it('refuses mismatched passwords with the documented message and creates nothing', async () => {
    const body = registration({ confirmPassword: 'something else entirely' });
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.details).toContainEqual({ path: 'confirmPassword', message: 'Passwords do not match' });
    expect(await app.db.query.users.findFirst({ where: eq(users.email, body.email) })).toBeUndefined();
  });

  it('refuses a common password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration({ password: 'Password123', confirmPassword: 'Password123' }),
    });
    expect(res.statusCode).toBe(400);
    // The registration form shows this text under its password field.
    expect(errorEnvelopeSchema.parse(res.json()).details).toEqual([
      { path: 'password', message: 'This password is too common. Choose one that is harder to guess.' },
    ]);
  });

  it('answers an already registered email exactly like a new one, and tells its owner', async () => {
    const first = registration();
    await app.inject({ method: 'POST', url: '/api/register', payload: first });
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...first, company: 'Other' },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ success: true });
    const mail = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, first.email));
    expect(mail.map((m) => m.kind)).toContain('registration-existing');
  });

  it('signs in, answers /api/me with the roles and permissions, signs out', async () => {
    const owner = await registerAndSignIn(app);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } });
    expect(me.statusCode).toBe(200);
    const body = meResponseSchema.parse(me.json());
    expect(body.user.email).toBe(owner.email);
    expect(body.membership?.roles).toEqual(['super_admin', 'hr_director']);
    expect(body.membership?.permissions).toEqual(
      expect.arrayContaining(['initiate_verification', 'user_management', 'view_pii']),
    );
    expect(body.organisation?.name).toBe(owner.company);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } });
    expect(after.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(after.json()).code).toBe('UNAUTHENTICATED');
  });

  it('sets an HttpOnly session cookie and issues a new session on each sign-in', async () => {
    const owner = await registerAndSignIn(app);
    const again = await signIn(app, owner.email, owner.password);
    const cookie = again.cookies.find((c) => c.name.includes('session_token'));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookiesFrom(again)).not.toBe(owner.cookie);
  });

  it('answers an anonymous /api/me with 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a wrong password and an unknown email the same status and body', async () => {
    const owner = await registerAndSignIn(app);
    const wrong = await signIn(app, owner.email, 'not the password at all', '198.51.100.1');
    const unknown = await signIn(app, 'nobody@nowhere.example', 'not the password at all', '198.51.100.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    const strip = (b: unknown) => ({ ...(b as Record<string, unknown>), requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
  });

  it('rate limits rapid sign-ins from one address before the 20th', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await signIn(app, 'victim@acme.example', `guess-${i}-wrong`, '192.0.2.99')).statusCode);
    }
    expect(statuses.indexOf(429)).toBeGreaterThan(-1);
    expect(statuses.indexOf(429)).toBeLessThan(19);
  });

  it('does not expose the auth library sign-up endpoint', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'X', email: 'x@y.example', password: 'long enough pass' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/session', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a visitor with 200 and no user, and a member with their account', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ success: true, me: null });

    const owner = await registerAndSignIn(app);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: owner.cookie },
    });
    expect(signedIn.json<{ me: { user: { email: string } } }>().me.user.email).toBe(owner.email);
  });
});
