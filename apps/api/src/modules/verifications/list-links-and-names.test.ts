import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOverviewResponseSchema,
  candidateLinkState,
  dashboardResponseSchema,
  listVerificationsResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { verifications } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

describe('the list: expired and revoked links, and names', () => {
  let app: TestApp;
  let org: Staff;
  let other: Staff;
  const clock = Date.now();
  let expired: string;
  let revoked: string;
  let fresh: string;
  let submitted: string;

  beforeAll(async () => {
    app = await buildTestApp();
    org = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
    ({ verificationId: expired } = await invite(app, org, {
      candidateName: 'Olu Expired',
      candidateEmail: 'olu@expired.example',
    }));
    ({ verificationId: submitted } = await submittedVerification(app, org, {
      candidateName: 'Sam Submitted',
      candidateEmail: 'sam@submitted.example',
    }));
    // Its 14 days have passed (sessions last hours, so the expiry is set rather than waited for).
    await app.db
      .update(verifications)
      .set({ tokenExpiresAt: new Date(clock - DAY) })
      .where(eq(verifications.id, expired));
    ({ verificationId: revoked } = await invite(app, org, {
      candidateName: 'Rae Revoked',
      candidateEmail: 'rae@revoked.example',
    }));
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${revoked}/revoke-link`,
      headers: { cookie: org.cookie },
    });
    expect(res.statusCode).toBe(200);
    ({ verificationId: fresh } = await invite(app, org, {
      candidateName: 'Fay Fresh',
      candidateEmail: 'fay@fresh.example',
    }));
    await invite(app, other, { candidateName: 'Foreign Candidate', candidateEmail: 'rae@other.example' });
    await app.inject({
      method: 'POST',
      url: `/api/verifications/${(await invite(app, other)).verificationId}/revoke-link`,
      headers: { cookie: other.cookie },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (cookie: string, query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/verifications${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return listVerificationsResponseSchema.parse(res.json()).verifications;
  };

  it('filters the links that stopped working while the candidate still has the form to fill in', async () => {
    const now = new Date(clock);
    const revokedRows = await list(org.cookie, '?link=revoked');
    expect(revokedRows.map((v) => v.verificationId)).toEqual([revoked]);
    expect(candidateLinkState(revokedRows[0]!, now)).toBe('revoked');
    const expiredRows = await list(org.cookie, '?link=expired');
    expect(expiredRows.map((v) => v.verificationId)).toEqual([expired]);
    expect(candidateLinkState(expiredRows[0]!, now)).toBe('expired');
    // A submitted verification's link is closed by the submission, not "expired".
    expect(expiredRows.some((v) => v.verificationId === submitted)).toBe(false);
    const all = await list(org.cookie, '');
    const state = (id: string) =>
      candidateLinkState(
        all.find((v) => v.verificationId === id)!,
        now,
      );
    expect([state(fresh), state(submitted)]).toEqual([null, null]);
    // Combined with a search and a status.
    expect(await list(org.cookie, '?link=revoked&search=olu')).toEqual([]);
    expect((await list(org.cookie, '?link=expired&status=INVITED')).map((v) => v.verificationId)).toEqual([
      expired,
    ]);
  });

  it('a resend takes a verification out of the filter', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${expired}/resend-invitation`,
      headers: { cookie: org.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await list(org.cookie, '?link=expired')).toEqual([]);
  });

  it('answers 400 for an unknown link filter', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/verifications?link=lost',
      headers: { cookie: org.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toContain("Link must be 'expired' or 'revoked'");
  });

  it("shows the candidate in /admin's recent requests and names people in recent activity", async () => {
    const overview = adminOverviewResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie: org.cookie } })
      ).json(),
    );
    expect(overview.requests.find((r) => r.id === fresh)?.candidateName).toBe('Fay Fresh');
    expect(JSON.stringify(overview)).not.toContain('Foreign Candidate');

    const dashboard = dashboardResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: org.cookie } })).json(),
    );
    const revokedEntry = dashboard.recentActivity.find(
      (a) => a.action === 'verification.link_revoked' && a.verificationId === revoked,
    );
    expect(revokedEntry).toMatchObject({ candidateName: 'Rae Revoked', actorName: 'Grace Hopper' });
    const submittedEntry = dashboard.recentActivity.find((a) => a.action === 'verification.submitted');
    expect(submittedEntry).toMatchObject({ candidateName: 'Sam Submitted', actorName: 'Sam Submitted' });
  });

  it('names only what a department-scoped member may see', async () => {
    const manager = await addMember(app, org.organisationId, ['hiring_manager'], 'Nowhere');
    const dashboard = dashboardResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: manager.cookie } })
      ).json(),
    );
    expect(dashboard.recentActivity.filter((a) => a.candidateName)).toEqual([]);
  });
});
