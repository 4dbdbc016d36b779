import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_DISCLOSURE,
  errorEnvelopeSchema,
  getVerificationResponseSchema,
  listVerificationsResponseSchema,
  MASKED_DATE_OF_BIRTH,
  STATUS_NOT_FOUND,
  verificationStatusResponseSchema,
  type VerificationRecord,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pdfBytes } from '../../../test/fixtures.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  submit,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, verifications } from '../../db/schema.js';

describe('staff reads of verifications', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  let submitted: Invitation;
  let documentId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
    submitted = await invite(app, owner, {
      candidateName: 'Ada Lovelace',
      candidateEmail: 'ada@analytical.example',
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/candidate/${submitted.token}/documents`,
      ...multipartBody({ name: 'diploma.pdf', content: pdfBytes() }),
    });
    documentId = uploaded.json<{ document: { id: string } }>().document.id;
    const response = await submit(app, submitted, {
      formData: completeFormData({ ssn: '123-45-6789' }),
      documents: [uploaded.json<{ document: object }>().document],
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (id: string, cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/verifications/${id}${query}`, headers: { cookie } });
  const list = (cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/verifications${query}`, headers: { cookie } });

  describe('GET /api/verifications/{id}', () => {
    it('answers the staff record with documents, consent and the link state; PII masked', async () => {
      const res = await get(submitted.verificationId, owner.cookie);
      expect(res.statusCode).toBe(200);
      const { verification } = getVerificationResponseSchema.parse(res.json());
      expect(verification).toMatchObject({
        verificationId: submitted.verificationId,
        verificationType: 'FULL',
        candidateName: 'Ada Lovelace',
        candidateEmail: 'ada@analytical.example',
        status: 'SUBMITTED',
        aiVerificationResults: null,
        currentStep: 5,
        piiRevealed: false,
        consent: { disclosureVersion: CONSENT_DISCLOSURE.version, signature: 'Ada Lovelace' },
        invitation: { open: false, revokedAt: null },
      });
      expect(verification.documents.map((d) => d.id)).toEqual([documentId]);
      expect(verification.formData?.personalInfo?.ssn).toBe('***-**-6789');
      expect(verification.formData?.personalInfo?.dateOfBirth).toBe(MASKED_DATE_OF_BIRTH);
      expect(verification.formData?.employment?.[0]?.supervisorName).toBe('Charles Babbage');
      expect(res.body).not.toContain('123-45');
      expect(res.body).not.toContain('1990-12-10');
    });

    it('reveals SSN and date of birth to view_pii on request, and audits the reveal', async () => {
      const res = await get(submitted.verificationId, owner.cookie, '?reveal=pii');
      expect(res.statusCode).toBe(200);
      const { verification } = getVerificationResponseSchema.parse(res.json());
      expect(verification.piiRevealed).toBe(true);
      expect(verification.formData?.personalInfo).toMatchObject({
        ssn: '123-45-6789',
        dateOfBirth: '1990-12-10',
      });
      const audit = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.verificationId, submitted.verificationId));
      expect(audit.filter((a) => a.action === 'verification.pii_revealed')).toHaveLength(1);
    });

    it('refuses the reveal to a member without view_pii (auditor), who still sees it masked', async () => {
      const auditor = await addMember(app, owner.organisationId, ['auditor']);
      expect((await get(submitted.verificationId, auditor.cookie, '?reveal=pii')).statusCode).toBe(403);
      const masked = getVerificationResponseSchema.parse(
        (await get(submitted.verificationId, auditor.cookie)).json(),
      );
      expect(masked.verification.formData?.personalInfo?.ssn).toBe('***-**-6789');
    });

    it("answers 404 with the documented text for another organisation's verification and an unknown id", async () => {
      const foreign = await get(submitted.verificationId, other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(foreign.json())).toMatchObject({
        code: 'NOT_FOUND',
        error: STATUS_NOT_FOUND,
      });
      expect((await get('3b241101-e2bb-4255-8caf-4136c566a962', owner.cookie)).statusCode).toBe(404);
    });

    it('answers 401 anonymous, 403 without a view permission, 400 for a malformed id or reveal', async () => {
      expect(
        (await app.inject({ method: 'GET', url: `/api/verifications/${submitted.verificationId}` }))
          .statusCode,
      ).toBe(401);
      const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
      expect((await get(submitted.verificationId, candidateRole.cookie)).statusCode).toBe(403);
      expect((await get('abc', owner.cookie)).statusCode).toBe(400);
      expect((await get(submitted.verificationId, owner.cookie, '?reveal=everything')).statusCode).toBe(400);
    });

    it('narrows to the department for view_department and to own invitations for view_own', async () => {
      const sales = await addMember(app, owner.organisationId, ['hr_manager'], 'Sales');
      const admin = await addMember(app, owner.organisationId, ['hiring_manager'], 'Administration');
      const recruiter = await addMember(app, owner.organisationId, ['recruiter'], 'Administration');
      const salesInvite = await invite(app, sales);
      const recruiterInvite = await invite(app, recruiter);

      // The owner (Administration) invited `submitted`.
      expect((await get(submitted.verificationId, sales.cookie)).statusCode).toBe(404);
      expect((await get(salesInvite.verificationId, sales.cookie)).statusCode).toBe(200);
      expect((await get(submitted.verificationId, admin.cookie)).statusCode).toBe(200);
      expect((await get(salesInvite.verificationId, admin.cookie)).statusCode).toBe(404);
      expect((await get(submitted.verificationId, recruiter.cookie)).statusCode).toBe(404);
      expect((await get(recruiterInvite.verificationId, recruiter.cookie)).statusCode).toBe(200);

      const ids = async (cookie: string) =>
        listVerificationsResponseSchema
          .parse((await list(cookie, '?limit=100')).json())
          .verifications.map((v) => v.verificationId);
      expect(await ids(recruiter.cookie)).toEqual([recruiterInvite.verificationId]);
      expect(await ids(sales.cookie)).toEqual([salesInvite.verificationId]);
      expect(await ids(owner.cookie)).toEqual(
        expect.arrayContaining([
          submitted.verificationId,
          salesInvite.verificationId,
          recruiterInvite.verificationId,
        ]),
      );
    });
  });

  describe('GET /api/verifications/{id}/status', () => {
    it('answers what the status screen shows', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/verifications/${submitted.verificationId}/status`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(verificationStatusResponseSchema.parse(res.json()).verification).toMatchObject({
        id: submitted.verificationId,
        type: 'FULL',
        status: 'PENDING',
        completedAt: null,
        result: null,
      });
      const foreign = await app.inject({
        method: 'GET',
        url: `/api/verifications/${submitted.verificationId}/status`,
        headers: { cookie: other.cookie },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('GET /api/verifications', () => {
    it('lists the organisation only, newest activity first, with the staff record fields', async () => {
      await invite(app, other);
      const res = await list(owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = listVerificationsResponseSchema.parse(res.json());
      expect(body.success).toBe(true);
      const orgIds = (
        await app.db
          .select()
          .from(verifications)
          .where(eq(verifications.organisationId, owner.organisationId))
      ).map((v) => v.id);
      for (const v of body.verifications) expect(orgIds).toContain(v.verificationId);
      const times = body.verifications.map((v) => Date.parse(v.updatedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const record = body.verifications.find((v) => v.verificationId === submitted.verificationId)!;
      expect(record.formData?.personalInfo?.ssn).toBe('***-**-6789');
      expect(record.documents).toHaveLength(1);
    });

    it('filters by status', async () => {
      const body = listVerificationsResponseSchema.parse(
        (await list(owner.cookie, '?status=SUBMITTED')).json(),
      );
      expect(body.verifications.length).toBeGreaterThan(0);
      expect(body.verifications.every((v) => v.status === 'SUBMITTED')).toBe(true);
      expect((await list(owner.cookie, '?status=NOPE')).statusCode).toBe(400);
    });

    it('pages with a keyset cursor without skipping or repeating rows, even with equal times', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      const created: string[] = [];
      for (let i = 0; i < 7; i++)
        created.push((await invite(app, org, { candidateName: `Page ${i}` })).verificationId);
      // Several rows sharing one updated_at: the id breaks the tie.
      const same = new Date('2025-03-01T10:00:00.123456Z');
      for (const id of created.slice(0, 4)) {
        await app.db.update(verifications).set({ updatedAt: same }).where(eq(verifications.id, id));
      }
      const seen: VerificationRecord[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const raw = await list(org.cookie, query);
        if (raw.statusCode !== 200) throw new Error(raw.body);
        const page = listVerificationsResponseSchema.parse(raw.json());
        seen.push(...page.verifications);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen.map((v) => v.verificationId).sort()).toEqual([...created].sort());
      expect(new Set(seen.map((v) => v.verificationId)).size).toBe(7);
    });

    it('answers 400 for a bad cursor or limit, 401 anonymous, 403 without a view permission', async () => {
      expect((await list(owner.cookie, '?cursor=garbage')).statusCode).toBe(400);
      expect((await list(owner.cookie, '?limit=0')).statusCode).toBe(400);
      expect((await list(owner.cookie, '?limit=101')).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/verifications' })).statusCode).toBe(401);
      const candidateRole = await addMember(app, owner.organisationId, ['candidate']);
      expect((await list(candidateRole.cookie)).statusCode).toBe(403);
    });

    it('shows the draft of a candidate in progress, with the link still open', async () => {
      const inProgress = await invite(app, owner);
      await app.inject({
        method: 'PUT',
        url: `/api/candidate/${inProgress.token}/draft`,
        payload: {
          formData: { personalInfo: { firstName: 'Ada', dateOfBirth: '1990-12-10' } },
          currentStep: 2,
        },
      });
      const { verification } = getVerificationResponseSchema.parse(
        (await get(inProgress.verificationId, owner.cookie)).json(),
      );
      expect(verification).toMatchObject({
        status: 'IN_PROGRESS',
        currentStep: 2,
        invitation: { open: true },
      });
      expect(verification.formData?.personalInfo).toMatchObject({
        firstName: 'Ada',
        dateOfBirth: MASKED_DATE_OF_BIRTH,
      });
    });
  });
});
