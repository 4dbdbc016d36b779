import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TOKEN_HEADER,
  DOCUMENT_LOCKED_MESSAGE,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  listInformationRequestsResponseSchema,
  requestMoreInfoResponseSchema,
  SECTION_NOT_REQUESTED,
  submitVerificationResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { candidatePortalCalls } from '../../../test/candidate-portal-helpers.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import { informationRequestHistory, steppingClock } from '../../../test/information-request-helpers.js';
import {
  completeFormData,
  invite,
  newOrganisation,
  requestMoreInfo,
  submission,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, outboxEmails } from '../../db/schema.js';

describe('requests for more information', () => {
  let app: TestApp;
  let owner: Staff;
  const { clock, today } = steppingClock();

  beforeAll(async () => {
    app = await buildTestApp({ now: clock });
    owner = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const { getPortal, saveDraft, rowOf } = candidatePortalCalls(() => app);
  const history = informationRequestHistory(
    () => app,
    () => owner,
  );
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
});
