import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, getChecksResponseSchema, type GetChecksResponse } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  completeFormData,
  newOrganisation,
  plantedFormData,
  requestMoreInfo,
  submit,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import {
  auditEvents,
  checkRuns,
  domainEventDeliveries,
  domainEvents,
  verifications,
} from '../../db/schema.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';

describe('automated checks', () => {
  let app: TestApp;
  let owner: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    // Here staff start every run (the helper's organisations leave the checks to staff); the
    // start on submission has its own tests below.
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

  it('runs the education, employment and phone actions as subsets that never conclude "no discrepancies" alone', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'subset@analytical.example',
    });
    const id = invitation.verificationId;
    const education = await start(id, owner.cookie, { types: ['EDUCATION'] });
    expect(education.statusCode).toBe(202);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    const afterEducation = await read(id);
    expect(afterEducation.run?.status).toBe('DONE');
    expect(afterEducation.run?.types).toEqual(['EDUCATION']);
    expect(afterEducation.findings.every((finding) => finding.checkType === 'EDUCATION')).toBe(true);
    // Only the education checks ran: nothing concluded, the submission waits for a reviewer.
    expect(await statusOf(id)).toBe('SUBMITTED');

    for (const types of [['EMPLOYMENT'], ['PHONE'], ['DOCUMENTS', 'IDENTITY', 'LINKEDIN']]) {
      expect((await start(id, owner.cookie, { types })).statusCode).toBe(202);
      await app.jobs.runNow(CHECKS_RECOVER_JOB);
    }
    // Every group has now run on this submission, with nothing serious: the claims are consistent.
    expect(await statusOf(id)).toBe('VERIFIED');
    const all = await read(id);
    // Each subset replaced only its own findings: the education run's findings are still there.
    expect(all.findings.some((finding) => finding.code === 'INSTITUTION_FOUND')).toBe(true);
    expect(all.run?.types).toEqual(['DOCUMENTS', 'IDENTITY', 'LINKEDIN']);
  });

  it('refuses the phone action when no employment entry names a supervisor phone', async () => {
    const form = completeFormData();
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'nophone@analytical.example' },
      { formData: form },
    );
    const id = invitation.verificationId;
    await app.db
      .update(verifications)
      .set({
        formData: {
          ...form,
          employment: form.employment.map((entry) => ({ ...entry, supervisorPhone: '' })),
        },
      })
      .where(eq(verifications.id, id));
    const res = await start(id, owner.cookie, { types: ['PHONE'] });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).error).toBe(
      'No supervisor phone numbers found in employment data',
    );
    expect(await statusOf(id)).toBe('SUBMITTED');
  });
});

describe('checks on submission', () => {
  let app: TestApp;
  let owner: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business', checksOnSubmission: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const statusOf = async (id: string) =>
    (await app.db.query.verifications.findFirst({ where: eq(verifications.id, id) }))?.status;
  const runsOf = (id: string) => app.db.query.checkRuns.findMany({ where: eq(checkRuns.verificationId, id) });

  it('start by themselves when a candidate submits (the default), and finish with the findings', async () => {
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'auto@analytical.example' },
      { formData: plantedFormData() },
    );
    const id = invitation.verificationId;
    await app.domainEvents.drain();
    expect(await statusOf(id)).toBe('VERIFICATION_INITIATED');
    const [queued] = await runsOf(id);
    expect(queued).toMatchObject({ status: 'QUEUED', trigger: 'submission', requestedByUserId: null });
    expect(queued?.types).toEqual(['EDUCATION', 'EMPLOYMENT', 'PHONE', 'DOCUMENTS', 'IDENTITY', 'LINKEDIN']);

    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    expect(await statusOf(id)).toBe('VERIFICATION_FAILED');
    const audit = await app.db.query.auditEvents.findMany({ where: eq(auditEvents.verificationId, id) });
    expect(audit.map((event) => event.action)).toEqual(
      expect.arrayContaining(['verification.checks_started', 'verification.checks_completed']),
    );
    const started = audit.find((event) => event.action === 'verification.checks_started');
    expect(started?.actorType).toBe('system');
  });

  it('start again when the candidate answers a request for more information; the request may be made after the checks', async () => {
    const invitation = await submittedVerification(app, owner, {
      candidateEmail: 'answer@analytical.example',
    });
    const id = invitation.verificationId;
    await app.domainEvents.drain();
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    expect(await statusOf(id)).toBe('VERIFIED');

    const request = await requestMoreInfo(app, owner, id);
    expect(request.statusCode).toBe(200);
    expect(await statusOf(id)).toBe('IN_PROGRESS');
    const answered = await submit(app, invitation);
    expect(answered.statusCode).toBe(200);
    await app.domainEvents.drain();
    expect(await statusOf(id)).toBe('VERIFICATION_INITIATED');
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    expect(await statusOf(id)).toBe('VERIFIED');
    expect((await runsOf(id)).map((run) => run.trigger)).toEqual(['submission', 'submission']);
  });

  it('leave the candidate’s link saying Submitted, whatever the checks found', async () => {
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'told@analytical.example' },
      { formData: plantedFormData() },
    );
    await app.domainEvents.drain();
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    expect(await statusOf(invitation.verificationId)).toBe('VERIFICATION_FAILED');
    const portal = await app.inject({ method: 'GET', url: `/api/candidate/${invitation.token}` });
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ portal: { status: string } }>().portal.status).toBe('SUBMITTED');
    const again = await submit(app, invitation);
    expect(again.json<{ status: string }>().status).toBe('SUBMITTED');
  });

  it('start once per submission, however often its event is delivered', async () => {
    const invitation = await submittedVerification(app, owner, { candidateEmail: 'once@analytical.example' });
    const id = invitation.verificationId;
    await app.domainEvents.drain();
    const [event] = await app.db.query.domainEvents.findMany({
      where: (table, { and: both, eq: equals }) =>
        both(equals(table.aggregateId, id), equals(table.type, 'verification.submitted')),
    });
    if (!event) throw new Error('expected the submission event');
    // Delivered again (another process, a retry): no second run.
    await app.db
      .update(domainEvents)
      .set({ deliveredAt: null, availableAt: new Date(0) })
      .where(eq(domainEvents.id, event.id));
    await app.db.delete(domainEventDeliveries).where(eq(domainEventDeliveries.eventId, event.id));
    await app.domainEvents.drain();
    expect(await runsOf(id)).toHaveLength(1);
  });

  it('leave the submission to a reviewer when the organisation turned them off', async () => {
    const quiet = await newOrganisation(app, { plan: 'business', checksOnSubmission: true });
    const off = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: quiet.cookie },
      payload: { runChecksOnSubmission: false },
    });
    expect(off.statusCode).toBe(200);
    const settings = await app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { cookie: quiet.cookie },
    });
    expect(
      settings.json<{ settings: { runChecksOnSubmission: boolean } }>().settings.runChecksOnSubmission,
    ).toBe(false);
    const invitation = await submittedVerification(app, quiet, {
      candidateEmail: 'manual@analytical.example',
    });
    await app.domainEvents.drain();
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    expect(await statusOf(invitation.verificationId)).toBe('SUBMITTED');
    expect(await runsOf(invitation.verificationId)).toHaveLength(0);
  });

  it('wait for the run before a decision, and still record their findings when more information is requested meanwhile', async () => {
    const invitation = await submittedVerification(
      app,
      owner,
      { candidateEmail: 'meanwhile@analytical.example' },
      { formData: plantedFormData() },
    );
    const id = invitation.verificationId;
    await app.domainEvents.drain();
    expect(await statusOf(id)).toBe('VERIFICATION_INITIATED');
    const approved = await app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/approve`,
      headers: { cookie: owner.cookie },
      payload: { note: 'Hired on the references.' },
    });
    // The engine never decides, and a person decides on the checks' outcome, not during the run.
    expect(approved.statusCode).toBe(409);
    expect((await requestMoreInfo(app, owner, id)).statusCode).toBe(200);
    await app.jobs.runNow(CHECKS_RECOVER_JOB);
    // The candidate is editing again: the run left the status alone and recorded nothing to check.
    expect(await statusOf(id)).toBe('IN_PROGRESS');
    const [run] = await runsOf(id);
    expect(run?.status).toBe('FAILED');
  });
});
