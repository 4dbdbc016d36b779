import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, errorEnvelopeSchema, settingsResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { memberWithRoles, organisationOf, registerAndSignIn } from '../../../test/auth-helpers.js';

describe('/api/settings', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof registerAndSignIn>>;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await registerAndSignIn(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
  const patch = (cookie: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie }, payload: payload as object });

  it('starts from the documented defaults', async () => {
    const res = await get(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(res.json()).settings).toEqual(DEFAULT_SETTINGS);
  });

  it('saves a change within range, per organisation', async () => {
    const res = await patch(owner.cookie, {
      alertThreshold: 50,
      processingTimeoutSeconds: 600,
      remindersEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(settingsResponseSchema.parse(res.json()).settings).toMatchObject({
      alertThreshold: 50,
      processingTimeoutSeconds: 600,
      remindersEnabled: false,
    });
    const other = await registerAndSignIn(app);
    expect(settingsResponseSchema.parse((await get(other.cookie)).json()).settings.alertThreshold).toBe(10);
  });

  it('refuses values out of range with a clear message and changes nothing', async () => {
    const before = settingsResponseSchema.parse((await get(owner.cookie)).json()).settings;
    const res = await patch(owner.cookie, { alertThreshold: 101, rateLimitPerMinute: 5 });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.details?.map((d) => d.path).sort()).toEqual(['alertThreshold', 'rateLimitPerMinute']);
    expect(body.details?.find((d) => d.path === 'alertThreshold')?.message).toBe(
      'Alert threshold must be a whole number between 1 and 100',
    );
    expect(settingsResponseSchema.parse((await get(owner.cookie)).json()).settings).toEqual(before);
  });

  it('refuses to require MFA of everyone while the admin has none, and changes nothing', async () => {
    const res = await patch(owner.cookie, { requireMfa: true, alertThreshold: 70 });
    expect(res.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(res.json()).error).toBe(
      'Turn on two-step verification for your own account (Security) before requiring it for everyone.',
    );
    const settings = settingsResponseSchema.parse((await get(owner.cookie)).json()).settings;
    expect(settings.requireMfa).toBe(false);
    expect(settings.alertThreshold).not.toBe(70);
  });

  it('answers 401 to a visitor and 403 to a member without system_config', async () => {
    expect((await get()).statusCode).toBe(401);
    const recruiter = await memberWithRoles(app, await organisationOf(app, owner.email), ['recruiter']);
    expect((await get(recruiter.cookie)).statusCode).toBe(403);
    expect((await patch(recruiter.cookie, { alertThreshold: 20 })).statusCode).toBe(403);
  });
});
