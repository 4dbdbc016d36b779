import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TOKEN_HEADER,
  DEADLINE_BEFORE_TODAY,
  DOCUMENT_LOCKED_MESSAGE,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  INFORMATION_REQUEST_EMPTY,
  INFORMATION_REQUEST_FAILED,
  listInformationRequestsResponseSchema,
  requestMoreInfoResponseSchema,
  ROLES,
  SECTION_NOT_REQUESTED,
  submitVerificationResponseSchema,
  type Role,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  requestMoreInfo,
  submission,
  submittedVerification,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, informationRequests, outboxEmails, verifications } from '../../db/schema.js';
// The access rule is declared with the route that carries the request (the portal's submit call).
// eslint-disable-next-line no-restricted-imports
import { REQUEST_MORE_INFO_ACCESS } from '../candidate-portal/candidate-portal.routes.js';

const HOUR = 60 * 60 * 1000;

describe('requests for more information', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  const base = Date.now();
  /** The server's today for the deadline rule: the date in UTC-12. */
  const today = new Date(base - 12 * HOUR).toISOString().slice(0, 10);
  const yesterday = new Date(base - 36 * HOUR).toISOString().slice(0, 10);

  /** A clock that starts at `base` and moves on a millisecond at each reading. */
  let ticks = 0;
  const clock = () => base + ticks++;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock });
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const getPortal = (token: string) => app.inject({ method: 'GET', url: `/api/candidate/${token}` });
  const saveDraft = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/candidate/${token}/draft`, payload });
  const upload = (token: string, name: string) =>
    app.inject({
      method: 'POST',
      url: `/api/candidate/${token}/documents`,
      ...multipartBody({ name, content: pdfBytes(2048, name.charAt(0)) }),
    });
  const resubmit = (
    token: string,
    verificationId: string,
    extra: Parameters<typeof submission>[1] & { responseMessage?: string },
  ) => {
    const { responseMessage, ...rest } = extra;
    return app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      headers: { [CANDIDATE_TOKEN_HEADER]: token },
      payload: { ...submission({ verificationId }, rest), ...(responseMessage ? { responseMessage } : {}) },
    });
  };
  const history = (id: string, cookie = owner.cookie) =>
    app.inject({ method: 'GET', url: `/api/verifications/${id}/information-requests`, headers: { cookie } });
  const rowOf = async (id: string) =>
    (await app.db.select().from(verifications).where(eq(verifications.id, id)))[0]!;

  it('reopens the same link for the requested sections, emails the candidate and keeps the answer in the history', async () => {
    const invitation = await invite(app, owner);
    const early = await upload(invitation.token, 'diploma.pdf');
    const earlyDocument = early.json<{ document: { id: string } }>().document;
    const submitted = await resubmit(invitation.token, invitation.verificationId, {
      formData: completeFormData({ ssn: '123-45-6789' }),
      documents: [earlyDocument],
    });
    expect(submitted.statusCode).toBe(200);

    const res = await requestMoreInfo(app, owner, invitation.verificationId, {
      message: 'Please correct your degree and add the certificate',
      education: true,
      specificRequests: { education: 'Degree title as printed on the certificate' },
      urgency: 'high',
      deadline: today,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = requestMoreInfoResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      verificationId: invitation.verificationId,
      status: 'IN_PROGRESS',
    });
    expect(body.informationRequest).toMatchObject({
      state: 'OPEN',
      categories: ['education'],
      urgency: 'high',
      deadline: today,
      emailSent: true,
      answer: null,
      specificRequests: { education: 'Degree title as printed on the certificate' },
    });
    expect(body.informationRequest.message).toContain('Please correct your degree');
    expect(body.informationRequest.message).toContain(
      '- Education: Degree title as printed on the certificate',
    );

    // The candidate is emailed a new link with the request; the link they had opens it too.
    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.kind, 'information-request'),
          eq(outboxEmails.toAddress, 'ada@analytical.example'),
        ),
      );
    expect(mail?.textBody).toContain('Please correct your degree');
    const emailed = tokenOf(mail!.textBody ?? '');
    expect(emailed).not.toBe(invitation.token);
    for (const token of [emailed, invitation.token]) {
      const portal = await app.inject({ method: 'GET', url: `/api/candidate/${token}` });
      expect(portal.statusCode).toBe(200);
      expect(getCandidatePortalResponseSchema.parse(portal.json()).portal).toMatchObject({
        submitted: false,
      });
    }

    const row = await rowOf(invitation.verificationId);
    expect(row.status).toBe('IN_PROGRESS');
    expect(row.currentStep).toBe(2);
    const audits = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.verificationId, invitation.verificationId),
          eq(auditEvents.action, 'verification.info_requested'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.metadata).toMatchObject({
      from: 'SUBMITTED',
      to: 'IN_PROGRESS',
      categories: ['education'],
    });

    // The portal shows the request and what may change.
    const portalRes = await getPortal(invitation.token);
    expect(portalRes.statusCode).toBe(200);
    const { portal } = getCandidatePortalResponseSchema.parse(portalRes.json());
    if (portal.submitted) throw new Error('the portal should be open');
    expect(portal.informationRequest).toMatchObject({
      id: body.informationRequest.id,
      categories: ['education'],
    });
    expect(portal.editableSections).toEqual(['education']);
    expect(portal.currentStep).toBe(2);
    const formData = portal.formData!;

    // A section that was not requested cannot change, through the draft or the submission.
    const changedEmployment = {
      ...formData,
      employment: [{ ...formData.employment![0], company: 'Elsewhere Ltd' }],
    };
    const refused = await saveDraft(invitation.token, { formData: changedEmployment });
    expect(refused.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(refused.json()).details).toEqual([
      { path: 'formData.employment', message: SECTION_NOT_REQUESTED },
    ]);
    const ssnChange = await saveDraft(invitation.token, {
      formData: { ...formData, personalInfo: { ...formData.personalInfo, ssn: '999-99-9999' } },
    });
    expect(ssnChange.statusCode).toBe(400);
    expect((await rowOf(invitation.verificationId)).formData).toEqual(row.formData);

    // The requested section can: echoing the rest back unchanged is fine.
    const education = [{ ...formData.education![0], degree: 'BSc (Hons) Mathematics' }];
    const saved = await saveDraft(invitation.token, { formData: { ...formData, education }, currentStep: 4 });
    expect(saved.statusCode, saved.body).toBe(200);
    // Leaving a locked section out keeps it.
    const partial = await saveDraft(invitation.token, { formData: { education } });
    expect(partial.statusCode, partial.body).toBe(200);
    expect((await rowOf(invitation.verificationId)).formData).toMatchObject({
      employment: formData.employment,
    });

    // Documents: new ones can be added (and removed again); the earlier ones stay.
    const added = await upload(invitation.token, 'certificate.pdf');
    expect(added.statusCode).toBe(201);
    const extra = await upload(invitation.token, 'wrong.pdf');
    const extraId = extra.json<{ document: { id: string } }>().document.id;
    const removeOld = await app.inject({
      method: 'DELETE',
      url: `/api/candidate/${invitation.token}/documents/${earlyDocument.id}`,
    });
    expect(removeOld.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(removeOld.json()).error).toBe(DOCUMENT_LOCKED_MESSAGE);
    const removeNew = await app.inject({
      method: 'DELETE',
      url: `/api/candidate/${invitation.token}/documents/${extraId}`,
    });
    expect(removeNew.statusCode).toBe(200);

    // Resubmitting: a locked section changed is refused; otherwise back to SUBMITTED with the answer.
    const full = completeFormData({ ssn: '123-45-6789' });
    const badSubmit = await resubmit(invitation.token, invitation.verificationId, {
      formData: { ...full, personalInfo: { ...full.personalInfo, phone: '+44 20 0000 0000' }, education },
    });
    expect(badSubmit.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(badSubmit.json()).details).toContainEqual({
      path: 'formData.personalInfo',
      message: SECTION_NOT_REQUESTED,
    });
    const addedDocument = added.json<{ document: object }>().document;
    const answer = await resubmit(invitation.token, invitation.verificationId, {
      formData: { ...full, education },
      documents: [earlyDocument, addedDocument],
      responseMessage: 'Corrected the degree and attached the certificate.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(submitVerificationResponseSchema.parse(answer.json()).status).toBe('SUBMITTED');
    expect((await rowOf(invitation.verificationId)).status).toBe('SUBMITTED');

    const listed = listInformationRequestsResponseSchema.parse(
      (await history(invitation.verificationId)).json(),
    );
    expect(listed.informationRequests).toHaveLength(1);
    expect(listed.informationRequests[0]).toMatchObject({
      id: body.informationRequest.id,
      state: 'ANSWERED',
      requestedBy: { userId: owner.userId },
      answer: {
        message: 'Corrected the degree and attached the certificate.',
        changedSections: ['education', 'documents'],
        documentIds: [added.json<{ document: { id: string } }>().document.id],
      },
    });
    const submittedAudit = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.verificationId, invitation.verificationId),
          eq(auditEvents.action, 'verification.submitted'),
        ),
      );
    expect(
      submittedAudit.map((a) => (a.metadata as { informationRequestId?: string }).informationRequestId),
    ).toContain(body.informationRequest.id);

    // After the answer the link shows the status again; a second request can be made.
    const after = getCandidatePortalResponseSchema.parse((await getPortal(invitation.token)).json());
    expect(after.portal.submitted).toBe(true);
    const second = await requestMoreInfo(app, owner, invitation.verificationId, {
      message: 'One more thing',
    });
    expect(second.statusCode).toBe(200);
    const both = listInformationRequestsResponseSchema.parse(
      (await history(invitation.verificationId)).json(),
    );
    expect(both.informationRequests.map((r) => r.state)).toEqual(['OPEN', 'ANSWERED']);
  });

  it('validates the request with the contracts: a message or a category text, a deadline not before today', async () => {
    const { verificationId } = await submittedVerification(app, owner);
    const empty = await requestMoreInfo(app, owner, verificationId, {
      message: '  ',
      specificRequests: { education: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(empty.json()).details).toContainEqual({
      path: 'requestData.message',
      message: INFORMATION_REQUEST_EMPTY,
    });
    const late = await requestMoreInfo(app, owner, verificationId, {
      message: 'Diploma please',
      deadline: yesterday,
    });
    expect(late.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(late.json()).details).toContainEqual({
      path: 'requestData.deadline',
      message: DEADLINE_BEFORE_TODAY,
    });
    const badUrgency = await requestMoreInfo(app, owner, verificationId, {
      message: 'x',
      urgency: 'whenever',
    });
    expect(badUrgency.statusCode).toBe(400);
    expect((await rowOf(verificationId)).status).toBe('SUBMITTED');
    expect(
      await app.db
        .select()
        .from(informationRequests)
        .where(eq(informationRequests.verificationId, verificationId)),
    ).toEqual([]);

    const onTime = await requestMoreInfo(app, owner, verificationId, {
      specificRequests: { employment: 'Add your 2015 job' },
      deadline: today,
    });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('is offered only while SUBMITTED, answers 401, 403 and 404, and repeats nothing for a retried requestId', async () => {
    const invited = await invite(app, owner);
    const notYet = await requestMoreInfo(app, owner, invited.verificationId);
    expect(notYet.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(notYet.json()).code).toBe('INVALID_STATE');

    const { verificationId } = await submittedVerification(app, owner);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      payload: { action: 'REQUEST_MORE_INFO', verificationId, requestData: { message: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
    const auditor = await addMember(app, owner.organisationId, ['auditor']);
    expect((await requestMoreInfo(app, auditor, verificationId)).statusCode).toBe(403);
    expect((await requestMoreInfo(app, other, verificationId)).statusCode).toBe(404);
    // A candidate token does not authorise a reviewer's action.
    const withToken = await app.inject({
      method: 'POST',
      url: '/api/submit-verification',
      headers: { [CANDIDATE_TOKEN_HEADER]: invited.token },
      payload: {
        action: 'REQUEST_MORE_INFO',
        verificationId: invited.verificationId,
        requestData: { message: 'x' },
      },
    });
    expect(withToken.statusCode).toBe(401);

    const first = await requestMoreInfo(app, owner, verificationId, undefined, { requestId: 'req-42' });
    const again = await requestMoreInfo(app, owner, verificationId, undefined, { requestId: 'req-42' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(requestMoreInfoResponseSchema.parse(again.json()).informationRequest.id).toBe(
      requestMoreInfoResponseSchema.parse(first.json()).informationRequest.id,
    );
    expect(
      await app.db
        .select()
        .from(informationRequests)
        .where(eq(informationRequests.verificationId, verificationId)),
    ).toHaveLength(1);
  });

  it('lets exactly the roles that start or decide verifications request information', async () => {
    const allowed = (role: Role) =>
      REQUEST_MORE_INFO_ACCESS.anyPermission.some((p) =>
        (
          ({
            super_admin: ['approve_verifications', 'reject_verifications'],
            hr_director: ['initiate_verification', 'approve_verifications', 'reject_verifications'],
            hr_manager: ['initiate_verification', 'approve_verifications'],
            recruiter: ['initiate_verification'],
            hiring_manager: ['initiate_verification', 'approve_verifications'],
          }) as Partial<Record<Role, readonly string[]>>
        )[role]?.includes(p),
      );
    const foreign = await submittedVerification(app, other);
    for (const role of ROLES) {
      const member = await addMember(app, owner.organisationId, [role]);
      const { verificationId } = await submittedVerification(app, owner);
      const res = await requestMoreInfo(app, member, verificationId);
      if (allowed(role)) {
        // A recruiter sees only what they invited: the owner's verification is hidden from them.
        expect(res.statusCode, `${role}: ${res.body}`).toBe(role === 'recruiter' ? 404 : 200);
        expect((await requestMoreInfo(app, member, foreign.verificationId)).statusCode, role).toBe(404);
      } else {
        expect(res.statusCode, role).toBe(403);
      }
    }
    const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
    const own = await submittedVerification(app, recruiter);
    expect((await requestMoreInfo(app, recruiter, own.verificationId)).statusCode).toBe(200);
  });

  it('reports a failed email as a failure: nothing is sent, the verification stays SUBMITTED', async () => {
    const { verificationId, token } = await submittedVerification(app, owner);
    const failing = await buildTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:9' },
      database: { ...app.database!, close: () => Promise.resolve() },
      now: clock,
    });
    try {
      const res = await requestMoreInfo(failing, owner, verificationId);
      expect(res.statusCode).toBe(502);
      expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
        code: 'UPSTREAM_FAILED',
        error: INFORMATION_REQUEST_FAILED,
      });
    } finally {
      await failing.close();
    }
    expect((await rowOf(verificationId)).status).toBe('SUBMITTED');
    const [stored] = await app.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.verificationId, verificationId));
    expect(stored).toMatchObject({ state: 'EMAIL_FAILED', emailSentAt: null });
    const portal = getCandidatePortalResponseSchema.parse((await getPortal(token)).json());
    expect(portal.portal.submitted).toBe(true);
    const listed = listInformationRequestsResponseSchema.parse((await history(verificationId)).json());
    expect(listed.informationRequests[0]).toMatchObject({ state: 'EMAIL_FAILED', emailSent: false });
    // The request can be made again once mail works.
    expect((await requestMoreInfo(app, owner, verificationId)).statusCode).toBe(200);
  });

  it('issues a new link when the old one was revoked', async () => {
    const { verificationId, token } = await submittedVerification(app, owner);
    await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/revoke-link`,
      headers: { cookie: owner.cookie },
    });
    const res = await requestMoreInfo(app, owner, verificationId, {
      message: 'Please check your address',
      personalInfo: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await getPortal(token)).statusCode).toBe(404);
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'information-request'));
    const fresh = tokenOf(
      mails.find((m) => m.textBody?.includes('Please check your address'))?.textBody ?? '',
    );
    expect(fresh).not.toBe(token);
    const { portal } = getCandidatePortalResponseSchema.parse((await getPortal(fresh)).json());
    expect(portal).toMatchObject({ submitted: false, editableSections: ['personalInfo'] });
  });

  it('answers 401, 403 and 404 for the history', async () => {
    const { verificationId } = await submittedVerification(app, owner);
    expect(
      (await app.inject({ method: 'GET', url: `/api/verifications/${verificationId}/information-requests` }))
        .statusCode,
    ).toBe(401);
    const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
    expect((await history(verificationId, candidateRole.cookie)).statusCode).toBe(403);
    expect((await history(verificationId, other.cookie)).statusCode).toBe(404);
    expect((await history('not-a-uuid')).statusCode).toBe(400);
  });
});
