import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, type VerificationStatus } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { registerAndSignIn } from '../../../test/auth-helpers.js';
import { memberships, users, verifications } from '../../db/schema.js';

async function organisationOf(app: TestApp, email: string): Promise<string> {
  const user = await app.db.query.users.findFirst({ where: eq(users.email, email) });
  const membership = await app.db.query.memberships.findFirst({ where: eq(memberships.userId, user!.id) });
  return membership!.organisationId;
}

async function addVerification(
  app: TestApp,
  organisationId: string,
  status: VerificationStatus,
  decidedAt: Date | null = null,
) {
  await app.db.insert(verifications).values({
    id: randomUUID(),
    organisationId,
    status,
    candidateName: 'Test Candidate',
    candidateEmail: 'candidate@example.com',
    decidedAt,
  });
}

describe('GET /api/dashboard', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a visitor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });

  it('counts only the caller organisation, from real rows', async () => {
    const owner = await registerAndSignIn(app);
    const empty = dashboardResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: owner.cookie } })).json(),
    );
    expect(empty.cards).toEqual({
      activeVerifications: 0,
      completedThisMonth: 0,
      successRate: null,
      systemStatus: 'Operational',
    });

    const mine = await organisationOf(app, owner.email);
    const other = await registerAndSignIn(app);
    const theirs = await organisationOf(app, other.email);
    await addVerification(app, mine, 'INVITED');
    await addVerification(app, mine, 'SUBMITTED');
    await addVerification(app, mine, 'COMPLETED', new Date());
    await addVerification(app, mine, 'FAILED', new Date());
    await addVerification(app, theirs, 'SUBMITTED');

    const body = dashboardResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: owner.cookie } })).json(),
    );
    expect(body.cards).toEqual({
      activeVerifications: 2,
      completedThisMonth: 1,
      successRate: 50,
      systemStatus: 'Operational',
    });
    expect(body.recentActivity.map((a) => a.action)).toContain('organisation.registered');
  });
});
