import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVerificationResponseSchema } from '@candor/contracts';
import { auditEvents, verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { docxBytes, exeBytes, jpegBytes, pdfBytes } from '../../../test/fixtures.js';
import { staffVerificationCalls } from '../../../test/staff-verification-helpers.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';

/** The staff form's body: the complete form without SSN unless given. */
function information(overrides: { ssn?: string; dateOfBirth?: string | null } = {}) {
  const form = completeFormData(overrides.ssn === undefined ? {} : { ssn: overrides.ssn });
  const { dateOfBirth, ...personal } = form.personalInfo;
  return {
    ...form,
    personalInfo:
      overrides.dateOfBirth === null
        ? personal
        : { ...personal, dateOfBirth: overrides.dateOfBirth ?? dateOfBirth },
  };
}

describe('staff views of a verification', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const { get, put, upload } = staffVerificationCalls(() => app);

  describe('candidate information form', () => {
    it('stores the SSN encrypted, shows it masked, reveals it only with view_pii and audits the reveal', async () => {
      const { verificationId } = await invite(app, owner);
      const saved = await put(owner, verificationId, information({ ssn: '123-45-6789' }));
      expect(saved.statusCode, saved.body).toBe(200);
      const savedRecord = getVerificationResponseSchema.parse(saved.json()).verification;
      expect(savedRecord.formData?.personalInfo?.ssn).toBe('***-**-6789');

      const [row] = await app.db.select().from(verifications).where(eq(verifications.id, verificationId));
      expect(row!.ssnEncrypted).toBeTruthy();
      expect(row!.ssnEncrypted).not.toContain('6789');
      expect(JSON.stringify(row!.formData)).not.toContain('6789');

      const masked = getVerificationResponseSchema.parse((await get(owner, verificationId)).json());
      expect(masked.verification.formData?.personalInfo?.ssn).toBe('***-**-6789');
      expect(masked.verification.formData?.personalInfo?.dateOfBirth).toBe('****-**-**');

      const revealed = getVerificationResponseSchema.parse(
        (await get(owner, verificationId, '?reveal=pii')).json(),
      );
      expect(revealed.verification.formData?.personalInfo?.ssn).toBe('123-45-6789');
      const reveals = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.verificationId, verificationId),
            eq(auditEvents.action, 'verification.pii_revealed'),
          ),
        );
      expect(reveals).toHaveLength(1);

      const auditor = await addMember(app, owner.organisationId, ['auditor']);
      expect((await get(auditor, verificationId, '?reveal=pii')).statusCode).toBe(403);
      expect((await put(auditor, verificationId, information())).statusCode).toBe(403);
    });

    it('keeps the SSN and date of birth when they are left out, and removes the SSN when blank', async () => {
      const { verificationId } = await invite(app, owner);
      expect((await put(owner, verificationId, information({ ssn: '987654321' }))).statusCode).toBe(200);
      const kept = await put(owner, verificationId, {
        ...information({ dateOfBirth: null }),
        education: [],
        employment: [],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      const revealed = getVerificationResponseSchema.parse(
        (await get(owner, verificationId, '?reveal=pii')).json(),
      ).verification;
      expect(revealed.formData?.personalInfo).toMatchObject({ ssn: '987654321', dateOfBirth: '1990-12-10' });
      expect(revealed.formData?.education).toEqual([]);

      expect((await put(owner, verificationId, information({ ssn: '' }))).statusCode).toBe(200);
      const [row] = await app.db.select().from(verifications).where(eq(verifications.id, verificationId));
      expect(row!.ssnEncrypted).toBeNull();
    });

    it('refuses bad input with the documented messages and changes nothing', async () => {
      const { verificationId } = await invite(app, owner);
      const form = information({ ssn: '12-34' });
      const bad = await put(owner, verificationId, {
        ...form,
        personalInfo: { ...form.personalInfo, firstName: '  ', email: 'not-an-email' },
        employment: [{ ...form.employment[0], supervisorEmail: 'boss@' }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ details: { message: string }[] }>().details.map((d) => d.message)).toEqual(
        expect.arrayContaining([
          'First name is required',
          'Email is invalid',
          'SSN must be 9 digits, e.g. 123-45-6789',
          'Supervisor email is invalid',
        ]),
      );
      const noBirthDate = await put(owner, verificationId, information({ dateOfBirth: null }));
      expect(noBirthDate.statusCode).toBe(400);
      expect(noBirthDate.json<{ error: string }>().error).toBe('Date of birth is required');
      const [row] = await app.db.select().from(verifications).where(eq(verifications.id, verificationId));
      expect(row!.formData).toEqual({});
      expect(row!.ssnEncrypted).toBeNull();
    });

    it("hides another organisation's verification behind 404", async () => {
      const { verificationId } = await invite(app, owner);
      expect((await put(other, verificationId, information())).statusCode).toBe(404);
    });
  });

  describe('document upload panel', () => {
    it('stores a staff upload encrypted with its type, lists it and serves it back', async () => {
      const invitation = await submittedVerification(app, owner, {
        candidateEmail: 'ada@analytical.example',
      });
      const content = pdfBytes(4096, 'z');
      const res = await upload(owner, invitation.verificationId, { name: 'diploma.pdf', content });
      expect(res.statusCode, res.body).toBe(201);
      const document = res.json<{ document: { id: string; documentType: string; size: number } }>().document;
      expect(document).toMatchObject({ documentType: 'EDUCATION', size: content.length });

      const record = getVerificationResponseSchema.parse(
        (await get(owner, invitation.verificationId)).json(),
      );
      expect(record.verification.documents.map((d) => d.fileName)).toContain('diploma.pdf');
      const download = await app.inject({
        method: 'GET',
        url: `/api/verifications/${invitation.verificationId}/documents/${document.id}`,
        headers: { cookie: owner.cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(content)).toBe(true);
      const uploads = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.verificationId, invitation.verificationId),
            eq(auditEvents.action, 'document.uploaded'),
          ),
        );
      expect(uploads.some((event) => event.actorType === 'user')).toBe(true);
    });

    it('accepts only pdf, jpg and png by their bytes, and says so', async () => {
      const { verificationId } = await invite(app, owner);
      expect(
        (await upload(owner, verificationId, { name: 'photo.jpeg', content: jpegBytes() })).statusCode,
      ).toBe(201);
      for (const file of [
        { name: 'letter.docx', content: docxBytes() },
        { name: 'setup.pdf', content: exeBytes() },
      ]) {
        const refused = await upload(owner, verificationId, file);
        expect(refused.statusCode, file.name).toBe(415);
        expect(refused.json<{ error: string }>().error).toBe('File must be a PDF, JPG, JPEG or PNG file');
      }
      const tooBig = await upload(owner, verificationId, {
        name: 'big.pdf',
        content: pdfBytes(11 * 1024 * 1024),
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json<{ error: string }>().error).toBe('File must be 10MB or smaller');
    });

    it("refuses another organisation's verification (404) and a bad verification type (400)", async () => {
      const { verificationId } = await invite(app, owner);
      const file = { name: 'a.pdf', content: pdfBytes() };
      expect((await upload(other, verificationId, file)).statusCode).toBe(404);
      expect((await upload(owner, verificationId, file, 'CRIMINAL')).statusCode).toBe(400);
    });
  });
});
