import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_PATH,
  REALTIME_SOCKET_OPTIONS,
  getVerificationResponseSchema,
  myVerificationsResponseSchema,
  ownVerificationLinkResponseSchema,
  type DocumentProcessedEvent,
  type ServerToClientEvents,
  type VerificationUpdateEvent,
} from '@candor/contracts';
import { auditEvents, verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { docxBytes, exeBytes, jpegBytes, multipartBody, pdfBytes, pngBytes } from '../../../test/fixtures.js';
import {
  addMember,
  completeFormData,
  invite,
  newOrganisation,
  submittedVerification,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';

const education = {
  candidateName: 'Grace Hopper',
  institution: 'Yale University',
  degree: 'PhD Mathematics',
  graduationYear: 1965,
  email: 'grace@navy.example',
};
const employment = {
  candidateName: 'Katherine Johnson',
  company: 'NASA Langley',
  jobTitle: 'Mathematician',
  startDate: '1953-06-01',
  email: 'katherine@langley.example',
};

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

  const get = async (staff: Pick<Staff, 'cookie'>, id: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/verifications/${id}${query}`, headers: { cookie: staff.cookie } });
  const put = (staff: Pick<Staff, 'cookie'>, id: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/verifications/${id}/candidate-information`,
      headers: { cookie: staff.cookie },
      payload,
    });
  const upload = (
    staff: Pick<Staff, 'cookie'>,
    id: string,
    file: { name: string; content: Buffer },
    verificationType = 'EDUCATION',
  ) => {
    const body = multipartBody(file);
    return app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/documents?verificationType=${verificationType}`,
      headers: { cookie: staff.cookie, ...body.headers },
      payload: body.payload,
    });
  };

  describe('request forms', () => {
    it('creates an EDUCATION verification, emails the candidate their link prefilled with the request', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/education-verification',
        headers: { cookie: owner.cookie },
        payload: education,
      });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ success: true; verificationId: string; candidateUrl: string }>();
      expect(body.candidateUrl).toMatch(/\/candidate\/[A-Za-z0-9_-]{43}\?/);

      const record = getVerificationResponseSchema.parse((await get(owner, body.verificationId)).json());
      expect(record.verification).toMatchObject({
        verificationType: 'EDUCATION',
        status: 'INVITED',
        candidateName: 'Grace Hopper',
        candidateEmail: 'grace@navy.example',
        requestDetails: {
          kind: 'EDUCATION',
          institution: 'Yale University',
          degree: 'PhD Mathematics',
          graduationYear: 1965,
        },
      });
      expect(record.verification.formData?.education?.[0]).toMatchObject({
        institution: 'Yale University',
        degree: 'PhD Mathematics',
      });

      // The candidate's link opens the portal with the request already filled in.
      const token = /\/candidate\/([^?]+)/.exec(body.candidateUrl)![1]!;
      const portal = await app.inject({ method: 'GET', url: `/api/candidate/${token}` });
      expect(portal.statusCode).toBe(200);
      expect(portal.body).toContain('Yale University');
    });

    it('creates an EMPLOYMENT verification listed with the rest', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/employment-verification',
        headers: { cookie: owner.cookie },
        payload: { ...employment, endDate: '' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const list = await app.inject({
        method: 'GET',
        url: '/api/verifications?search=katherine',
        headers: { cookie: owner.cookie },
      });
      const rows = list.json<{ verifications: { verificationType: string; requestDetails: unknown }[] }>()
        .verifications;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        verificationType: 'EMPLOYMENT',
        requestDetails: {
          kind: 'EMPLOYMENT',
          company: 'NASA Langley',
          jobTitle: 'Mathematician',
          endDate: null,
        },
      });
    });

    it('refuses bad input with the form messages and stores nothing', async () => {
      const before = (await app.db.select().from(verifications)).length;
      const bad = await app.inject({
        method: 'POST',
        url: '/api/education-verification',
        headers: { cookie: owner.cookie },
        payload: { candidateName: ' ', institution: '', degree: 'BSc', graduationYear: 1949, email: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
      const messages = bad.json<{ details: { message: string }[] }>().details.map((d) => d.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Candidate name is required',
          'Institution is required',
          'Email is invalid',
          expect.stringMatching(/^Graduation year must be between 1950 and \d{4}$/),
        ]),
      );
      const badDates = await app.inject({
        method: 'POST',
        url: '/api/employment-verification',
        headers: { cookie: owner.cookie },
        payload: { ...employment, startDate: '', jobTitle: '' },
      });
      expect(badDates.statusCode).toBe(400);
      expect(badDates.json<{ details: { message: string }[] }>().details.map((d) => d.message)).toEqual(
        expect.arrayContaining(['Start date is required', 'Job title is required']),
      );
      expect((await app.db.select().from(verifications)).length).toBe(before);
    });

    it('is refused to a role that may not initiate verifications', async () => {
      const auditor = await addMember(app, owner.organisationId, ['auditor']);
      const res = await app.inject({
        method: 'POST',
        url: '/api/education-verification',
        headers: { cookie: auditor.cookie },
        payload: education,
      });
      expect(res.statusCode).toBe(403);
    });
  });

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

  describe("the candidate's own view", () => {
    it('shows a signed-in candidate their verifications in their organisation, with the open link', async () => {
      const candidate = await addMember(app, owner.organisationId, ['candidate'], null);
      const mine = await invite(app, owner, {
        candidateName: 'Cand Idate',
        candidateEmail: candidate.email.toUpperCase(),
      });
      // The same email in another organisation is not theirs to see.
      await invite(app, other, { candidateName: 'Cand Idate', candidateEmail: candidate.email });
      const res = await app.inject({
        method: 'GET',
        url: '/api/my-verifications',
        headers: { cookie: candidate.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = myVerificationsResponseSchema.parse(res.json());
      expect(body.verifications).toHaveLength(1);
      expect(body.verifications[0]).toMatchObject({
        verificationId: mine.verificationId,
        status: 'INVITED',
        statusScreen: 'PENDING',
        openRequest: null,
      });
      // The list says the link is open but carries no link (none is kept to show).
      expect(body.verifications[0]?.linkOpen).toBe(true);
      expect(res.body).not.toContain('/candidate/');
      expect(
        (await app.inject({ method: 'GET', url: '/api/my-verifications', headers: { cookie: owner.cookie } }))
          .statusCode,
      ).toBe(403);
    });

    it('issues the signed-in candidate a new private link on request, only to their own open verification', async () => {
      const candidate = await addMember(app, owner.organisationId, ['candidate'], null);
      const mine = await invite(app, owner, { candidateName: 'Cand Idate', candidateEmail: candidate.email });
      const someoneElses = await invite(app, owner, { candidateName: 'Some One' });
      const openLink = (id: string, cookie: string) =>
        app.inject({ method: 'POST', url: `/api/my-verifications/${id}/link`, headers: { cookie } });

      const res = await openLink(mine.verificationId, candidate.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const link = ownVerificationLinkResponseSchema.parse(res.json()).candidateUrl;
      const token = tokenOf(link);
      expect(token).not.toBe(mine.token);
      // Both the new link and the emailed one open the form.
      for (const t of [token, mine.token]) {
        expect((await app.inject({ method: 'GET', url: `/api/candidate/${t}` })).statusCode).toBe(200);
      }

      expect((await openLink(someoneElses.verificationId, candidate.cookie)).statusCode).toBe(404);
      expect((await openLink(mine.verificationId, owner.cookie)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: `/api/my-verifications/${mine.verificationId}/link` }))
          .statusCode,
      ).toBe(401);

      await app.inject({
        method: 'POST',
        url: `/api/verifications/${mine.verificationId}/revoke-link`,
        headers: { cookie: owner.cookie },
      });
      const closed = await openLink(mine.verificationId, candidate.cookie);
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({ success: false, code: 'INVALID_STATE' });
      expect((await app.inject({ method: 'GET', url: `/api/candidate/${token}` })).statusCode).toBe(404);
    });
  });
});

describe('realtime events of staff actions', () => {
  let app: TestApp;
  let socket: Socket<ServerToClientEvents> | undefined;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    socket?.disconnect();
    await app.close();
  });

  it('raises verification_update for a request form and document_processed for a staff upload', async () => {
    const owner = await newOrganisation(app, { plan: 'professional' });
    const { port } = app.server.address() as AddressInfo;
    socket = io(`http://127.0.0.1:${port}`, {
      ...REALTIME_SOCKET_OPTIONS,
      transports: [...REALTIME_SOCKET_OPTIONS.transports],
      path: REALTIME_PATH,
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie: owner.cookie, origin: 'http://localhost:3000' },
    });
    const updates: VerificationUpdateEvent[] = [];
    const documents: DocumentProcessedEvent[] = [];
    socket.on('verification_update', (event) => updates.push(event));
    socket.on('document_processed', (event) => documents.push(event));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => {
        resolve();
      });
      socket!.once('connect_error', reject);
    });

    const created = await app.inject({
      method: 'POST',
      url: '/api/employment-verification',
      headers: { cookie: owner.cookie },
      payload: employment,
    });
    const { verificationId } = created.json<{ verificationId: string }>();
    const file = multipartBody({ name: 'payslip.png', content: pngBytes() });
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/verifications/${verificationId}/documents?verificationType=EMPLOYMENT`,
      headers: { cookie: owner.cookie, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const deadline = Date.now() + 5000;
    while ((updates.length < 1 || documents.length < 1) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(updates).toContainEqual(
      expect.objectContaining({ verificationId, verificationType: 'EMPLOYMENT', status: 'INVITED' }),
    );
    expect(documents).toContainEqual(expect.objectContaining({ verificationId, documentType: 'EMPLOYMENT' }));
  });
});
