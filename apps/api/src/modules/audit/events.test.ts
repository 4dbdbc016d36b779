import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogResponseSchema,
  clearEventsResponseSchema,
  EVENT_LOG_LIMIT,
  eventsResponseSchema,
  type AuditLogEntry,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  requestMoreInfo,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents } from '../../db/schema.js';

describe('event log and audit trail', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const events = (cookie: string) => app.inject({ method: 'GET', url: '/api/events', headers: { cookie } });
  const clear = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/events/clear', headers: { cookie } });
  const trail = (cookie: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/audit-logs${query}`, headers: { cookie } });

  describe('GET /api/events and POST /api/events/clear', () => {
    it('answers event log entries built from the audit trail, newest first, naming the candidate and no other personal data', async () => {
      const { verificationId } = await submittedVerification(app, owner, {
        candidateName: 'Mary Somerville',
        candidateEmail: 'mary@somerville.example',
      });
      await requestMoreInfo(app, owner, verificationId);
      const res = await events(owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = eventsResponseSchema.parse(res.json());
      expect(body.clearedAt).toBeNull();
      const mine = body.events.filter((e) => e.verificationId === verificationId);
      expect(mine.map((e) => e.type)).toEqual([
        'verification.info_requested',
        'verification.submitted',
        'verification.invited',
      ]);
      expect(mine[0]).toMatchObject({
        message: 'More information was requested from the candidate',
        status: 'IN_PROGRESS',
        agent: 'Grace Hopper',
      });
      expect(mine[1]).toMatchObject({ agent: 'Mary Somerville', status: 'SUBMITTED' });
      expect(mine.every((e) => e.candidateName === 'Mary Somerville')).toBe(true);
      expect(JSON.stringify(body)).not.toContain('mary@somerville.example');
      const times = body.events.map((e) => Date.parse(e.timestamp));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('keeps the 50 most recent', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      for (let i = 0; i < 9; i += 1) await submittedVerification(app, org);
      for (let i = 0; i < 7; i += 1) await invite(app, org);
      // 9 × (invited, submitted) + 7 invited = 25 events; each reveal adds one more.
      const { verificationId } = await submittedVerification(app, org);
      for (let i = 0; i < 30; i += 1) {
        await app.inject({
          method: 'GET',
          url: `/api/verifications/${verificationId}?reveal=pii`,
          headers: { cookie: org.cookie },
        });
      }
      const body = eventsResponseSchema.parse((await events(org.cookie)).json());
      expect(body.events).toHaveLength(EVENT_LOG_LIMIT);
      expect(body.events[0]?.type).toBe('verification.pii_revealed');
    });

    it("clears the user's own view only, and never deletes the audit trail", async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      const colleague = await addMember(app, org.organisationId, ['hr_director']);
      await submittedVerification(app, org);
      const before = (
        await app.db.select().from(auditEvents).where(eq(auditEvents.organisationId, org.organisationId))
      ).length;

      const cleared = await clear(org.cookie);
      expect(cleared.statusCode).toBe(200);
      const { clearedAt } = clearEventsResponseSchema.parse(cleared.json());
      const afterClear = eventsResponseSchema.parse((await events(org.cookie)).json());
      expect(afterClear).toMatchObject({ events: [], clearedAt });
      expect(
        eventsResponseSchema.parse((await events(colleague.cookie)).json()).events.length,
      ).toBeGreaterThan(0);
      expect(
        (await app.db.select().from(auditEvents).where(eq(auditEvents.organisationId, org.organisationId)))
          .length,
      ).toBe(before);

      // New events appear again after a clear.
      await invite(app, org);
      const later = eventsResponseSchema.parse((await events(org.cookie)).json());
      expect(later.events.map((e) => e.type)).toEqual(['verification.invited']);
    });

    it('shows only the events of verifications the viewer may see, and none of another organisation', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      await invite(app, org);
      const recruiter = await addMember(app, org.organisationId, ['recruiter']);
      const own = await invite(app, recruiter);
      const body = eventsResponseSchema.parse((await events(recruiter.cookie)).json());
      expect(body.events.map((e) => e.verificationId)).toEqual([own.verificationId]);
      const foreign = eventsResponseSchema.parse((await events(other.cookie)).json());
      expect(foreign.events.some((e) => e.verificationId === own.verificationId)).toBe(false);
    });

    it('answers 401 anonymous and 403 without a view permission', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/events/clear' })).statusCode).toBe(401);
      const candidate = await addMember(app, owner.organisationId, ['candidate']);
      expect((await events(candidate.cookie)).statusCode).toBe(403);
      expect((await clear(candidate.cookie)).statusCode).toBe(403);
    });
  });

  describe('GET /api/audit-logs', () => {
    let org: Staff;
    let auditor: Staff;
    let target: string;

    beforeAll(async () => {
      org = await newOrganisation(app, { plan: 'professional' });
      auditor = await addMember(app, org.organisationId, ['auditor']);
      for (let i = 0; i < 4; i += 1) await submittedVerification(app, org);
      target = (await submittedVerification(app, org)).verificationId;
      await app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: org.cookie },
        payload: { autoRetry: false },
      });
    });

    async function everything(query: string): Promise<AuditLogEntry[]> {
      const entries: AuditLogEntry[] = [];
      let cursor: string | null = null;
      do {
        const res = await trail(
          auditor.cookie,
          `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = auditLogResponseSchema.parse(res.json());
        entries.push(...body.entries);
        cursor = body.nextCursor;
      } while (cursor);
      return entries;
    }

    it('pages through the whole trail of the organisation, newest first, with the actor', async () => {
      const all = await everything('?limit=3');
      const rows = await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.organisationId, org.organisationId));
      expect(all).toHaveLength(rows.length);
      expect(new Set(all.map((e) => e.id)).size).toBe(rows.length);
      expect(all[0]).toMatchObject({
        action: 'settings.updated',
        actor: { type: 'user', id: org.userId, email: org.email },
      });
      const times = all.map((e) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('searches by actor, action, record and date range', async () => {
      const byAction = await everything('?action=verification.sub');
      expect(byAction).toHaveLength(5);
      expect(
        byAction.every((e) => e.action === 'verification.submitted' && e.actor.type === 'candidate'),
      ).toBe(true);
      const byActorEmail = await everything(
        `?actor=${encodeURIComponent(org.email.slice(0, 8).toUpperCase())}`,
      );
      expect(byActorEmail.length).toBeGreaterThan(0);
      expect(byActorEmail.every((e) => e.actor.id === org.userId)).toBe(true);
      const candidates = await everything('?actor=candidate');
      expect(candidates.every((e) => e.actor.type === 'candidate')).toBe(true);
      const byRecord = await everything(`?record=${target}`);
      expect(byRecord.map((e) => e.action).sort()).toEqual([
        'verification.invited',
        'verification.submitted',
      ]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await everything(`?from=${today}&to=${today}`)).length).toBeGreaterThan(0);
      expect(await everything('?to=2000-01-01')).toEqual([]);
      expect(await everything(`?from=${new Date(Date.now() + 3_600_000).toISOString()}`)).toEqual([]);
    });

    it('answers 400 for a bad date, a reversed range or a bad cursor; 401; 403 without view_audit_logs', async () => {
      expect((await trail(auditor.cookie, '?from=yesterday')).statusCode).toBe(400);
      expect((await trail(auditor.cookie, '?from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
      expect((await trail(auditor.cookie, '?cursor=abc')).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/audit-logs' })).statusCode).toBe(401);
      const director = await addMember(app, org.organisationId, ['hr_director']);
      expect((await trail(director.cookie)).statusCode).toBe(403);
    });

    it("never shows another organisation's trail", async () => {
      const mine = await everything('?limit=100');
      const foreignAuditor = await addMember(app, other.organisationId, ['auditor']);
      const res = await trail(foreignAuditor.cookie, `?record=${target}`);
      expect(auditLogResponseSchema.parse(res.json()).entries).toEqual([]);
      expect(mine.some((e) => e.verificationId === target)).toBe(true);
    });
  });
});
