import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
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
import { verifications } from '../../db/schema.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { multipartBody, pngBytes } from '../../../test/fixtures.js';
import { staffVerificationCalls } from '../../../test/staff-verification-helpers.js';
import {
  addMember,
  invite,
  newOrganisation,
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

  const { get } = staffVerificationCalls(() => app);

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
      expect(body.candidateUrl).toMatch(/\/candidate\/[A-Za-z0-9_-]{43}$/);

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

    it('shows the candidate Submitted while the automated checks run and after, until a person decides', async () => {
      const candidate = await addMember(app, owner.organisationId, ['candidate'], null);
      const mine = await invite(app, owner, { candidateName: 'Cand Idate', candidateEmail: candidate.email });
      const own = async () =>
        myVerificationsResponseSchema
          .parse(
            (
              await app.inject({
                method: 'GET',
                url: '/api/my-verifications',
                headers: { cookie: candidate.cookie },
              })
            ).json(),
          )
          .verifications.find((verification) => verification.verificationId === mine.verificationId);
      for (const status of ['VERIFICATION_INITIATED', 'VERIFIED', 'VERIFICATION_FAILED'] as const) {
        await app.db.update(verifications).set({ status }).where(eq(verifications.id, mine.verificationId));
        expect(await own()).toMatchObject({ status: 'SUBMITTED', statusScreen: 'PENDING' });
      }
      await app.db
        .update(verifications)
        .set({ status: 'COMPLETED' })
        .where(eq(verifications.id, mine.verificationId));
      expect(await own()).toMatchObject({ status: 'COMPLETED', statusScreen: 'COMPLETED' });
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
