import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_TRIAL,
  listVerificationsResponseSchema,
  VERIFICATION_STATUSES,
  verificationTimelineResponseSchema,
} from '@candor/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { cookiesFrom } from '../../../test/auth-helpers.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { invite, newOrganisation } from '../../../test/verification-helpers.js';
import { organisations, outboxEmails, verifications } from '../../db/schema.js';
import { ensureSampleVerifications } from './demo-samples.js';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION_SLUG } from './demo.service.js';
import { SAMPLE_PEOPLE } from './sample-verifications.js';

const demoEmails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);

describe('the demo organisation’s sample verifications', () => {
  let app: TestApp;
  let restarted: TestApp;
  let organisationId: string;

  beforeAll(async () => {
    const shared = await openTestDatabase();
    app = await buildTestApp({ database: shared, config: { demoMode: true } });
    // A restart: another start of Candor on the same database.
    restarted = await buildTestApp({
      database: { ...shared, close: () => Promise.resolve() },
      config: { demoMode: true },
    });
    const [organisation] = await app.db
      .select()
      .from(organisations)
      .where(eq(organisations.slug, DEMO_ORGANISATION_SLUG));
    organisationId = organisation!.id;
  });
  afterAll(async () => {
    await restarted.close();
    await app.close();
  });

  it('seeds real rows in every status, marked as sample, once across restarts', async () => {
    const rows = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.organisationId, organisationId));
    expect(rows).toHaveLength(SAMPLE_PEOPLE.length);
    expect(rows.every((row) => row.isSample)).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(VERIFICATION_STATUSES));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['FULL', 'EDUCATION', 'EMPLOYMENT']));
    // Varied, plausible names, no two alike.
    expect(new Set(rows.map((row) => row.candidateName)).size).toBe(rows.length);
    // Submitted ones carry a signed consent; decided ones a decision with its note.
    for (const row of rows.filter((r) => r.submittedAt)) {
      expect(row.consent).toMatchObject({ accepted: true, signature: row.candidateName });
    }
    for (const row of rows.filter((r) => r.status === 'COMPLETED' || r.status === 'FAILED')) {
      expect(row.decisionNote).toBeTruthy();
      expect(row.decidedByUserId).toBeTruthy();
    }
  });

  it('restarts send no "confirm your email" to the demo users (none is ever sent to them)', async () => {
    const mail = await app.db
      .select()
      .from(outboxEmails)
      .where(and(inArray(outboxEmails.toAddress, demoEmails), eq(outboxEmails.kind, 'verify-email')));
    expect(mail).toEqual([]);
  });

  it('the list shows them to the demo company admin with the sample flag', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/demo/sign-in',
      payload: { user: 'company_admin' },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/verifications?limit=50',
      headers: { cookie: cookiesFrom(signIn) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = listVerificationsResponseSchema.parse(res.json()).verifications;
    expect(list).toHaveLength(SAMPLE_PEOPLE.length);
    expect(list.every((record) => record.isSample === true)).toBe(true);
    expect(list.map((record) => record.candidateName)).toContain('Priya Raman');
  });

  it('each sample has a history: its case timeline names the reviewer and the candidate', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/demo/sign-in',
      payload: { user: 'company_admin' },
    });
    const cookie = cookiesFrom(signIn);
    const [decided] = await app.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.organisationId, organisationId), eq(verifications.status, 'COMPLETED')))
      .limit(1);
    const res = await app.inject({
      method: 'GET',
      url: `/api/verifications/${decided!.id}/timeline`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entries = verificationTimelineResponseSchema.parse(res.json()).entries;
    // Newest first: approved by the reviewer, submitted and started by the candidate, invited.
    expect(entries.map((entry) => entry.action)).toEqual([
      'verification.approved',
      'verification.submitted',
      'verification.started',
      'verification.invited',
    ]);
    expect(entries[1]!.actor).toEqual({ kind: 'candidate', name: decided!.candidateName });
    expect(entries[0]!.actor.kind).toBe('staff');
    expect(entries[0]!.actor.name).not.toBe('A former member');
  });

  it('the demo candidate finds their own verification to continue', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/demo/sign-in',
      payload: { user: 'candidate' },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/my-verifications',
      headers: { cookie: cookiesFrom(signIn) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('IN_PROGRESS');
  });

  it('sample rows are not usage: a trial organisation holding some still has its 5 verifications', async () => {
    const owner = await newOrganisation(app);
    await ensureSampleVerifications(app.db, {
      organisationId: owner.organisationId,
      reviewerEmail: 'nobody@example.com',
      now: new Date(),
    });
    for (let i = 0; i < FREE_TRIAL.verifications; i++) {
      await invite(app, owner, { candidateEmail: `candidate${i}@analytical.example` });
    }
    const own = await app.db
      .select()
      .from(verifications)
      .where(and(eq(verifications.organisationId, owner.organisationId), eq(verifications.isSample, false)));
    expect(own).toHaveLength(FREE_TRIAL.verifications);
  });
});
