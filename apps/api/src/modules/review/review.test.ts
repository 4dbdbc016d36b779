import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECISION_NOTE_REQUIRED,
  decisionResponseSchema,
  errorEnvelopeSchema,
  getVerificationResponseSchema,
  listVerificationsResponseSchema,
  verificationStatsResponseSchema,
  type VerificationRecord,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  requestMoreInfo,
  submit,
  submittedVerification,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, verifications } from '../../db/schema.js';

describe('review workspace', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  let ticks = 0;
  const base = Date.now();
  const clock = () => base + ticks++ * 1000;

  beforeAll(async () => {
    app = await buildTestApp({ now: clock });
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const list = (cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/verifications${query}`, headers: { cookie } });
  const decide = (
    cookie: string,
    id: string,
    verb: 'approve' | 'reject',
    payload: object = { note: 'Checked' },
  ) => app.inject({ method: 'POST', url: `/api/verifications/${id}/${verb}`, headers: { cookie }, payload });

  /** Every page of a listing, following nextCursor. */
  async function allPages(cookie: string, query: string): Promise<VerificationRecord[]> {
    const seen: VerificationRecord[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const res = await list(cookie, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = listVerificationsResponseSchema.parse(res.json());
      seen.push(...body.verifications);
      cursor = body.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('too many pages');
  }

  describe('GET /api/verifications: search, filter, sort', () => {
    let org: Staff;
    const made: { invitation: Invitation; submitted: boolean; name: string }[] = [];

    beforeAll(async () => {
      org = await newOrganisation(app, { plan: 'professional' });
      const people = [
        ['Ada Lovelace', 'ada@analytical.example', true],
        ['Grace Hopper', 'grace@navy.example', false],
        ['Alan Turing', 'alan@bletchley.example', true],
        ['Katherine Johnson', 'katherine@nasa.example', false],
        ['Edsger 100%_Dijkstra', 'edsger@eindhoven.example', true],
        ['Barbara Liskov', 'barbara@mit.example', true],
      ] as const;
      for (const [name, email, doSubmit] of people) {
        const invitation = await invite(app, org, { candidateName: name, candidateEmail: email });
        if (doSubmit) await submit(app, invitation);
        made.push({ invitation, submitted: doSubmit, name });
      }
    });

    it('searches the candidate name or email, case-insensitively, with % and _ taken literally', async () => {
      const byName = listVerificationsResponseSchema.parse(
        (await list(org.cookie, '?search=LOVELACE')).json(),
      );
      expect(byName.verifications.map((v) => v.candidateName)).toEqual(['Ada Lovelace']);
      const byEmail = listVerificationsResponseSchema.parse(
        (await list(org.cookie, '?search=navy.EXAMPLE')).json(),
      );
      expect(byEmail.verifications.map((v) => v.candidateName)).toEqual(['Grace Hopper']);
      const literal = listVerificationsResponseSchema.parse(
        (await list(org.cookie, `?search=${encodeURIComponent('0%_')}`)).json(),
      );
      expect(literal.verifications.map((v) => v.candidateName)).toEqual(['Edsger 100%_Dijkstra']);
      const wildcard = listVerificationsResponseSchema.parse((await list(org.cookie, '?search=%25')).json());
      expect(wildcard.verifications).toHaveLength(1);
      const blank = listVerificationsResponseSchema.parse((await list(org.cookie, '?search=%20%20')).json());
      expect(blank.verifications).toHaveLength(6);
      const combined = listVerificationsResponseSchema.parse(
        (await list(org.cookie, '?search=a&status=INVITED')).json(),
      );
      expect(combined.verifications.map((v) => v.candidateName).sort()).toEqual([
        'Grace Hopper',
        'Katherine Johnson',
      ]);
    });

    it('sorts by latest submission, never-submitted last, and pages through it without gaps or repeats', async () => {
      const pages = await allPages(org.cookie, '?sort=submitted&limit=2');
      const submittedNames = made
        .filter((m) => m.submitted)
        .map((m) => m.name)
        .reverse();
      const waiting = pages.slice(submittedNames.length);
      expect(pages.slice(0, submittedNames.length).map((v) => v.candidateName)).toEqual(submittedNames);
      expect(waiting.every((v) => v.submittedAt === null)).toBe(true);
      expect(new Set(pages.map((v) => v.verificationId)).size).toBe(6);
      // Each page boundary inside the never-submitted tail also holds (limit 1).
      const single = await allPages(org.cookie, '?sort=submitted&limit=1');
      expect(single.map((v) => v.verificationId)).toEqual(pages.map((v) => v.verificationId));
    });

    it('sorts by latest activity by default, pages with the search and filter applied', async () => {
      const pages = await allPages(org.cookie, '?sort=updated&limit=4&search=e');
      const expected = listVerificationsResponseSchema.parse(
        (await list(org.cookie, '?search=e&limit=100')).json(),
      );
      expect(pages.map((v) => v.verificationId)).toEqual(expected.verifications.map((v) => v.verificationId));
      const times = pages.map((v) => Date.parse(v.updatedAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('refuses a cursor of the other sort, an unknown sort and an over-long search with 400', async () => {
      const first = listVerificationsResponseSchema.parse(
        (await list(org.cookie, '?sort=updated&limit=1')).json(),
      );
      const crossed = await list(
        org.cookie,
        `?sort=submitted&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      expect(crossed.statusCode).toBe(400);
      expect((await list(org.cookie, '?sort=name')).statusCode).toBe(400);
      expect((await list(org.cookie, `?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/verifications/stats', () => {
    it('counts each card within the viewer visibility', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      await invite(app, org);
      await submittedVerification(app, org);
      const reviewed = await submittedVerification(app, org);
      await decide(org.cookie, reviewed.verificationId, 'approve');
      const started = await invite(app, org);
      await app.inject({
        method: 'PUT',
        url: `/api/candidate/${started.token}/draft`,
        payload: { formData: {} },
      });
      const checked = await submittedVerification(app, org);
      await app.db
        .update(verifications)
        .set({ status: 'VERIFIED' })
        .where(eq(verifications.id, checked.verificationId));

      const res = await app.inject({
        method: 'GET',
        url: '/api/verifications/stats',
        headers: { cookie: org.cookie },
      });
      expect(res.statusCode).toBe(200);
      const { stats } = verificationStatsResponseSchema.parse(res.json());
      expect(stats).toMatchObject({
        total: 5,
        pendingReview: 1,
        inProgress: 1,
        initiated: 0,
        completed: 1,
        aiVerified: 1,
      });
      expect(stats.byStatus).toMatchObject({
        INVITED: 1,
        SUBMITTED: 1,
        COMPLETED: 1,
        VERIFIED: 1,
        FAILED: 0,
      });

      // A manager of another department sees only their department (and what they invited).
      const manager = await addMember(app, org.organisationId, ['hr_manager'], 'Engineering');
      await invite(app, manager);
      const scoped = verificationStatsResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/verifications/stats',
            headers: { cookie: manager.cookie },
          })
        ).json(),
      );
      expect(scoped.stats).toMatchObject({ total: 1, byStatus: { INVITED: 1 } });
    });

    it('answers 401 anonymous and 403 without a view permission', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/verifications/stats' })).statusCode).toBe(401);
      const candidate = await addMember(app, owner.organisationId, ['candidate']);
      const res = await app.inject({
        method: 'GET',
        url: '/api/verifications/stats',
        headers: { cookie: candidate.cookie },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('decisions', () => {
    it('approves a submission with a note: COMPLETED, recorded, audited', async () => {
      const { verificationId } = await submittedVerification(app, owner);
      const res = await decide(owner.cookie, verificationId, 'approve', {
        note: '  All references confirmed  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = decisionResponseSchema.parse(res.json());
      expect(body).toMatchObject({
        status: 'COMPLETED',
        decision: { status: 'COMPLETED', note: 'All references confirmed', decidedByUserId: owner.userId },
      });
      const record = getVerificationResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/verifications/${verificationId}`,
            headers: { cookie: owner.cookie },
          })
        ).json(),
      );
      expect(record.verification).toMatchObject({
        status: 'COMPLETED',
        decision: { note: 'All references confirmed' },
      });
      const audits = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.verificationId, verificationId),
            eq(auditEvents.action, 'verification.approved'),
          ),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorId: owner.userId,
        metadata: { from: 'SUBMITTED', to: 'COMPLETED' },
      });
      expect(JSON.stringify(audits[0]?.metadata)).not.toContain('references confirmed');
    });

    it('rejects with a note: FAILED; the note is required', async () => {
      const { verificationId } = await submittedVerification(app, owner);
      const noNote = await decide(owner.cookie, verificationId, 'reject', { note: '   ' });
      expect(noNote.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(noNote.json()).details).toEqual([
        { path: 'note', message: DECISION_NOTE_REQUIRED },
      ]);
      expect((await decide(owner.cookie, verificationId, 'reject', {})).statusCode).toBe(400);
      const res = await decide(owner.cookie, verificationId, 'reject', {
        note: 'Employment could not be confirmed',
      });
      expect(res.statusCode).toBe(200);
      expect(decisionResponseSchema.parse(res.json()).status).toBe('FAILED');
    });

    it('decides only where the lifecycle allows: 409 INVALID_STATE otherwise', async () => {
      const invited = await invite(app, owner);
      const early = await decide(owner.cookie, invited.verificationId, 'approve');
      expect(early.statusCode).toBe(409);
      expect(errorEnvelopeSchema.parse(early.json()).code).toBe('INVALID_STATE');

      const reopened = await submittedVerification(app, owner);
      await requestMoreInfo(app, owner, reopened.verificationId);
      expect((await decide(owner.cookie, reopened.verificationId, 'reject')).statusCode).toBe(409);

      const checked = await submittedVerification(app, owner);
      await app.db
        .update(verifications)
        .set({ status: 'VERIFICATION_FAILED' })
        .where(eq(verifications.id, checked.verificationId));
      expect((await decide(owner.cookie, checked.verificationId, 'approve')).statusCode).toBe(200);
      expect((await decide(owner.cookie, checked.verificationId, 'approve')).statusCode).toBe(409);
      expect((await decide(owner.cookie, checked.verificationId, 'reject')).statusCode).toBe(409);
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      for (let round = 0; round < 3; round += 1) {
        const { verificationId } = await submittedVerification(app, owner);
        const results = await Promise.all([
          decide(owner.cookie, verificationId, 'approve'),
          decide(owner.cookie, verificationId, 'reject'),
          decide(owner.cookie, verificationId, 'approve'),
        ]);
        const codes = results.map((r) => r.statusCode).sort();
        expect(codes).toEqual([200, 409, 409]);
        const winner = decisionResponseSchema.parse(results.find((r) => r.statusCode === 200)!.json());
        const [row] = await app.db.select().from(verifications).where(eq(verifications.id, verificationId));
        expect(row?.status).toBe(winner.status);
        const decisions = await app.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.verificationId, verificationId));
        expect(
          decisions.filter(
            (a) => a.action === 'verification.approved' || a.action === 'verification.rejected',
          ),
        ).toHaveLength(1);
      }
    });

    it('answers 401 anonymous, 403 without the permission, 400 for a bad id, 404 for another organisation', async () => {
      const { verificationId } = await submittedVerification(app, owner);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/verifications/${verificationId}/approve`,
            payload: { note: 'x' },
          })
        ).statusCode,
      ).toBe(401);
      const hiringManager = await addMember(app, owner.organisationId, ['hiring_manager']);
      expect((await decide(hiringManager.cookie, verificationId, 'reject')).statusCode).toBe(403);
      const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
      expect((await decide(recruiter.cookie, verificationId, 'approve')).statusCode).toBe(403);
      expect((await decide(owner.cookie, 'nope', 'approve')).statusCode).toBe(400);
      expect((await decide(other.cookie, verificationId, 'approve')).statusCode).toBe(404);
      expect((await decide(other.cookie, verificationId, 'reject')).statusCode).toBe(404);
      const [row] = await app.db.select().from(verifications).where(eq(verifications.id, verificationId));
      expect(row?.status).toBe('SUBMITTED');
    });
  });
});
