import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOf,
  aiVerificationResultsSchema,
  errorEnvelopeSchema,
  getChecksResponseSchema,
  type GetChecksResponse,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  requestMoreInfo,
  submit,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, claimVerifications, domainEvents, verifications } from '../../db/schema.js';
import { systemActor, type Actor } from '../../lib/actor.js';
import { CHECKS_RECOVER_JOB } from './checks.jobs.js';
import { createChecksService } from './checks.service.js';

const registrar = {
  method: 'registrar',
  source: 'Registrar’s office, University of London',
  note: 'Called the registrar on 25 November; degree and date confirmed.',
};

describe('claims verified by a person with a primary source', () => {
  let app: TestApp;
  let owner: Staff;
  let counter = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'business' });
  });
  afterAll(async () => {
    await app.close();
  });

  const email = () => `claims${(counter += 1)}@analytical.example`;
  const claimUrl = (id: string, section = 'education', index: number | string = 0) =>
    `/api/verifications/${id}/claims/${section}/${index}/verification`;
  const verify = (
    id: string,
    payload: object = registrar,
    cookie = owner.cookie,
    section = 'education',
    index: number | string = 0,
  ) => app.inject({ method: 'PUT', url: claimUrl(id, section, index), headers: { cookie }, payload });
  const withdraw = (id: string, cookie = owner.cookie, section = 'education', index = 0) =>
    app.inject({ method: 'DELETE', url: claimUrl(id, section, index), headers: { cookie } });
  const read = async (id: string): Promise<GetChecksResponse> => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/verifications/${id}/checks`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    return getChecksResponseSchema.parse(res.json());
  };
  const stored = (id: string) => app.db.query.verifications.findFirst({ where: eq(verifications.id, id) });
  const auditOf = (id: string) =>
    app.db.query.auditEvents.findMany({ where: eq(auditEvents.verificationId, id) });

  /** A submitted verification with one uploaded document (the registrar's letter). */
  async function submittedWithDocument() {
    const invitation = await invite(app, owner, { candidateEmail: email() });
    const upload = await app.inject({
      method: 'POST',
      url: `/api/candidate/${invitation.token}/documents`,
      ...multipartBody({ name: 'registrar-letter.pdf', content: pdfBytes() }),
    });
    expect(upload.statusCode).toBe(201);
    const submitted = await submit(app, invitation);
    expect(submitted.statusCode).toBe(200);
    return { ...invitation, documentId: upload.json<{ document: { id: string } }>().document.id };
  }

  it('records who confirmed, how and when under the reviewer’s name, shows the claim VERIFIED, and audits it', async () => {
    const { verificationId: id, documentId } = await submittedWithDocument();
    // Before anyone verified a claim and before any run, no claim has a result.
    expect((await read(id)).claims).toEqual([]);

    const res = await verify(id, { ...registrar, documentId });
    expect(res.statusCode, res.body).toBe(200);
    const answer = getChecksResponseSchema.parse(res.json());
    // Only the claim a person verified is listed before the checks have run.
    expect(answer.run).toBeNull();
    expect(answer.claims).toHaveLength(1);
    const claim = answer.claims[0];
    expect(claim).toMatchObject({
      section: 'education',
      index: 0,
      label: 'University of London — BSc Mathematics',
      result: 'VERIFIED',
      verification: {
        method: 'registrar',
        source: registrar.source,
        note: registrar.note,
        document: { id: documentId, fileName: 'registrar-letter.pdf' },
      },
    });
    expect(claim?.verification?.by.name).not.toBe('');
    expect(Date.parse(claim?.verification?.at ?? '')).not.toBeNaN();
    expect(await read(id)).toEqual(answer);

    // The record's results say the person verified it, and nothing about claims nobody checked.
    const results = aiVerificationResultsSchema.parse((await stored(id))?.checkResults);
    expect(results.education).toHaveLength(1);
    expect(results.education[0]).toMatchObject({ verified: true, institutionStatus: 'verified' });
    expect(results.employment ?? []).toEqual([]);
    expect(results.verificationMethod).toMatch(/person/);
    // The status is not a person's verification: it stays as it was.
    expect((await stored(id))?.status).toBe('SUBMITTED');

    const audit = (await auditOf(id)).find((event) => event.action === 'claim.verified');
    expect(audit).toMatchObject({
      actorType: 'user',
      actorId: owner.userId,
      targetType: 'claim_verification',
    });
    expect(audit?.metadata).toMatchObject({
      section: 'education',
      index: 0,
      method: 'registrar',
      documentId,
    });
    // Who confirmed and the note stay in the record, not in the trail.
    expect(JSON.stringify(audit?.metadata)).not.toContain('Registrar’s office');
    expect(JSON.stringify(audit?.metadata)).not.toContain('Called the registrar');
    const events = await app.db.query.domainEvents.findMany({
      where: and(eq(domainEvents.aggregateId, id), eq(domainEvents.type, 'claim.verified')),
    });
    expect(events).toHaveLength(1);
  });

  it('replaces a claim’s verification when it is recorded again, keeping one record', async () => {
    const { verificationId: id } = await submittedVerification(app, owner, { candidateEmail: email() });
    expect((await verify(id, { ...registrar }, owner.cookie, 'employment', 0)).statusCode).toBe(200);
    const again = await verify(
      id,
      {
        method: 'employer_hr',
        source: 'HR, Analytical Engines Ltd',
        note: 'HR confirmed the dates by email.',
      },
      owner.cookie,
      'employment',
      0,
    );
    expect(again.statusCode, again.body).toBe(200);
    const claim = getChecksResponseSchema.parse(again.json()).claims[0];
    expect(claim?.verification).toMatchObject({
      method: 'employer_hr',
      source: 'HR, Analytical Engines Ltd',
    });
    const rows = await app.db.query.claimVerifications.findMany({
      where: eq(claimVerifications.verificationId, id),
    });
    expect(rows).toHaveLength(1);
    const audits = (await auditOf(id)).filter((event) => event.action === 'claim.verified');
    expect(audits.map((event) => (event.metadata as { replaced: boolean }).replaced).sort()).toEqual([
      false,
      true,
    ]);
  });

  it('keeps a person’s verification across runs of the checks: the claim stays VERIFIED, the others get the checks’ result', async () => {
    const form = completeFormData();
    const { verificationId: id } = await submittedVerification(
      app,
      owner,
      { candidateEmail: email() },
      {
        formData: {
          ...form,
          employment: [{ ...form.employment[0], supervisorEmail: 'charles.babbage@gmail.com' }],
        },
      },
    );
    const run = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/verifications/${id}/checks`,
        headers: { cookie: owner.cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(202);
      await app.jobs.runNow(CHECKS_RECOVER_JOB);
    };
    await run();
    const checked = await read(id);
    expect(checked.claims.find((claim) => claim.section === 'employment')?.result).toBe('DISCREPANCY');

    // HR confirmed the job: the claim is VERIFIED although the free-mail finding stays open.
    const verified = await verify(
      id,
      {
        method: 'employer_hr',
        source: 'HR, Analytical Engines Ltd',
        note: 'Payroll confirmed the employment.',
      },
      owner.cookie,
      'employment',
      0,
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const after = getChecksResponseSchema.parse(verified.json());
    expect(after.claims).toHaveLength(2);
    expect(after.claims.find((claim) => claim.section === 'employment')?.result).toBe('VERIFIED');
    expect(after.claims.find((claim) => claim.section === 'education')?.verification).toBeNull();
    expect(after.findings.some((finding) => finding.code === 'SUPERVISOR_EMAIL_FREEMAIL')).toBe(true);
    let results = aiVerificationResultsSchema.parse((await stored(id))?.checkResults);
    expect(results.employment?.[0]?.verified).toBe(true);
    expect(results.education[0]?.verified).toBe(false);

    await run();
    const rerun = await read(id);
    expect(rerun.claims.find((claim) => claim.section === 'employment')?.result).toBe('VERIFIED');
    results = aiVerificationResultsSchema.parse((await stored(id))?.checkResults);
    expect(results.employment?.[0]?.verified).toBe(true);

    // Withdrawn, the claim has the checks' result again.
    const withdrawn = await withdraw(id, owner.cookie, 'employment', 0);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(
      getChecksResponseSchema.parse(withdrawn.json()).claims.find((claim) => claim.section === 'employment')
        ?.result,
    ).toBe('DISCREPANCY');
    results = aiVerificationResultsSchema.parse((await stored(id))?.checkResults);
    expect(results.employment?.[0]?.verified).toBe(false);
  });

  it('withdraws a verification (audited): before any run the claim and the record’s results are gone again', async () => {
    const { verificationId: id } = await submittedVerification(app, owner, { candidateEmail: email() });
    expect((await verify(id)).statusCode).toBe(200);
    const res = await withdraw(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(getChecksResponseSchema.parse(res.json()).claims).toEqual([]);
    expect((await stored(id))?.checkResults).toBeNull();
    const audit = (await auditOf(id)).find((event) => event.action === 'claim.verification_withdrawn');
    expect(audit?.metadata).toMatchObject({ section: 'education', index: 0 });
    // Nothing left to withdraw.
    const again = await withdraw(id);
    expect(again.statusCode).toBe(404);
  });

  it('answers 403 to a member without approve_verifications and 404 to another organisation, changing nothing', async () => {
    const { verificationId: id } = await submittedVerification(app, owner, { candidateEmail: email() });
    for (const roles of [['auditor'], ['recruiter'], ['compliance_officer']] as const) {
      const member = await addMember(app, owner.organisationId, roles);
      expect((await verify(id, registrar, member.cookie)).statusCode, roles[0]).toBe(403);
      expect((await withdraw(id, member.cookie)).statusCode, roles[0]).toBe(403);
    }
    const stranger = await newOrganisation(app);
    const foreign = await verify(id, registrar, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await withdraw(id, stranger.cookie)).statusCode).toBe(404);
    // A reviewer who may not see the verification (own scope, not the inviter) gets 404 too.
    const manager = await addMember(app, owner.organisationId, ['hiring_manager'], 'Engineering');
    expect((await verify(id, registrar, manager.cookie)).statusCode).toBe(404);
    expect(
      await app.db.query.claimVerifications.findMany({ where: eq(claimVerifications.verificationId, id) }),
    ).toEqual([]);
  });

  it('refuses a malformed request, an entry the form does not have and a document of another verification', async () => {
    const { verificationId: id } = await submittedVerification(app, owner, { candidateEmail: email() });
    const other = await submittedWithDocument();
    const bad = async (payload: object, section = 'education', index: number | string = 0) => {
      const res = await verify(id, payload, owner.cookie, section, index);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return errorEnvelopeSchema.parse(res.json());
    };
    expect((await bad({ ...registrar, source: '  ' })).details?.[0]?.path).toBe('source');
    await bad({ ...registrar, note: '' });
    await bad({ ...registrar, method: 'crystal_ball' });
    await bad({ ...registrar, verified: true });
    await bad({ ...registrar, documentId: 'not-an-id' });
    await bad({ ...registrar, note: 'x'.repeat(2001) });
    await bad(registrar, 'identity');
    await bad(registrar, 'education', 'first');
    await bad(registrar, 'education', -1);

    const foreign = await bad({ ...registrar, documentId: other.documentId });
    expect(foreign.details?.[0]?.path).toBe('documentId');
    await bad({ ...registrar, documentId: '5b0c5a4e-0000-4000-8000-000000000000' });

    const missing = await verify(id, registrar, owner.cookie, 'education', 1);
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).error).toBe(
      'This verification has no education entry 2.',
    );
    expect(
      await app.db.query.claimVerifications.findMany({ where: eq(claimVerifications.verificationId, id) }),
    ).toEqual([]);
  });

  it('answers 409 before the candidate has submitted, while they answer a request, and once the verification is decided', async () => {
    const invited = await invite(app, owner, { candidateEmail: email() });
    const early = await verify(invited.verificationId);
    expect(early.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(early.json()).error).toMatch(/has not submitted/);

    const reopened = await submittedVerification(app, owner, { candidateEmail: email() });
    expect((await requestMoreInfo(app, owner, reopened.verificationId)).statusCode).toBe(200);
    const answering = await verify(reopened.verificationId);
    expect(answering.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(answering.json()).error).toMatch(/request for more information/);

    const decided = await submittedVerification(app, owner, { candidateEmail: email() });
    expect((await verify(decided.verificationId)).statusCode).toBe(200);
    const approve = await app.inject({
      method: 'POST',
      url: `/api/verifications/${decided.verificationId}/approve`,
      headers: { cookie: owner.cookie },
      payload: { note: 'Registrar confirmed the degree.' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const late = await verify(decided.verificationId, { ...registrar, note: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(late.json()).error).toBe(
      'This verification is completed: its claims can no longer change.',
    );
    expect((await withdraw(decided.verificationId)).statusCode).toBe(409);
    // The decided verification keeps the claim a person verified.
    expect((await read(decided.verificationId)).claims[0]?.verification?.note).toBe(registrar.note);
  });
});

describe('the checks service checks the actor before anything else', () => {
  /** A dependency a refused call must never reach. */
  const unreachable = (name: string): never =>
    new Proxy(
      {},
      {
        get: () => {
          throw new Error(`${name} was used by a refused call`);
        },
      },
    ) as never;
  const service = createChecksService({
    db: unreachable('db'),
    repo: unreachable('repo'),
    documentFacts: unreachable('documentFacts'),
    access: unreachable('access'),
    lifecycle: unreachable('lifecycle'),
    audit: unreachable('audit'),
    events: unreachable('events'),
    log: unreachable('log'),
    now: () => new Date(),
    checks: () => Promise.resolve([]),
    otherApplicationOf: unreachable('otherApplicationOf'),
  });
  const organisationId = 'org-a';
  const verificationId = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
  const member = (roles: ('auditor' | 'recruiter')[]): Actor => ({
    kind: 'user',
    userId: 'user-a',
    sessionId: 'session',
    sessionExpiresAt: new Date(Date.now() + 60_000),
    email: 'someone@example.test',
    platformAdmin: false,
    demo: false,
    mfaSetupRequired: false,
    twoFactorEnabled: false,
    member: {
      organisationId,
      membershipId: 'membership',
      roles,
      permissions: new Set(permissionsOf(roles)),
      department: null,
    },
  });
  const actors: [string, Actor][] = [
    ['an auditor', member(['auditor'])],
    ['a recruiter', member(['recruiter'])],
    ['a candidate link', { kind: 'candidate', verificationId, organisationId }],
    // Recorded under a person's name: an API key is refused even with the permission.
    [
      'an API key with approve_verifications',
      {
        kind: 'api_key',
        keyId: 'key',
        organisationId,
        permissions: new Set(['approve_verifications'] as const),
      },
    ],
    ['the system', systemActor('test')],
  ];

  it.each(actors)('refuses %s', async (_name, actor) => {
    const params = { id: verificationId, section: 'education' as const, index: 0 };
    await expect(
      service.verifyClaim(actor, params, { method: 'registrar', source: 'Registrar', note: 'Called' }, null),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(service.withdrawClaimVerification(actor, params, null)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
