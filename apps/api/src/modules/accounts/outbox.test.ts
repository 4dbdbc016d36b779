import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { meResponseSchema, outboxResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { registerAndSignIn } from '../../../test/auth-helpers.js';
import { users } from '../../db/schema.js';

describe('GET /api/admin/outbox', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A registered user made a platform administrator (as the demo seeding does). */
  async function platformAdmin(testApp: TestApp) {
    const user = await registerAndSignIn(testApp);
    await testApp.db.update(users).set({ role: 'admin' }).where(eq(users.email, user.email.toLowerCase()));
    return user;
  }

  it('lists the stored mails with their links for platform administrators in demo mode', async () => {
    app = await buildTestApp({ config: { demoMode: true } });
    const admin = await platformAdmin(app);
    const member = await registerAndSignIn(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = outboxResponseSchema.parse(res.json());
    expect(body.enabled).toBe(true);
    const verification = body.emails.find(
      (m) => m.to === member.email.toLowerCase() && m.kind === 'verify-email',
    );
    expect(verification?.text).toMatch(/\/api\/auth\/verify-email\?token=/);

    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: member.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('shows nothing outside demo mode', async () => {
    app = await buildTestApp();
    const admin = await platformAdmin(app);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    expect(outboxResponseSchema.parse(res.json())).toEqual({ success: true, enabled: false, emails: [] });
  });

  it('tells the session whether to offer the outbox: platform administrators of a demo install only', async () => {
    const demoOutbox = async (testApp: TestApp, cookie: string) => {
      const res = await testApp.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      return meResponseSchema.parse(res.json()).demoOutbox;
    };
    app = await buildTestApp({ config: { demoMode: true } });
    expect(await demoOutbox(app, (await platformAdmin(app)).cookie)).toBe(true);
    expect(await demoOutbox(app, (await registerAndSignIn(app)).cookie)).toBe(false);
    await app.close();

    app = await buildTestApp({ config: { demoMode: false } });
    expect(await demoOutbox(app, (await platformAdmin(app)).cookie)).toBe(false);
  });
});
