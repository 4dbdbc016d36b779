import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, getChecksResponseSchema, type GetChecksResponse } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  completeFormData,
  newOrganisation,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, checkRuns, verifications } from '../../db/schema.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';

/** A form with the planted problems: two jobs overlapping for years, a gmail supervisor. */
function plantedFormData() {
  const form = completeFormData();
  return {
    ...form,
    employment: [
      { ...form.employment[0], supervisorEmail: 'charles.babbage@gmail.com' },
      {
        company: 'Difference Engines Ltd',
        position: 'Engineer',
        startDate: '2015-01-01',
        endDate: '2019-01-01',
        supervisorName: 'Mary Somerville',
        supervisorPhone: '+44 20 7219 3000',
        supervisorEmail: 'mary@difference-engines.example',
      },
    ],
  };
}

describe('automated checks', () => {
  let app: TestApp;
  let owner: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
  });
  afterAll(async () => {
    await app.close();
  });

  const start = (id: string, cookie = owner.cookie, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/api/verifications/${id}/checks`, headers: { cookie }, payload });
  const read = async (id: string, cookie = owner.cookie): Promise<GetChecksResponse> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return getChecksResponseSchema.parse(res.json());
  };
  const statusOf = async (id: string) =>
    (await app.db.query.verifications.findFirst({ where: eq(verifications.id, id) }))?.status;
  /** Starts a run and runs it here through the recovery job (tests run no job workers). */
  const runChecks = async (id: string) => {
    const res = await start(id);
    expect(res.statusCode).toBe(202);
    const { runId } = res.json<{ runId: string }>();
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    return runId;
  };

  it('moves a submission through VERIFICATION_INITIATED to VERIFICATION_FAILED with the planted findings and their evidence', async () => {
    const invitation = await submittedVerification(app, owner, {}, { formData: plantedFormData() });
    const res = await start(invitation.verificationId);
    expect(res.statusCode).toBe(202);
    expect(await statusOf(invitation.verificationId)).toBe('VERIFICATION_INITIATED');
    const queued = await read(invitation.verificationId);
    expect(queued.run?.status).toBe('QUEUED');

    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const done = await read(invitation.verificationId);
    expect(done.run?.status).toBe('DONE');
    expect(done.run?.progress.done).toBe(done.run?.progress.total);
    expect(await statusOf(invitation.verificationId)).toBe('VERIFICATION_FAILED');
    const codes = done.findings.map((finding) => finding.code);
    expect(codes).toContain('EMPLOYMENT_OVERLAP');
    expect(codes).toContain('SUPERVISOR_EMAIL_FREEMAIL');
    for (const finding of done.findings) {
      expect(finding.evidence.length).toBeGreaterThan(0);
      expect(finding.message.length).toBeGreaterThan(10);
    }
    const freemail = done.findings.find((finding) => finding.code === 'SUPERVISOR_EMAIL_FREEMAIL');
    expect(freemail?.subject).toMatchObject({ section: 'employment', index: 0 });
    expect(JSON.stringify(freemail?.evidence)).toContain('gmail.com');
    // The result per claim: the employment entries with a serious finding are discrepancies.
    expect(done.claims.find((claim) => claim.section === 'employment' && claim.index === 0)?.result).toBe(
      'DISCREPANCY',
    );
    // The date of birth never appears in a finding.
    expect(JSON.stringify(done)).not.toContain('1990-12-10');
  });

  it('finds nothing that needs a person on a clean application, and says so without claiming "verified"', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'clean@analytical.example',
    });
    await runChecks(invitation.verificationId);
    const done = await read(invitation.verificationId);
    const serious = done.findings.filter(
      (finding) =>
        (finding.severity === 'medium' || finding.severity === 'high') && finding.status !== 'consistent',
    );
    expect(serious).toEqual([]);
    expect(done.findings.every((finding) => finding.status !== 'verified')).toBe(true);
    expect(await statusOf(invitation.verificationId)).toBe('VERIFIED');
    const row = await app.db.query.verifications.findFirst({
      where: eq(verifications.id, invitation.verificationId),
    });
    expect(JSON.stringify(row?.checkResults)).toContain('No discrepancies found');
    expect(JSON.stringify(row?.checkResults)).not.toContain('"verified":true');
  });

  it('keeps a dismissed finding, with the reviewer’s name and note, when the checks run again', async () => {
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'rerun@analytical.example' },
      {
        formData: plantedFormData(),
      },
    );
    const id = invitation.verificationId;
    await runChecks(id);
    const first = await read(id);
    const freemail = first.findings.find((finding) => finding.code === 'SUPERVISOR_EMAIL_FREEMAIL');
    if (!freemail) throw new Error('expected a free-mail finding');

    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/findings/${freemail.id}/review`,
      headers: { cookie: owner.cookie },
      payload: { decision: 'dismissed', note: 'The supervisor left the company; we called her.' },
    });
    expect(reviewed.statusCode).toBe(200);
    const afterReview = getChecksResponseSchema.parse(reviewed.json());
    const kept = afterReview.findings.find((finding) => finding.id === freemail.id);
    expect(kept?.review).toMatchObject({
      decision: 'dismissed',
      note: 'The supervisor left the company; we called her.',
    });
    expect(kept?.review?.by).not.toBe('');
    const audit = await app.db.query.auditEvents.findMany({ where: eq(auditEvents.verificationId, id) });
    expect(audit.map((event) => event.action)).toContain('finding.reviewed');

    await runChecks(id);
    const second = await read(id);
    expect(second.findings.filter((finding) => finding.code === 'SUPERVISOR_EMAIL_FREEMAIL')).toHaveLength(1);
    expect(second.findings.find((finding) => finding.id === freemail.id)?.review?.decision).toBe('dismissed');
    // The open findings of the first run were replaced, not duplicated.
    expect(second.findings.filter((finding) => finding.code === 'EMPLOYMENT_OVERLAP')).toHaveLength(1);
    const runs = await app.db.query.checkRuns.findMany({ where: eq(checkRuns.verificationId, id) });
    expect(runs).toHaveLength(2);
  });

  it('refuses a second run while one is open, and a run on a verification that is not submitted', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'twice@analytical.example',
    });
    expect((await start(invitation.verificationId)).statusCode).toBe(202);
    const again = await start(invitation.verificationId);
    expect(again.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(again.json()).error).toMatch(/already running/);

    const invited = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: owner.cookie },
      payload: { candidateName: 'Not Yet', candidateEmail: 'notyet@analytical.example' },
    });
    const notSubmitted = await start(invited.json<{ verificationId: string }>().verificationId);
    expect(notSubmitted.statusCode).toBe(409);
    expect(await statusOf(invited.json<{ verificationId: string }>().verificationId)).toBe('INVITED');
  });

  it('answers 403 to a member without the permission and 404 to another organisation, changing nothing', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'guarded@analytical.example',
    });
    // Before any run: no run, no result per claim.
    const before = await read(invitation.verificationId);
    expect(before.run).toBeNull();
    expect(before.claims).toEqual([]);
    const viewer = await addMember(app, owner.organisationId, ['auditor']);
    expect((await start(invitation.verificationId, viewer.cookie)).statusCode).toBe(403);
    const stranger = await newOrganisation(app);
    expect((await start(invitation.verificationId, stranger.cookie)).statusCode).toBe(404);
    const read404 = await app.inject({
      method: 'GET',
      url: `/api/verifications/${invitation.verificationId}/checks`,
      headers: { cookie: stranger.cookie },
    });
    expect(read404.statusCode).toBe(404);
    expect(await statusOf(invitation.verificationId)).toBe('SUBMITTED');
  });

  it('refuses a malformed request with 400', async () => {
    const invitation = await submittedVerification(app, owner, { candidateEmail: 'bad@analytical.example' });
    expect((await start(invitation.verificationId, owner.cookie, { types: ['ASTROLOGY'] })).statusCode).toBe(
      400,
    );
    const badReview = await app.inject({
      method: 'POST',
      url: `/api/verifications/${invitation.verificationId}/findings/not-an-id/review`,
      headers: { cookie: owner.cookie },
      payload: { decision: 'maybe', note: '' },
    });
    expect(badReview.statusCode).toBe(400);
    expect(await statusOf(invitation.verificationId)).toBe('SUBMITTED');
  });

  it('leaves no result when no check could run: the run fails and the verification waits for a reviewer', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'broken@analytical.example',
    });
    const id = invitation.verificationId;
    // A record stored before the form's rules (nothing a check can read).
    await app.db
      .update(verifications)
      .set({ formData: { personalInfo: { firstName: 'Ada' } } })
      .where(eq(verifications.id, id));
    await runChecks(id);
    const failed = await read(id);
    expect(failed.run?.status).toBe('FAILED');
    expect(failed.run?.error).toMatch(/No automated check could run/);
    expect(failed.findings).toEqual([]);
    expect(await statusOf(id)).toBe('SUBMITTED');
    const row = await app.db.query.verifications.findFirst({ where: eq(verifications.id, id) });
    expect(row?.checkResults).toBeNull();
  });

  it('a queued run that no process took is run by the recovery job', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'orphan@analytical.example',
    });
    expect((await start(invitation.verificationId)).statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const done = await read(invitation.verificationId);
    expect(done.run?.status).toBe('DONE');
    expect(await statusOf(invitation.verificationId)).toBe('VERIFIED');
  });
});
