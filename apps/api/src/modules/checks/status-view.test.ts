import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationStatusResponseSchema, type VerificationStatusView } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  newOrganisation,
  plantedFormData,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { users, verifications } from '../../db/schema.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';

describe('GET /api/verifications/{id}/status: the status screen with the checks’ results', () => {
  let app: TestApp;
  let owner: Staff;
  let ownerName: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
    const user = await app.db.query.users.findFirst({ where: eq(users.id, owner.userId) });
    ownerName = user?.name ?? '';
  });
  afterAll(async () => {
    await app.close();
  });

  const status = async (id: string, cookie = owner.cookie): Promise<VerificationStatusView> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/verifications/${id}/status`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return verificationStatusResponseSchema.parse(res.json()).verification;
  };
  /** Starts a run and runs it here through the recovery job (tests run no job workers). */
  const runChecks = async (id: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
  };
  const decide = async (id: string, action: 'approve' | 'reject', note: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/${action}`,
      headers: { cookie: owner.cookie },
      payload: { note },
    });
    expect(res.statusCode).toBe(200);
  };

  it('shows no result while the submission waits (PENDING)', async () => {
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: 'wait@status.example',
    });
    const view = await status(verificationId);
    expect(view).toMatchObject({ id: verificationId, status: 'PENDING', completedAt: null, result: null });
  });

  it('after a run with findings: PROCESSING with the checks’ results, pending a decision; LinkedIn not checked', async () => {
    const { verificationId } = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'planted@status.example' },
      { formData: plantedFormData() },
    );
    await runChecks(verificationId);
    const row = await app.db.query.verifications.findFirst({ where: eq(verifications.id, verificationId) });
    expect(row?.status).toBe('VERIFICATION_FAILED');

    const view = await status(verificationId);
    expect(view.status).toBe('PROCESSING');
    const result = view.result;
    if (!result) throw new Error('expected results once the run has finished');
    expect(result.checks.state).toBe('DONE');
    expect(result.checks.finishedAt).not.toBeNull();
    expect(result.decision).toBeNull();
    // Nothing reads LinkedIn: "Not checked", never false or a number.
    expect(result.profileVerified).toBeNull();
    expect(result.connectionAnalysis).toBeNull();

    // The counts are the claims' results: both jobs carry a serious finding, so no employment match.
    expect(result.employmentClaims).toBe(2);
    expect(result.educationClaims).toBe(1);
    expect(
      result.claims.filter((claim) => claim.section === 'employment').map((claim) => claim.result),
    ).toEqual(['DISCREPANCY', 'DISCREPANCY']);
    expect(result.employmentMatches).toBe(0);
    const education = result.claims.find((claim) => claim.section === 'education');
    expect(result.educationMatches).toBe(
      education?.result === 'CONSISTENT' || education?.result === 'VERIFIED' ? 1 : 0,
    );
    const codes = result.findings.map((finding) => finding.code);
    expect(codes).toEqual(expect.arrayContaining(['EMPLOYMENT_OVERLAP', 'SUPERVISOR_EMAIL_FREEMAIL']));
    expect(result.findingsNeedingReview).toBeGreaterThanOrEqual(2);
    for (const finding of result.findings) expect(finding.evidence.length).toBeGreaterThan(0);
    // No personal data beyond what the details show: the date of birth and phone never appear.
    const text = JSON.stringify(view);
    expect(text).not.toContain('1990-12-10');
    expect(text).not.toContain('7946 0000');
  });

  it('a dismissed finding no longer needs review, and the decision names who decided', async () => {
    const { verificationId } = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'decided@status.example' },
      { formData: plantedFormData() },
    );
    await runChecks(verificationId);
    const before = (await status(verificationId)).result;
    const freemail = before?.findings.find((finding) => finding.code === 'SUPERVISOR_EMAIL_FREEMAIL');
    if (!before || !freemail) throw new Error('expected a free-mail finding');
    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/findings/${freemail.id}/review`,
      headers: { cookie: owner.cookie },
      payload: { decision: 'dismissed', note: 'The employer uses Gmail; HR confirmed by phone.' },
    });
    expect(reviewed.statusCode).toBe(200);
    await decide(verificationId, 'approve', 'Employment confirmed with the employer.');

    const view = await status(verificationId);
    expect(view.status).toBe('COMPLETED');
    expect(view.completedAt).not.toBeNull();
    const result = view.result;
    expect(result?.findingsNeedingReview).toBe((before.findingsNeedingReview ?? 0) - 1);
    expect(result?.findings.find((finding) => finding.id === freemail.id)?.review).toMatchObject({
      decision: 'dismissed',
      note: 'The employer uses Gmail; HR confirmed by phone.',
      by: ownerName,
    });
    expect(result?.decision).toEqual({
      status: 'COMPLETED',
      note: 'Employment confirmed with the employer.',
      decidedAt: view.completedAt,
      decidedBy: ownerName,
    });
  });

  it('a clean run counts its claims as matches (no discrepancies found), never as verified', async () => {
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: 'clean@status.example',
    });
    await runChecks(verificationId);
    const result = (await status(verificationId)).result;
    expect(result?.checks.state).toBe('DONE');
    expect(result?.findingsNeedingReview).toBe(0);
    const employment = result?.claims.filter((claim) => claim.section === 'employment') ?? [];
    expect(employment.map((claim) => claim.result)).toEqual(['CONSISTENT']);
    expect(result?.employmentMatches).toBe(1);
    expect(result?.claims.some((claim) => claim.result === 'VERIFIED')).toBe(false);
  });

  it('a decision without any run says the checks have not run: no counts, no claims', async () => {
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: 'norun@status.example',
    });
    await decide(verificationId, 'reject', 'The candidate withdrew.');
    const view = await status(verificationId);
    expect(view.status).toBe('FAILED');
    expect(view.result).toMatchObject({
      checks: { state: 'NOT_RUN', types: [], finishedAt: null, error: null },
      employmentMatches: null,
      educationMatches: null,
      findingsNeedingReview: null,
      claims: [],
      findings: [],
      profileVerified: null,
      connectionAnalysis: null,
      decision: { status: 'FAILED', note: 'The candidate withdrew.', decidedBy: ownerName },
    });
  });

  it('while a run is open: PROCESSING, the checks running, no result yet', async () => {
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: 'open@status.example',
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/checks`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(202);
    const view = await status(verificationId);
    expect(view.status).toBe('PROCESSING');
    expect(view.result).toMatchObject({
      checks: { state: 'RUNNING' },
      employmentMatches: null,
      claims: [],
      findings: [],
      findingsNeedingReview: null,
    });
  });

  it('answers 404 to another organisation and to an unknown id, 403 without a view permission, 400 for a bad id', async () => {
    const { verificationId } = await submittedVerification(app, owner, {
      candidateEmail: 'guard@status.example',
    });
    await runChecks(verificationId);
    const stranger = await newOrganisation(app);
    const url = `/api/verifications/${verificationId}/status`;
    const foreign = await app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('SUPERVISOR');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/verifications/00000000-0000-4000-8000-000000000000/status',
      headers: { cookie: owner.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    const candidateMember = await addMember(app, owner.organisationId, ['candidate']);
    expect(
      (await app.inject({ method: 'GET', url, headers: { cookie: candidateMember.cookie } })).statusCode,
    ).toBe(403);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/verifications/not-an-id/status',
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
