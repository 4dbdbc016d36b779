import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@candor/contracts';
import { sessions, users } from '../src/db/schema.js';
import { openDatabase } from '../src/db/client.js';
import { cookiesFrom, memberWithRoles, organisationOf, registerAndSignIn, signIn } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createPostgresTestDatabase, openTestDatabase, testEngine } from './test-database.js';

/**
 * Every authenticated request reads its session: what one instance ends (sign-out, a revoked
 * device, a deactivated member, a changed role) holds on the very next request to any instance.
 * Two app instances share one database here, each with its own connections on PostgreSQL.
 */
describe('sessions end at once, on every instance', () => {
  let first: TestApp;
  let second: TestApp;
  let drop: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    if (testEngine === 'postgres') {
      const created = await createPostgresTestDatabase({ migrated: true });
      drop = created.drop;
      const one = openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
      first = await buildTestApp({ database: one });
      second = await buildTestApp({
        database: openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 }),
      });
    } else {
      const shared = await openTestDatabase();
      first = await buildTestApp({ database: shared });
      // The second instance shares the embedded database; closing it must not close that.
      second = await buildTestApp({ database: { ...shared, close: () => Promise.resolve() } });
    }
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await drop?.();
  });

  const me = (app: TestApp, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const post = (app: TestApp, url: string, cookie: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://localhost:3000' }, payload });

  it('a signed-out session is refused by the next request to the other instance', async () => {
    const owner = await registerAndSignIn(first);
    expect((await me(second, owner.cookie)).statusCode).toBe(200);
    expect((await post(first, '/api/auth/sign-out', owner.cookie)).statusCode).toBe(200);
    expect((await me(second, owner.cookie)).statusCode).toBe(401);
    expect((await me(first, owner.cookie)).statusCode).toBe(401);
  });

  it('a revoked device is refused at once; the device that revoked it goes on', async () => {
    const owner = await registerAndSignIn(first);
    const phone = cookiesFrom(await signIn(first, owner.email, owner.password, '198.51.100.7'));
    expect((await me(second, phone)).statusCode).toBe(200);
    const current = await first.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: phone },
    });
    const phoneSessionId = current.json<{ session: { id: string } }>().session.id;

    expect(
      (await post(first, `/api/account/sessions/${phoneSessionId}/revoke`, owner.cookie)).statusCode,
    ).toBe(200);
    expect((await me(second, phone)).statusCode).toBe(401);
    expect((await me(second, owner.cookie)).statusCode).toBe(200);
  });

  it('a deactivated member is refused, and a changed role holds, on the next request elsewhere', async () => {
    const owner = await registerAndSignIn(first);
    const organisationId = await organisationOf(first, owner.email);
    const member = await memberWithRoles(first, organisationId, ['hr_manager']);
    const membershipId = (await first.db.query.memberships.findFirst({
      where: (m, { eq: is }) => is(m.userId, member.userId),
    }))!.id;

    expect(meResponseSchema.parse((await me(second, member.cookie)).json()).membership?.roles).toEqual([
      'hr_manager',
    ]);
    const changed = await first.inject({
      method: 'PATCH',
      url: `/api/members/${membershipId}`,
      headers: { cookie: owner.cookie, origin: 'http://localhost:3000' },
      payload: { roles: ['recruiter'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(meResponseSchema.parse((await me(second, member.cookie)).json()).membership?.roles).toEqual([
      'recruiter',
    ]);

    expect((await post(first, `/api/members/${membershipId}/deactivate`, owner.cookie)).statusCode).toBe(200);
    expect((await me(second, member.cookie)).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature is not ours', async () => {
    const owner = await registerAndSignIn(first);
    const forged = owner.cookie.replace(
      /(candor\.session_token=[^.;]+\.)([^;]+)/,
      '$1AAAA' + 'A'.repeat(39) + '%3D',
    );
    expect(forged).not.toBe(owner.cookie);
    expect((await me(second, forged)).statusCode).toBe(401);
  });

  describe('idle expiry', () => {
    const sessionOf = async (email: string) => {
      const user = await first.db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
      return (await first.db.query.sessions.findFirst({ where: eq(sessions.userId, user!.id) }))!;
    };

    it('slides at most once a minute, and renews the cookie when it does', async () => {
      const owner = await registerAndSignIn(first);
      const fresh = await sessionOf(owner.email);
      // Used just now: no write, no new cookie.
      const quiet = await me(second, owner.cookie);
      expect(quiet.statusCode).toBe(200);
      expect(quiet.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
      expect((await sessionOf(owner.email)).expiresAt.getTime()).toBe(fresh.expiresAt.getTime());

      // Last slid two minutes ago: the expiry moves to 30 idle minutes from now, the cookie too.
      const twoMinutesAgo = new Date(Date.now() - 2 * 60_000);
      await first.db
        .update(sessions)
        .set({ expiresAt: new Date(twoMinutesAgo.getTime() + 30 * 60_000) })
        .where(eq(sessions.id, fresh.id));
      const started = Date.now();
      const slid = await me(second, owner.cookie);
      expect(slid.statusCode).toBe(200);
      const renewed = slid.cookies.find((c) => c.name.endsWith('session_token'));
      expect(renewed?.maxAge).toBe(30 * 60);
      expect(renewed?.httpOnly).toBe(true);
      expect(`candor.session_token=${renewed?.value}`).toBe(
        /candor\.session_token=[^;]+/.exec(owner.cookie)?.[0],
      );
      const after = (await sessionOf(owner.email)).expiresAt.getTime();
      expect(after).toBeGreaterThanOrEqual(started + 30 * 60_000 - 1000);
    });

    it('an idle-expired session is refused and removed', async () => {
      const owner = await registerAndSignIn(first);
      const session = await sessionOf(owner.email);
      await first.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, session.id));
      expect((await me(second, owner.cookie)).statusCode).toBe(401);
      expect(await first.db.query.sessions.findFirst({ where: eq(sessions.id, session.id) })).toBeUndefined();
    });
  });
});
