import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL_BEFORE_INVITING,
  errorEnvelopeSchema,
  FREE_TRIAL,
  INVITATION_FAILED,
  inviteCandidateResponseSchema,
  TRIAL_ENDED_MESSAGE,
  TRIAL_LIMIT_REACHED_MESSAGE,
} from '@candor/contracts';
import { confirmEmail, organisationOf, registerAndSignIn } from '../../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  addMember,
  invite,
  newOrganisation,
  tokenOf,
  type Staff,
} from '../../../test/verification-helpers.js';
import {
  auditEvents,
  candidateLinkTokens,
  organisations,
  outboxEmails,
  verifications,
} from '../../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/invite-candidate', () => {
  let app: TestApp;
  let owner: Staff;

  beforeAll(async () => {
    app = await buildTestApp({ config: { publicUrl: 'https://candor.example' } });
    owner = await newOrganisation(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates an INVITED verification with a hashed token, emails the link and audits it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: owner.cookie },
      payload: {
        candidateName: '  Ada King Lovelace ',
        candidateEmail: 'ada@analytical.example',
        adminName: 'Somebody Else',
        adminEmail: 'spoof@elsewhere.example',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = inviteCandidateResponseSchema.parse(res.json());
    const url = new URL(body.candidateUrl);
    expect(url.origin).toBe('https://candor.example');
    expect(url.pathname).toMatch(/^\/candidate\/[A-Za-z0-9_-]{43}$/);
    // No name or email in the link: the portal's prefill comes from the server's record.
    expect(url.search).toBe('');
    expect(body.candidateUrl).not.toMatch(/Ada|Lovelace|analytical/i);
    const portal = await app.inject({ method: 'GET', url: `/api/candidate/${tokenOf(body.candidateUrl)}` });
    expect(portal.json()).toMatchObject({
      portal: { prefill: { firstName: 'Ada', lastName: 'King Lovelace', email: 'ada@analytical.example' } },
    });

    const token = tokenOf(body.candidateUrl);
    const [row] = await app.db.select().from(verifications).where(eq(verifications.id, body.verificationId));
    expect(row).toMatchObject({
      status: 'INVITED',
      type: 'FULL',
      candidateName: 'Ada King Lovelace',
      candidateEmail: 'ada@analytical.example',
      invitedByUserId: owner.userId,
      organisationId: owner.organisationId,
      department: 'Administration',
    });
    // Only a hash of the token is kept.
    const links = await app.db
      .select()
      .from(candidateLinkTokens)
      .where(eq(candidateLinkTokens.verificationId, body.verificationId));
    expect(links.map((link) => link.tokenHash)).toEqual([
      createHash('sha256').update(`candidate-link:${token}`).digest('hex'),
    ]);
    expect(JSON.stringify(row)).not.toContain(token);
    const ttl = row!.tokenExpiresAt!.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(14 * DAY_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(14 * DAY_MS + 60_000);

    const [mail] = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, 'candidate-invitation'))
      .orderBy(desc(outboxEmails.createdAt));
    expect(mail!.organisationId).toBe(owner.organisationId);
    expect(mail!.toAddress).toBe('ada@analytical.example');
    expect(mail!.textBody).toContain(body.candidateUrl);
    expect(mail!.textBody).toContain('Grace Hopper');
    expect(mail!.textBody).not.toContain('Somebody Else');
    expect(mail!.htmlBody).toContain(body.candidateUrl.replace(/&/g, '&amp;'));

    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.verificationId, body.verificationId));
    expect(audit.map((a) => a.action)).toEqual(['verification.invited']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('an owner who has not confirmed their email cannot invite a candidate until they do', async () => {
    const unconfirmed = await registerAndSignIn(app, {}, { confirmed: false });
    const organisationId = await organisationOf(app, unconfirmed.email);
    const candidate = { candidateName: 'Ada Lovelace', candidateEmail: 'ada@analytical.example' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: unconfirmed.cookie },
      payload: candidate,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      code: 'FORBIDDEN',
      error: CONFIRM_EMAIL_BEFORE_INVITING,
    });
    const request = await app.inject({
      method: 'POST',
      url: '/api/education-verification',
      headers: { cookie: unconfirmed.cookie },
      payload: {
        candidateName: 'Ada Lovelace',
        email: 'ada@analytical.example',
        institution: 'University of London',
        degree: 'Mathematics',
        graduationYear: 2001,
      },
    });
    expect(request.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(request.json()).error).toBe(CONFIRM_EMAIL_BEFORE_INVITING);
    expect(
      await app.db.select().from(verifications).where(eq(verifications.organisationId, organisationId)),
    ).toEqual([]);

    await confirmEmail(app, unconfirmed.email);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: unconfirmed.cookie },
      payload: candidate,
    });
    expect(sent.statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      payload: { candidateName: 'Ada', candidateEmail: 'ada@analytical.example' },
    });
    expect(res.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a member without initiate_verification (auditor, super_admin alone)', async () => {
    for (const roles of [['auditor'], ['super_admin']] as const) {
      const member = await addMember(app, owner.organisationId, roles);
      const res = await app.inject({
        method: 'POST',
        url: '/api/invite-candidate',
        headers: { cookie: member.cookie },
        payload: { candidateName: 'Ada', candidateEmail: 'ada@analytical.example' },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a missing name and a bad email with the field messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: owner.cookie },
      payload: { candidateName: '  ', candidateEmail: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'candidateName', message: 'Candidate name is required' },
        { path: 'candidateEmail', message: 'Candidate email is invalid' },
      ]),
    );
  });

  it('lets a trial organisation run 5 verifications, then refuses with a clear message', async () => {
    const trial = await newOrganisation(app);
    for (let i = 0; i < FREE_TRIAL.verifications; i++) await invite(app, trial);
    const before = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.organisationId, trial.organisationId));
    const res = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: trial.cookie },
      payload: { candidateName: 'Sixth Candidate', candidateEmail: 'six@example.org' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      error: TRIAL_LIMIT_REACHED_MESSAGE,
    });
    const after = await app.db
      .select()
      .from(verifications)
      .where(eq(verifications.organisationId, trial.organisationId));
    expect(after.length).toBe(before.length);

    // A paying organisation has no such limit.
    await app.db
      .update(organisations)
      .set({ plan: 'professional' })
      .where(eq(organisations.id, trial.organisationId));
    expect((await invite(app, trial)).verificationId).toBeTruthy();
  });

  it('refuses invitations once the 14-day trial has ended', async () => {
    const late = await newOrganisation(app);
    await app.db
      .update(organisations)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(organisations.id, late.organisationId));
    const res = await app.inject({
      method: 'POST',
      url: '/api/invite-candidate',
      headers: { cookie: late.cookie },
      payload: { candidateName: 'Ada', candidateEmail: 'ada@analytical.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: TRIAL_ENDED_MESSAGE });
  });

  it('counts concurrent invitations against the trial exactly once each', async () => {
    const racing = await newOrganisation(app);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/invite-candidate',
          headers: { cookie: racing.cookie },
          payload: { candidateName: `Candidate ${i}`, candidateEmail: `c${i}@example.org` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201).length).toBe(FREE_TRIAL.verifications);
    expect(results.filter((r) => r.statusCode === 409).length).toBe(8 - FREE_TRIAL.verifications);
  });
});

describe('invitation email failure', () => {
  it('answers 502 with the documented text and keeps nothing when SMTP delivery fails', async () => {
    const app = await buildTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      const owner = await newOrganisation(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/invite-candidate',
        headers: { cookie: owner.cookie },
        payload: { candidateName: 'Ada', candidateEmail: 'ada@analytical.example' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, code: 'UPSTREAM_FAILED', error: INVITATION_FAILED });
      const rows = await app.db
        .select()
        .from(verifications)
        .where(eq(verifications.organisationId, owner.organisationId));
      expect(rows).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
