import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_LINK_NOT_FOUND,
  CONSENT_DISCLOSURE,
  errorEnvelopeSchema,
  getCandidatePortalResponseSchema,
  saveCandidateDraftResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { candidatePortalCalls } from '../../../test/candidate-portal-helpers.js';
import { invite, newOrganisation, type Invitation, type Staff } from '../../../test/verification-helpers.js';
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

  const { getPortal, saveDraft, rowOf } = candidatePortalCalls(() => app);

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
});
