import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { meResponseSchema, outboxResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { organisationOf, registerAndSignIn, registration } from '../../../test/auth-helpers.js';
import { outboxEmails, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../demo/demo.service.js';

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

  it("lists the demo organisation's mails with their links for platform administrators in demo mode", async () => {
    app = await buildTestApp({ config: { demoMode: true } });
    const admin = await platformAdmin(app);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: DEMO_ACCOUNTS.company_admin.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = outboxResponseSchema.parse(res.json());
    expect(body.enabled).toBe(true);
    const mail = body.emails.find(
      (m) => m.to === DEMO_ACCOUNTS.company_admin.email && m.kind === 'reset-password',
    );
    expect(mail?.text).toMatch(/\/reset-password/);

    const member = await registerAndSignIn(app);
    const forbidden = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: member.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("never shows a customer's mail, even in demo mode", async () => {
    app = await buildTestApp({ config: { demoMode: true } });
    const admin = await platformAdmin(app);
    const customer = registration();
    const registered = await app.inject({ method: 'POST', url: '/api/register', payload: customer });
    expect(registered.statusCode, registered.body).toBe(201);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: customer.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const address = customer.email.toLowerCase();
    // Their mails exist (tagged with their organisation for the reset) ...
    const stored = await app.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));
    expect(stored.map((m) => m.kind).sort()).toEqual(['reset-password', 'verify-email']);
    const organisationId = await organisationOf(app, address);
    expect(stored.find((m) => m.kind === 'reset-password')?.organisationId).toBe(organisationId);

    // ... but the outbox shows none of them.
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = outboxResponseSchema.parse(res.json());
    expect(body.enabled).toBe(true);
    expect(body.emails.filter((m) => m.to === address)).toEqual([]);
    expect(res.body).not.toContain(address);
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
