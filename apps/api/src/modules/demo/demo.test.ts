import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { cookiesFrom } from '../../../test/auth-helpers.js';

describe('demo mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { demoMode: true } });
  });
  afterAll(async () => {
    await app.close();
  });

  const signInAs = (user: string) =>
    app.inject({ method: 'POST', url: '/api/demo/sign-in', payload: { user } });

  it('signs in the demo company admin with the organisation owner roles', async () => {
    const res = await signInAs('company_admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, redirectTo: '/dashboard' });
    const me = meResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookiesFrom(res) } })).json(),
    );
    expect(me.membership?.roles).toEqual(['super_admin', 'hr_director']);
    expect(me.organisation?.name).toBe('Northwind Talent (demo)');
    expect(me.user.emailVerified).toBe(true);
  });

  it('signs in the platform administrator and the candidate', async () => {
    const admin = meResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie: cookiesFrom(await signInAs('admin')) },
        })
      ).json(),
    );
    expect(admin.user.platformAdmin).toBe(true);
    expect(admin.membership).toBeNull();
    const candidate = meResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { cookie: cookiesFrom(await signInAs('candidate')) },
        })
      ).json(),
    );
    expect(candidate.membership?.roles).toEqual(['candidate']);
  });

  it("sends the demo candidate to their own verification's page, not the staff dashboard", async () => {
    expect((await signInAs('candidate')).json()).toEqual({ success: true, redirectTo: '/my-verification' });
  });

  it('refuses an unknown demo user', async () => {
    expect((await signInAs('root')).statusCode).toBe(400);
  });
});

describe('outside demo mode', () => {
  it('has no demo sign-in', async () => {
    const app = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/demo/sign-in', payload: { user: 'admin' } });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
