import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, auditCsvFileName, auditLogResponseSchema } from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  submittedVerification,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents } from '../../db/schema.js';

/** Reads CSV (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into records by header. */
function parseCsv(text: string): Record<string, string>[] {
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

describe('GET /api/audit-logs/export.csv', () => {
  let app: TestApp;
  let org: Staff;
  let other: Staff;
  let auditor: Staff;
  let priya: string;
  let risky: string;

  beforeAll(async () => {
    app = await buildTestApp();
    org = await newOrganisation(app, { plan: 'professional' });
    other = await newOrganisation(app, { plan: 'professional' });
    auditor = await addMember(app, org.organisationId, ['auditor']);
    ({ verificationId: priya } = await submittedVerification(app, org, {
      candidateName: 'Priya Raman',
      candidateEmail: 'priya@raman.example',
    }));
    ({ verificationId: risky } = await invite(app, org, {
      candidateName: '=HYPERLINK("http://evil.example","click")',
      candidateEmail: 'risky@evil.example',
    }));
    await app.inject({
      method: 'GET',
      url: `/api/verifications/${priya}?reveal=pii`,
      headers: { cookie: org.cookie },
    });
    await invite(app, other, { candidateName: 'Foreign Person', candidateEmail: 'foreign@other.example' });
  });
  afterAll(async () => {
    await app.close();
  });

  const exportCsv = (cookie: string | undefined, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/audit-logs/export.csv${query}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('downloads every entry of the organisation as CSV with names and human labels, newest first', async () => {
    const res = await exportCsv(auditor.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${auditCsvFileName(new Date())}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = parseCsv(res.body);
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    const stored = await app.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(eq(auditEvents.organisationId, org.organisationId));
    // Everything recorded before this export (the export's own row is written first and included).
    expect(rows.length).toBe(stored.length);
    const times = rows.map((r) => Date.parse(r.time!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const reveal = rows.find((r) => r.action === 'verification.pii_revealed');
    expect(reveal).toMatchObject({
      actionLabel: 'Revealed personal data',
      actorType: 'user',
      actorEmail: org.email,
      candidateName: 'Priya Raman',
      verificationId: priya,
    });
    const submitted = rows.find((r) => r.action === 'verification.submitted');
    expect(submitted).toMatchObject({
      actorType: 'candidate',
      actorName: 'Priya Raman',
      actorEmail: '',
      actionLabel: 'Submitted',
    });
    expect(res.body).not.toContain('Foreign Person');
    // The candidate's email address is not part of the trail.
    expect(res.body).not.toContain('priya@raman.example');
  });

  it('keeps a formula-like value inert: the cell starts with a quote, and quoting survives', async () => {
    const res = await exportCsv(auditor.cookie, `?record=${risky}`);
    const rows = parseCsv(res.body);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.candidateName === `'=HYPERLINK("http://evil.example","click")`)).toBe(true);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  });

  it('applies the page filters: action, actor, record and dates', async () => {
    const byAction = parseCsv((await exportCsv(auditor.cookie, '?action=verification.pii')).body);
    expect(byAction.map((r) => r.action)).toEqual(['verification.pii_revealed']);
    const byRecord = parseCsv((await exportCsv(auditor.cookie, `?record=${priya}`)).body);
    expect(byRecord.map((r) => r.action).sort()).toEqual([
      'verification.invited',
      'verification.pii_revealed',
      'verification.submitted',
    ]);
    const byCandidateName = parseCsv((await exportCsv(auditor.cookie, '?actor=priya')).body);
    expect(byCandidateName.map((r) => r.action)).toEqual(['verification.submitted']);
    expect(parseCsv((await exportCsv(auditor.cookie, '?to=2000-01-01')).body)).toEqual([]);
    expect((await exportCsv(auditor.cookie, '?from=2025-02-01&to=2025-01-01')).statusCode).toBe(400);
    expect((await exportCsv(auditor.cookie, '?from=yesterday')).statusCode).toBe(400);
  });

  it('is audited, with which filters were used but not their values', async () => {
    await exportCsv(auditor.cookie, '?actor=Priya');
    const [row] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.organisationId, org.organisationId),
          eq(auditEvents.action, 'data.exported'),
          eq(auditEvents.actorId, auditor.userId),
        ),
      )
      .orderBy(auditEvents.createdAt)
      .limit(1);
    expect(row?.metadata).toMatchObject({ format: 'csv', report: 'audit' });
    expect(JSON.stringify(row?.metadata)).not.toContain('Priya');
  });

  it('answers 401 anonymous and 403 without view_audit_logs', async () => {
    expect((await exportCsv(undefined)).statusCode).toBe(401);
    const director = await addMember(app, org.organisationId, ['hr_director']);
    expect((await exportCsv(director.cookie)).statusCode).toBe(403);
    const recruiter = await addMember(app, org.organisationId, ['recruiter']);
    expect((await exportCsv(recruiter.cookie)).statusCode).toBe(403);
  });

  it("never exports another organisation's trail", async () => {
    const foreignAuditor = await addMember(app, other.organisationId, ['auditor']);
    const res = await exportCsv(foreignAuditor.cookie, `?record=${priya}`);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body)).toEqual([]);
    expect(res.body).not.toContain('Priya Raman');
  });

  it('names the candidate in the trail page too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/audit-logs?record=${priya}`,
      headers: { cookie: auditor.cookie },
    });
    const entries = auditLogResponseSchema.parse(res.json()).entries;
    expect(entries.every((e) => e.candidateName === 'Priya Raman')).toBe(true);
    expect(entries.find((e) => e.action === 'verification.submitted')?.actor.name).toBe('Priya Raman');
  });
});
