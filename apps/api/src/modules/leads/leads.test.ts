import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, listLeadsResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { auditEvents, demoRequests, users } from '../../db/schema.js';
import { registerAndSignIn } from '../../../test/auth-helpers.js';

const validRequest = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines Ltd',
  jobTitle: 'Head of People',
  companySize: '51-200',
  currentSolution: 'manual',
  timeframe: 'quarter',
  message: 'We hire 40 engineers a year.',
};

describe('POST /api/demo-requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores a valid request as a lead with trimmed values', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/demo-requests', payload: validRequest });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; demoRequestId: string }>();
    expect(body.success).toBe(true);
    const [row] = await app.db.select().from(demoRequests).where(eq(demoRequests.id, body.demoRequestId));
    expect(row).toMatchObject({ firstName: 'Ada', company: 'Analytical Engines Ltd', timeframe: 'quarter' });
    const audit = await app.db.select().from(auditEvents).where(eq(auditEvents.targetId, body.demoRequestId));
    expect(audit.map((a) => a.action)).toEqual(['demo_request.created']);
  });

  it('refuses missing required fields with a message for each, storing nothing', async () => {
    const before = (await app.db.select().from(demoRequests)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { ...validRequest, firstName: '   ', company: '', companySize: undefined },
    });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    const paths = body.details?.map((d) => d.path) ?? [];
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'company', 'companySize']));
    expect(body.details?.find((d) => d.path === 'firstName')?.message).toBe('First name is required');
    expect((await app.db.select().from(demoRequests)).length).toBe(before);
  });

  it('refuses an unknown company size', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { ...validRequest, companySize: 'huge' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('rate limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/demo-requests',
        payload: validRequest,
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(
      errorEnvelopeSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/api/demo-requests',
            payload: validRequest,
            remoteAddress: '203.0.113.7',
          })
        ).json(),
      ).code,
    ).toBe('RATE_LIMITED');
  });
});

describe('GET /api/admin/demo-requests', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists leads newest first to platform administrators only', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { ...validRequest, company: 'First Co' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/demo-requests',
      payload: { ...validRequest, company: 'Second Co' },
    });
    const member = await registerAndSignIn(app);
    expect((await app.inject({ method: 'GET', url: '/api/admin/demo-requests' })).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/demo-requests',
          headers: { cookie: member.cookie },
        })
      ).statusCode,
    ).toBe(403);

    await app.db.update(users).set({ role: 'admin' }).where(eq(users.email, member.email.toLowerCase()));
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/demo-requests',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    const companies = listLeadsResponseSchema.parse(res.json()).leads.map((l) => l.company);
    expect(companies.slice(0, 2)).toEqual(['Second Co', 'First Co']);
  });
});
