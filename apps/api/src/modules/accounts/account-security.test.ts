import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import {
  MFA_REQUIRED_MESSAGE,
  REALTIME_FORBIDDEN,
  REALTIME_PATH,
  REALTIME_SOCKET_OPTIONS,
  errorEnvelopeSchema,
  meResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  cookiesFrom,
  memberWithRoles,
  organisationOf,
  registerAndSignIn,
} from '../../../test/auth-helpers.js';
import { totpFromUri } from '../../../test/totp.js';
import { outboxEmails, users } from '../../db/schema.js';

describe('account security', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Opens the live-updates socket as the web app does; resolves once connected. */
  async function openSocket(cookie: string): Promise<void> {
    const { port } = app.server.address() as AddressInfo;
    const socket = io(`http://127.0.0.1:${port}`, {
      ...REALTIME_SOCKET_OPTIONS,
      transports: [...REALTIME_SOCKET_OPTIONS.transports],
      path: REALTIME_PATH,
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie, origin: 'http://localhost:3000' },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => {
          resolve();
        });
        socket.once('connect_error', reject);
      });
    } finally {
      socket.close();
    }
  }

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** Turns TOTP on as the user would (password, then a code from the app); returns the new cookie. */
  async function enableTotp(cookie: string, password: string): Promise<string> {
    const enabled = await call('POST', '/api/auth/two-factor/enable', cookie, { password });
    expect(enabled.statusCode).toBe(200);
    const { totpURI } = enabled.json<{ totpURI: string }>();
    const verified = await call('POST', '/api/auth/two-factor/verify-totp', cookie, {
      code: totpFromUri(totpURI),
    });
    expect(verified.statusCode).toBe(200);
    return cookiesFrom(verified) || cookie;
  }

  describe('an organisation that requires MFA', () => {
    it('cannot be switched on by an admin without MFA of their own', async () => {
      const owner = await registerAndSignIn(app);
      const res = await call('PATCH', '/api/settings', owner.cookie, { requireMfa: true });
      expect(res.statusCode).toBe(409);
    });

    it('restricts a member without MFA to their own account and security screens until they set it up', async () => {
      const owner = await registerAndSignIn(app);
      const ownerCookie = await enableTotp(owner.cookie, owner.password);
      expect((await call('PATCH', '/api/settings', ownerCookie, { requireMfa: true })).statusCode).toBe(200);
      // The admin (MFA on) keeps working.
      expect((await call('GET', '/api/members', ownerCookie)).statusCode).toBe(200);

      const member = await memberWithRoles(app, await organisationOf(app, owner.email), ['hr_manager']);
      for (const url of ['/api/dashboard', '/api/verifications']) {
        const refused = await call('GET', url, member.cookie);
        expect(refused.statusCode, url).toBe(403);
        expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
          code: 'MFA_REQUIRED',
          error: MFA_REQUIRED_MESSAGE,
        });
      }
      const profile = await call('POST', '/api/auth/update-user', member.cookie, { jobTitle: 'Changed' });
      expect(profile.statusCode).toBe(403);

      // Who am I, the session and the security screens stay open.
      const me = meResponseSchema.parse((await call('GET', '/api/me', member.cookie)).json());
      expect(me.organisation?.requireMfa).toBe(true);
      expect(me.user.twoFactorEnabled).toBe(false);
      expect((await call('GET', '/api/session', member.cookie)).statusCode).toBe(200);
      expect((await call('GET', '/api/auth/list-sessions', member.cookie)).statusCode).toBe(200);
      // No live verification events either.
      await expect(openSocket(member.cookie)).rejects.toThrow(REALTIME_FORBIDDEN);

      const after = await enableTotp(member.cookie, member.password);
      expect((await call('GET', '/api/dashboard', after)).statusCode).toBe(200);
      expect((await call('GET', '/api/verifications', after)).statusCode).toBe(200);
      await openSocket(after);
    });

    it('leaves members of other organisations alone', async () => {
      const other = await registerAndSignIn(app);
      expect((await call('GET', '/api/dashboard', other.cookie)).statusCode).toBe(200);
    });
  });

  describe('changing the email address', () => {
    const mailsTo = (email: string) =>
      app.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, 'verify-email')))
        .orderBy(desc(outboxEmails.createdAt));

    it('needs the current password, then verifies the new address before it changes', async () => {
      const user = await registerAndSignIn(app);
      const newEmail = `moved.${Date.now()}@new.example`;

      const wrong = await call('POST', '/api/account/email', user.cookie, {
        newEmail,
        password: 'not my password',
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(wrong.json()).details).toEqual([
        { path: 'password', message: 'The password is incorrect.' },
      ]);
      expect(await mailsTo(newEmail)).toHaveLength(0);

      const missing = await call('POST', '/api/account/email', user.cookie, {
        newEmail: 'nope',
        password: '',
      });
      expect(missing.statusCode).toBe(400);

      const res = await call('POST', '/api/account/email', user.cookie, {
        newEmail,
        password: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ message: string }>().message).toContain(newEmail);
      const [mail] = await mailsTo(newEmail);
      expect(mail).toBeDefined();
      // Nothing changes until the link is followed.
      const before = await app.db.query.users.findFirst({ where: eq(users.email, user.email.toLowerCase()) });
      expect(before).toBeDefined();

      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.textBody ?? '')?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      const followed = await app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: { cookie: user.cookie },
      });
      expect(followed.statusCode).toBeLessThan(400);
      const after = await app.db.query.users.findFirst({ where: eq(users.id, before!.id) });
      expect(after?.email).toBe(newEmail);
    });

    it('answers the same for an address that already has an account, and mails it nothing', async () => {
      const user = await registerAndSignIn(app);
      const taken = await registerAndSignIn(app);
      const before = (await mailsTo(taken.email.toLowerCase())).length;
      const res = await call('POST', '/api/account/email', user.cookie, {
        newEmail: taken.email,
        password: user.password,
      });
      expect(res.statusCode).toBe(200);
      expect(await mailsTo(taken.email.toLowerCase())).toHaveLength(before);
    });

    it('is no longer possible through the auth library directly (no password check there)', async () => {
      const user = await registerAndSignIn(app);
      const res = await call('POST', '/api/auth/change-email', user.cookie, {
        newEmail: 'direct@new.example',
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
