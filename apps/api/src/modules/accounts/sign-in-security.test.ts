import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  errorEnvelopeSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  cookiesFrom,
  memberWithRoles,
  organisationOf,
  registerAndSignIn,
  signIn,
} from '../../../test/auth-helpers.js';
import { COMMON_PASSWORD_COUNT, COMMON_PASSWORD_MESSAGE } from '../../lib/common-passwords.js';
import { memberships, outboxEmails, sessions, users } from '../../db/schema.js';

describe('sign-in, passwords and sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, cookie: string | null, payload: object, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  const lastMail = async (to: string, kind: string) => {
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, to.toLowerCase()), eq(outboxEmails.kind, kind)))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    return mail;
  };

  describe('no account enumeration', () => {
    it('registration with a taken address answers like a new one, changes nothing and tells the owner', async () => {
      const owner = await registerAndSignIn(app);
      const organisationId = await organisationOf(app, owner.email);
      const fresh = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...owner, email: `fresh.${Date.now()}@navy.example`, cookie: undefined },
        remoteAddress: '203.0.113.30',
      });
      const taken = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          ...owner,
          company: 'Someone Else',
          password: 'an entirely new phrase',
          confirmPassword: 'an entirely new phrase',
          cookie: undefined,
        },
        remoteAddress: '203.0.113.31',
      });
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      const mail = await lastMail(owner.email, 'registration-existing');
      expect(mail?.textBody).toContain('http://localhost:3000/login');
      // Nothing changed: the old password still works, the new one does not, same organisation.
      expect((await signIn(app, owner.email, 'an entirely new phrase', '203.0.113.32')).statusCode).toBe(401);
      expect((await signIn(app, owner.email, owner.password, '203.0.113.33')).statusCode).toBe(200);
      expect(await organisationOf(app, owner.email)).toBe(organisationId);
    });

    it('a staff invitation to an address with an account elsewhere answers like any invitation', async () => {
      const owner = await registerAndSignIn(app);
      const elsewhere = await registerAndSignIn(app);
      const elsewhereOrganisation = await organisationOf(app, elsewhere.email);
      const invite = (email: string) =>
        post('/api/staff-invitations', owner.cookie, { email, roles: ['recruiter'] });

      const fresh = await invite(`nobody.${Date.now()}@engines.example`);
      const taken = await invite(elsewhere.email);
      expect(taken.statusCode).toBe(201);
      expect(taken.statusCode).toBe(fresh.statusCode);
      const shape = (body: { invitation: Record<string, unknown> }) => ({
        ...body,
        invitation: { ...body.invitation, id: 'id', email: 'email', createdAt: 't', expiresAt: 't' },
      });
      expect(shape(taken.json())).toEqual(shape(fresh.json()));

      // Its owner is told, with no link that could change their account; nothing changes.
      const notice = await lastMail(elsewhere.email, 'staff-invitation-existing-account');
      expect(notice?.textBody).toContain('already has a Candor account');
      expect(await lastMail(elsewhere.email, 'staff-invitation')).toBeUndefined();
      expect(await organisationOf(app, elsewhere.email)).toBe(elsewhereOrganisation);
    });
  });

  describe('guessing cannot lock the owner out', () => {
    it('after 20 wrong passwords from rotating addresses, the owner gets in with the password and the emailed code', async () => {
      const owner = await registerAndSignIn(app);
      const statuses: number[] = [];
      let lockedAnswer: unknown = null;
      for (let i = 0; i < 20; i += 1) {
        const res = await signIn(app, owner.email, `wrong guess ${i}`, `198.51.${i}.7`);
        statuses.push(res.statusCode);
        if (res.statusCode === 200) lockedAnswer = res.json();
      }
      // Never a 429, and once locked every guess gets the same answer as the owner will.
      expect(statuses).not.toContain(429);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(lockedAnswer).toEqual({ emailCodeRequired: true, message: SIGN_IN_CODE_REQUIRED_MESSAGE });
      expect(await lastMail(owner.email, 'sign-in-code')).toBeUndefined();

      const right = await signIn(app, owner.email, owner.password, '198.51.100.77');
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual(lockedAnswer);
      expect(right.headers['set-cookie']).toBeUndefined();
      const mail = await lastMail(owner.email, 'sign-in-code');
      const code = /sign-in code is (\d{8})/.exec(mail?.textBody ?? '')?.[1];
      expect(code).toBeDefined();

      // The code does nothing without the password.
      const guessed = await post(
        '/api/auth/sign-in/email',
        null,
        { email: owner.email, password: 'wrong guess 21', emailCode: code },
        '198.51.100.78',
      );
      expect(guessed.json()).toEqual(lockedAnswer);
      expect(guessed.headers['set-cookie']).toBeUndefined();

      const withCode = await post(
        '/api/auth/sign-in/email',
        null,
        { email: owner.email, password: owner.password, emailCode: code },
        '198.51.100.79',
      );
      expect(withCode.statusCode).toBe(200);
      const me = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: cookiesFrom(withCode) },
      });
      expect(me.statusCode).toBe(200);
      // Once the owner has come through, the lock is over: the password alone signs in again.
      const after = await signIn(app, owner.email, owner.password, '198.51.100.80');
      expect(after.headers['set-cookie']).toBeDefined();
    });

    it('refuses a malformed code with a field message', async () => {
      const res = await post(
        '/api/auth/sign-in/email',
        null,
        { email: 'someone@acme.example', password: 'whatever it is', emailCode: '12ab' },
        '198.51.100.81',
      );
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.path).toBe('emailCode');
    });
  });

  describe('common passwords', () => {
    it('ships a blocklist of at least 10,000 common passwords', () => {
      expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    });

    it('refuses a common new password on change-password, naming the field, and keeps the old one', async () => {
      const owner = await registerAndSignIn(app);
      const res = await post('/api/auth/change-password', owner.cookie, {
        currentPassword: owner.password,
        newPassword: 'password123',
      });
      expect(res.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.details).toContainEqual({ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE });
      expect((await signIn(app, owner.email, owner.password, '203.0.113.10')).statusCode).toBe(200);
    });

    it('refuses a common new password on reset-password, and the link still works for a good one', async () => {
      const owner = await registerAndSignIn(app);
      const asked = await post('/api/auth/request-password-reset', null, {
        email: owner.email,
        redirectTo: '/reset-password',
      });
      expect(asked.statusCode).toBe(200);
      const mail = await lastMail(owner.email, 'reset-password');
      const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
      expect(token).toBeTruthy();

      const common = await post('/api/auth/reset-password', null, { token, newPassword: 'Password123' });
      expect(common.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(common.json()).details).toContainEqual({
        path: 'newPassword',
        message: COMMON_PASSWORD_MESSAGE,
      });
      expect((await signIn(app, owner.email, owner.password, '203.0.113.11')).statusCode).toBe(200);

      const good = await post('/api/auth/reset-password', null, {
        token,
        newPassword: 'a much less usual phrase',
      });
      expect(good.statusCode).toBe(200);
    });

    it('refuses a password from the long list (not only the short one) at registration', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: `ada.${Date.now()}@engines.example`,
          company: 'Engines',
          jobTitle: 'HR',
          companySize: '1-10',
          phone: '+1 555 0100',
          password: 'sunshine1',
          confirmPassword: 'sunshine1',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.path).toBe('password');
    });
  });

  describe('absolute session lifetime', () => {
    it('refuses a 13-hour-old session on the auth routes and deletes it', async () => {
      const owner = await registerAndSignIn(app);
      const user = await app.db.query.users.findFirst({ where: eq(users.email, owner.email.toLowerCase()) });
      const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000);
      await app.db.update(sessions).set({ createdAt: thirteenHoursAgo }).where(eq(sessions.userId, user!.id));

      const enable = await post('/api/auth/two-factor/enable', owner.cookie, { password: owner.password });
      expect(enable.statusCode).toBe(401);
      expect(await app.db.query.sessions.findFirst({ where: eq(sessions.userId, user!.id) })).toBeUndefined();

      // A second aged session: the other security routes refuse it too.
      const again = await signIn(app, owner.email, owner.password, '203.0.113.12');
      const cookie = cookiesFrom(again);
      await app.db.update(sessions).set({ createdAt: thirteenHoursAgo }).where(eq(sessions.userId, user!.id));
      const change = await post('/api/auth/change-password', cookie, {
        currentPassword: owner.password,
        newPassword: 'another quite unusual phrase',
      });
      expect(change.statusCode).toBe(401);
      const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
      expect(session.json()).toBeNull();
      expect((await signIn(app, owner.email, owner.password, '203.0.113.13')).statusCode).toBe(200);
    });

    it('keeps a session younger than the limit working', async () => {
      const owner = await registerAndSignIn(app);
      const user = await app.db.query.users.findFirst({ where: eq(users.email, owner.email.toLowerCase()) });
      await app.db
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 11 * 60 * 60 * 1000) })
        .where(eq(sessions.userId, user!.id));
      const res = await post('/api/auth/revoke-other-sessions', owner.cookie, {});
      expect(res.statusCode).toBe(200);
    });
  });

  describe('deactivated members', () => {
    it('cannot sign in: a clear message and no session', async () => {
      const owner = await registerAndSignIn(app);
      const organisationId = await organisationOf(app, owner.email);
      const member = await memberWithRoles(app, organisationId, ['recruiter']);
      const membership = await app.db.query.memberships.findFirst({
        where: eq(memberships.userId, member.userId),
      });
      const off = await post(`/api/members/${membership!.id}/deactivate`, owner.cookie, {});
      expect(off.statusCode).toBe(200);

      const res = await signIn(app, member.email, member.password, '203.0.113.14');
      expect(res.statusCode).toBe(403);
      expect(errorEnvelopeSchema.parse(res.json()).error).toBe(ACCOUNT_DEACTIVATED_MESSAGE);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(
        await app.db.query.sessions.findFirst({ where: eq(sessions.userId, member.userId) }),
      ).toBeUndefined();

      // A wrong password still answers as for anyone (deactivation is not revealed without it).
      const wrong = await signIn(app, member.email, 'not the right password', '203.0.113.15');
      expect(wrong.statusCode).toBe(401);

      await post(`/api/members/${membership!.id}/reactivate`, owner.cookie, {});
      expect((await signIn(app, member.email, member.password, '203.0.113.16')).statusCode).toBe(200);
    });
  });

  describe('session tokens stay in the cookie', () => {
    it('are not in the sign-in, get-session or list-sessions answers', async () => {
      const owner = await registerAndSignIn(app);
      const login = await signIn(app, owner.email, owner.password, '203.0.113.17');
      expect(login.statusCode).toBe(200);
      const cookie = cookiesFrom(login);
      const stored = await app.db
        .select({ token: sessions.token })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.email, owner.email.toLowerCase()));
      expect(stored.length).toBeGreaterThan(0);

      const answers = [
        login.body,
        (await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).body,
        (await app.inject({ method: 'GET', url: '/api/auth/list-sessions', headers: { cookie } })).body,
      ];
      for (const body of answers) {
        expect(body).not.toContain('"token"');
        for (const { token } of stored) expect(body).not.toContain(token);
      }
    });

    it('lets a user sign one of their devices out by its id, and nobody else’s', async () => {
      const owner = await registerAndSignIn(app);
      const other = await signIn(app, owner.email, owner.password, '203.0.113.18');
      const otherCookie = cookiesFrom(other);
      const list = await app.inject({
        method: 'GET',
        url: '/api/auth/list-sessions',
        headers: { cookie: owner.cookie },
      });
      const current = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: otherCookie },
      });
      const otherId = current.json<{ session: { id: string } }>().session.id;
      expect(list.json<{ id: string }[]>().map((s) => s.id)).toContain(otherId);

      const stranger = await registerAndSignIn(app);
      const refused = await post(`/api/account/sessions/${otherId}/revoke`, stranger.cookie, {});
      expect(refused.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherCookie } })).statusCode,
      ).toBe(200);

      const revoked = await post(`/api/account/sessions/${otherId}/revoke`, owner.cookie, {});
      expect(revoked.statusCode).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherCookie } })).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } })).statusCode,
      ).toBe(200);
    });
  });
});
