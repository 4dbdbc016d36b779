import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_LINK_NOT_FOUND,
  CANDIDATE_TOKEN_HEADER,
  CONSENT_DISCLOSURE,
  consentMessages,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  saveCandidateDraftResponseSchema,
  submitVerificationResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  completeFormData,
  invite,
  newOrganisation,
  submission,
  submit,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, verifications } from '../../db/schema.js';

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

  const getPortal = (token: string, remoteAddress?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/candidate/${token}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const saveDraft = (token: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/candidate/${token}/draft`, payload });
  const rowOf = async (id: string) =>
    (await app.db.select().from(verifications).where(eq(verifications.id, id)))[0]!;

  describe('GET /api/candidate/{token}', () => {
    it('answers the prefill from the invitation record, status INVITED and step 1', async () => {
      const invitation = await invite(app, owner, {
        candidateName: 'Grace Brewster Hopper',
        candidateEmail: 'grace@navy.example',
      });
      const res = await getPortal(invitation.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
      const { portal } = getCandidatePortalResponseSchema.parse(res.json());
      expect(portal).toMatchObject({
        submitted: false,
        verificationId: invitation.verificationId,
        status: 'INVITED',
        currentStep: 1,
        formData: null,
        documents: [],
        disclosureVersion: CONSENT_DISCLOSURE.version,
        prefill: { firstName: 'Grace', lastName: 'Brewster Hopper', email: 'grace@navy.example' },
      });
    });

    it('answers 404 NOT_FOUND for an invented, a malformed, an expired and a revoked token', async () => {
      const expired = await invite(app, owner);
      await app.db
        .update(verifications)
        .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.id, expired.verificationId));
      const revoked = await invite(app, owner);
      await app.inject({
        method: 'POST',
        url: `/api/verifications/${revoked.verificationId}/revoke-link`,
        headers: { cookie: owner.cookie },
      });
      const invented = 'A'.repeat(43);
      for (const token of [
        invented,
        'short',
        'x'.repeat(99),
        expired.token,
        revoked.token,
        revoked.verificationId,
      ]) {
        const res = await getPortal(token, '192.0.2.10');
        expect(res.statusCode, token).toBe(404);
        expect(errorEnvelopeSchema.parse(res.json())).toMatchObject({
          code: 'NOT_FOUND',
          error: CANDIDATE_LINK_NOT_FOUND,
        });
      }
    });

    it('rate limits an address that keeps guessing tokens, without affecting others', async () => {
      const invitation = await invite(app, owner);
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++)
        statuses.push((await getPortal(`guess${i}`.padEnd(43, 'x'), '198.51.100.66')).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
      // Even a valid token is refused from that address while it is blocked; others are unaffected.
      expect((await getPortal(invitation.token, '198.51.100.66')).statusCode).toBe(429);
      expect((await getPortal(invitation.token, '198.51.100.67')).statusCode).toBe(200);
    });
  });

  describe('PUT /api/candidate/{token}/draft', () => {
    let invitation: Invitation;
    beforeAll(async () => {
      invitation = await invite(app, owner);
    });

    it('saves the draft; the first save moves INVITED to IN_PROGRESS with one audit row', async () => {
      const draft = {
        personalInfo: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          phone: '+44 20',
          currentAddress: { city: 'London' },
        },
        education: [{ institution: 'University of London' }],
      };
      const first = await saveDraft(invitation.token, { formData: draft, currentStep: 2 });
      expect(first.statusCode).toBe(200);
      expect(saveCandidateDraftResponseSchema.parse(first.json())).toMatchObject({
        status: 'IN_PROGRESS',
        currentStep: 2,
      });
      const second = await saveDraft(invitation.token, {
        formData: { ...draft, employment: [{ company: 'Analytical Engines' }] },
        currentStep: 3,
      });
      expect(second.json()).toMatchObject({ status: 'IN_PROGRESS', currentStep: 3 });

      const audit = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.verificationId, invitation.verificationId));
      expect(audit.filter((a) => a.action === 'verification.started').map((a) => a.metadata)).toEqual([
        expect.objectContaining({ from: 'INVITED', to: 'IN_PROGRESS' }),
      ]);
    });

    it('resumes where the candidate was, from any device: step and data come from the server', async () => {
      const { portal } = getCandidatePortalResponseSchema.parse((await getPortal(invitation.token)).json());
      if (portal.submitted) throw new Error('unexpected');
      expect(portal.status).toBe('IN_PROGRESS');
      expect(portal.currentStep).toBe(3);
      expect(portal.formData?.personalInfo?.currentAddress?.city).toBe('London');
      expect(portal.formData?.employment?.[0]?.company).toBe('Analytical Engines');
    });

    it('keeps an SSN only encrypted, never in form_data, and never sends it back', async () => {
      const res = await saveDraft(invitation.token, {
        formData: { personalInfo: { firstName: 'Ada', ssn: '123-45-6789' } },
        currentStep: 1,
      });
      expect(res.statusCode).toBe(200);
      const row = await rowOf(invitation.verificationId);
      expect(JSON.stringify(row.formData)).not.toContain('6789');
      expect(row.ssnEncrypted).toMatch(/^v1\./);
      expect(row.ssnEncrypted).not.toContain('6789');
      const portal = (await getPortal(invitation.token)).body;
      expect(portal).not.toContain('6789');
    });

    it('refuses an invalid step and over-long values with 400', async () => {
      for (const payload of [
        { formData: {}, currentStep: 6 },
        { formData: { personalInfo: { firstName: 'x'.repeat(201) } } },
        { formData: { personalInfo: { previousAddresses: Array.from({ length: 8 }, () => ({})) } } },
      ]) {
        const res = await saveDraft(invitation.token, payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      }
    });

    it('answers 404 for an unknown token', async () => {
      expect((await saveDraft('B'.repeat(43), { formData: {} })).statusCode).toBe(404);
    });
  });

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
