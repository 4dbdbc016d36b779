import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOverviewResponseSchema,
  analyticsResponseSchema,
  EXPORT_CSV_COLUMNS,
  reportsCsvFileName,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  submit,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, verifications } from '../../db/schema.js';
import { csvSafe } from './reports.service.js';

const HOUR = 60 * 60 * 1000;

/** Reads CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into records by header. */
function parse(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...records] = rows;
  return records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

describe('admin panel and analytics', () => {
  let app: TestApp;
  let owner: Staff;
  let other: Staff;
  let clock = Date.now();

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    owner = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const decide = (cookie: string, id: string, verb: 'approve' | 'reject') =>
    app.inject({
      method: 'POST',
      url: `/api/verifications/${id}/${verb}`,
      headers: { cookie },
      payload: { note: 'Reviewed' },
    });

  describe('GET /api/admin/overview', () => {
    it('answers the stats and the 10 most recent requests', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        clock += 1000;
        ids.push((await invite(app, org)).verificationId);
      }
      await app.db.update(verifications).set({ status: 'COMPLETED' }).where(eq(verifications.id, ids[0]!));
      await app.db.update(verifications).set({ status: 'FAILED' }).where(eq(verifications.id, ids[1]!));
      const res = await get('/api/admin/overview', org.cookie);
      expect(res.statusCode).toBe(200);
      const body = adminOverviewResponseSchema.parse(res.json());
      expect(body.stats).toEqual({ total: 12, pending: 10, completed: 1, failed: 1 });
      expect(body.requests.map((r) => r.id)).toEqual(ids.slice(2).reverse());
      expect(body.requests[0]).toMatchObject({ type: 'FULL', status: 'INVITED', profileUrl: null });
    });

    it('answers 401 anonymous, 403 without a view permission', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
      const candidate = await addMember(app, owner.organisationId, ['candidate']);
      expect((await get('/api/admin/overview', candidate.cookie)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/export.csv', () => {
    it('downloads every visible verification as CSV named with the date, safe against formulas, audited', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      for (const [candidateName, candidateEmail] of [
        ['=HYPERLINK("http://evil.example")', 'evil@evil.example'],
        ['Ada, "the first" Lovelace', 'ada@analytical.example'],
        ['+1 Plus', 'plus@example.org'],
      ] as const) {
        clock += 1000;
        await invite(app, org, { candidateName, candidateEmail });
      }
      const res = await get('/api/admin/export.csv', org.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${reportsCsvFileName(new Date(clock))}"`,
      );
      expect(res.headers['content-disposition']).toMatch(/verification-reports-\d{4}-\d{2}-\d{2}\.csv/);
      const rows = parse(res.body);
      expect(Object.keys(rows[0]!)).toEqual([...EXPORT_CSV_COLUMNS]);
      expect(rows.map((r) => r.candidateName)).toEqual([
        `'=HYPERLINK("http://evil.example")`,
        'Ada, "the first" Lovelace',
        `'+1 Plus`,
      ]);
      expect(rows[0]).toMatchObject({ type: 'FULL', status: 'INVITED', submittedAt: '' });
      const audits = await app.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.organisationId, org.organisationId), eq(auditEvents.action, 'data.exported')),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]?.actorId).toBe(org.userId);
    });

    it('streams large exports in batches', async () => {
      const org = await newOrganisation(app, { plan: 'professional' });
      const invitation = await invite(app, org);
      const [row] = await app.db
        .select()
        .from(verifications)
        .where(eq(verifications.id, invitation.verificationId));
      const copies = Array.from({ length: 2100 }, (_, i) => ({
        ...row!,
        id: crypto.randomUUID(),
        candidateName: `Copy ${i}`,
      }));
      for (let i = 0; i < copies.length; i += 500)
        await app.db.insert(verifications).values(copies.slice(i, i + 500));
      const res = await get('/api/admin/export.csv', org.cookie);
      const rows = parse(res.body);
      expect(rows).toHaveLength(2101);
      expect(new Set(rows.map((r) => r.id)).size).toBe(2101);
    });

    it('answers 401 anonymous and 403 without export_data', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/admin/export.csv' })).statusCode).toBe(401);
      const recruiter = await addMember(app, owner.organisationId, ['recruiter']);
      expect((await get('/api/admin/export.csv', recruiter.cookie)).statusCode).toBe(403);
    });

    it('prefixes every formula trigger with a quote', () => {
      expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', 'plain', ''].map(csvSafe)).toEqual([
        "'=1",
        "'+1",
        "'-1",
        "'@SUM(A1)",
        "'\tx",
        "'\rx",
        'plain',
        '',
      ]);
    });
  });

  describe('GET /api/analytics', () => {
    it('computes the figures from the data', async () => {
      const start = clock;
      const org = await newOrganisation(app, { plan: 'professional' });
      const at = (hours: number) => {
        clock = start + hours * HOUR;
      };
      // Three candidates submit after 2, 4 and 6 hours; two are decided 5 and 3 hours after submitting.
      at(0);
      const a = await invite(app, org);
      const b = await invite(app, org);
      const c = await invite(app, org);
      await invite(app, org);
      at(2);
      await submit(app, a);
      at(4);
      await submit(app, b);
      at(6);
      await submit(app, c);
      at(7);
      await decide(org.cookie, a.verificationId, 'approve');
      at(9);
      await decide(org.cookie, c.verificationId, 'reject');

      const res = await get('/api/analytics', org.cookie);
      expect(res.statusCode).toBe(200);
      const { analytics } = analyticsResponseSchema.parse(res.json());
      expect(analytics).toMatchObject({
        totalRequests: 4,
        successRate: 50,
        averageProcessingTime: 4 * HOUR,
        topVerificationType: 'FULL',
        invitationToSubmission: { count: 3, p50: 4 * HOUR, p90: 5.6 * HOUR },
        submissionToDecision: { count: 2, p50: 4 * HOUR, p90: 4.8 * HOUR },
      });
      expect(analytics.statusBreakdown).toContainEqual({ status: 'INVITED', count: 1 });
      expect(analytics.statusBreakdown).toContainEqual({ status: 'COMPLETED', count: 1 });
      expect(analytics.statusBreakdown).toContainEqual({ status: 'FAILED', count: 1 });
      expect(analytics.statusBreakdown).toContainEqual({ status: 'SUBMITTED', count: 1 });
      expect(analytics.requestsPerWeek).toHaveLength(12);
      expect(analytics.requestsPerWeek.reduce((sum, w) => sum + w.count, 0)).toBe(4);
      expect(new Date(`${analytics.requestsPerWeek[0]!.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    });

    it('answers nulls before any data, 401 anonymous, 403 without a view permission', async () => {
      const empty = await newOrganisation(app, { plan: 'professional' });
      const { analytics } = analyticsResponseSchema.parse((await get('/api/analytics', empty.cookie)).json());
      expect(analytics).toMatchObject({
        totalRequests: 0,
        successRate: null,
        averageProcessingTime: null,
        topVerificationType: null,
        submissionToDecision: { count: 0, p50: null, p90: null },
      });
      expect((await app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
      const candidate = await addMember(app, other.organisationId, ['candidate']);
      expect((await get('/api/analytics', candidate.cookie)).statusCode).toBe(403);
    });
  });
});
