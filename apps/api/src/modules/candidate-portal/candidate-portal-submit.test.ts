import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_TOKEN_HEADER,
  CONSENT_DISCLOSURE,
  consentMessages,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  submitVerificationResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { candidatePortalCalls } from '../../../test/candidate-portal-helpers.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  completeFormData,
  invite,
  newOrganisation,
  submission,
  submit,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents } from '../../db/schema.js';

describe('candidate portal', () => {
  let app: TestApp;
  let owner: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const { getPortal, saveDraft, rowOf } = candidatePortalCalls(() => app);

  describe('POST /api/submit-verification', () => {
    it('stores form, consent and SUBMITTED in one go, with the SSN encrypted and an audit row', async () => {
      const invitation = await invite(app, owner);
      await saveDraft(invitation.token, { formData: { personalInfo: { firstName: 'Ada' } }, currentStep: 4 });
      const upload = multipartBody({ name: 'diploma.pdf', content: pdfBytes() });
      const uploaded = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        ...upload,
      });
      expect(uploaded.statusCode).toBe(201);
      const document = uploaded.json<{ document: { id: string } }>().document;
      const formData = completeFormData({ ssn: '123-45-6789' });
      formData.education[0] = {
        ...formData.education[0]!,
        certificate: { fileName: 'diploma.pdf', documentId: document.id },
      } as never;

      const res = await app.inject({
        method: 'POST',
        url: '/api/submit-verification',
        headers: { [CANDIDATE_TOKEN_HEADER]: invitation.token, 'user-agent': 'PortalTest/1.0' },
        payload: {
          verificationId: invitation.verificationId,
          status: 'SUBMITTED',
          submittedAt: new Date().toISOString(),
          candidateEmail: 'ada@analytical.example',
          candidateName: 'Ada Lovelace',
          formData,
          documents: [uploaded.json<{ document: object }>().document],
          consent: {
            disclosureVersion: CONSENT_DISCLOSURE.version,
            accepted: true,
            signature: ' Ada Lovelace ',
          },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(submitVerificationResponseSchema.parse(res.json())).toEqual({
        success: true,
        verificationId: invitation.verificationId,
        status: 'SUBMITTED',
      });

      const row = await rowOf(invitation.verificationId);
      expect(row.status).toBe('SUBMITTED');
      expect(row.submittedAt).toBeInstanceOf(Date);
      expect(row.currentStep).toBe(5);
      expect(JSON.stringify(row.formData)).not.toContain('6789');
      expect(row.ssnEncrypted).toMatch(/^v1\./);
      expect(row.formData).toMatchObject({ personalInfo: { firstName: 'Ada', lastName: 'Lovelace' } });
      expect(row.consent).toMatchObject({
        disclosureVersion: CONSENT_DISCLOSURE.version,
        accepted: true,
        signature: 'Ada Lovelace',
        ip: '127.0.0.1',
        userAgent: 'PortalTest/1.0',
      });
      expect(Date.parse((row.consent as { signedAt: string }).signedAt)).not.toBeNaN();
      const audit = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.verificationId, invitation.verificationId));
      expect(audit.filter((a) => a.action === 'verification.submitted')).toHaveLength(1);
    });

    it('is idempotent: a repeated submit answers the same and makes no second transition', async () => {
      const invitation = await invite(app, owner);
      const first = await submit(app, invitation);
      const second = await submit(app, invitation);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const audit = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.verificationId, invitation.verificationId));
      expect(audit.filter((a) => a.action === 'verification.submitted')).toHaveLength(1);
    });

    it('handles a double click (two submits at once) with one transition', async () => {
      const invitation = await invite(app, owner);
      const results = await Promise.all([
        submit(app, invitation),
        submit(app, invitation),
        submit(app, invitation),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const audit = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.verificationId, invitation.verificationId));
      expect(audit.filter((a) => a.action === 'verification.submitted')).toHaveLength(1);
    });

    it('after submission: the link shows the status only, drafts and uploads are refused', async () => {
      const invitation = await invite(app, owner);
      await submit(app, invitation);
      const { portal } = getCandidatePortalResponseSchema.parse((await getPortal(invitation.token)).json());
      expect(portal).toEqual({
        submitted: true,
        verificationId: invitation.verificationId,
        status: 'SUBMITTED',
        submittedAt: expect.any(String) as string,
      });
      const draft = await saveDraft(invitation.token, { formData: {} });
      expect(draft.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(draft.json()).code).toBe('INVALID_STATE');
      const upload = await app.inject({
        method: 'POST',
        url: `/api/candidate/${invitation.token}/documents`,
        ...multipartBody({ name: 'late.pdf', content: pdfBytes() }),
      });
      expect(upload.statusCode).toBe(409);
    });

    it('validates with the form schemas: documented messages under each field, nothing stored', async () => {
      const invitation = await invite(app, owner);
      const formData = completeFormData();
      const res = await submit(app, invitation, {
        formData: {
          ...formData,
          personalInfo: { ...formData.personalInfo, firstName: '  ', email: 'nope' },
          employment: [{ ...formData.employment[0], supervisorEmail: 'bad' }],
        },
      });
      expect(res.statusCode).toBe(400);
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.details).toEqual(
        expect.arrayContaining([
          { path: 'formData.personalInfo.firstName', message: 'First name is required' },
          { path: 'formData.personalInfo.email', message: 'Email is invalid' },
          { path: 'formData.employment.0.supervisorEmail', message: 'Supervisor email is invalid' },
        ]),
      );
      const empty = await submit(app, invitation, {
        formData: { ...formData, education: [], employment: [] },
      });
      expect(errorEnvelopeSchema.parse(empty.json()).details).toEqual(
        expect.arrayContaining([
          { path: 'formData.education', message: 'At least one education entry is required' },
          { path: 'formData.employment', message: 'At least one employment entry is required' },
        ]),
      );
      expect((await rowOf(invitation.verificationId)).status).toBe('INVITED');
    });

    it('refuses a submission without the signed consent', async () => {
      const invitation = await invite(app, owner);
      const cases: [unknown, string][] = [
        [null, 'consent'],
        [
          { disclosureVersion: CONSENT_DISCLOSURE.version, accepted: false, signature: 'Ada Lovelace' },
          'consent.accepted',
        ],
        [
          { disclosureVersion: CONSENT_DISCLOSURE.version, accepted: true, signature: '  ' },
          'consent.signature',
        ],
        [
          { disclosureVersion: '1999-01', accepted: true, signature: 'Ada Lovelace' },
          'consent.disclosureVersion',
        ],
      ];
      for (const [consent, path] of cases) {
        const res = await submit(app, invitation, { consent });
        expect(res.statusCode, path).toBe(400);
        expect(errorEnvelopeSchema.parse(res.json()).details?.map((d) => d.path)).toContain(path);
      }
      const signature = await submit(app, invitation, {
        consent: { disclosureVersion: CONSENT_DISCLOSURE.version, accepted: true, signature: '' },
      });
      expect(errorEnvelopeSchema.parse(signature.json()).error).toBe(consentMessages.signatureRequired);
      expect((await rowOf(invitation.verificationId)).status).toBe('INVITED');
    });

    it('refuses documents that were not uploaded with this link', async () => {
      const invitation = await invite(app, owner);
      const res = await submit(app, invitation, {
        documents: [
          {
            id: '3b241101-e2bb-4255-8caf-4136c566a962',
            fileName: 'x.pdf',
            type: 'application/pdf',
            size: 10,
            sha256: 'a'.repeat(64),
            uploadedAt: new Date().toISOString(),
            documentType: 'GENERAL',
          },
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(res.json()).details?.[0]?.path).toBe('documents.0.id');
    });

    it('answers 401 without the token header, 404 for a wrong token or another verification id', async () => {
      const invitation = await invite(app, owner);
      const other = await invite(app, owner);
      const noHeader = await app.inject({
        method: 'POST',
        url: '/api/submit-verification',
        payload: submission(invitation),
      });
      expect(noHeader.statusCode).toBe(401);
      expect((await submit(app, { ...invitation, token: 'C'.repeat(43) })).statusCode).toBe(404);
      // The token authorises only its own verification.
      expect(
        (await submit(app, { verificationId: other.verificationId, token: invitation.token })).statusCode,
      ).toBe(404);
      expect((await rowOf(other.verificationId)).status).toBe('INVITED');
    });
  });
});
