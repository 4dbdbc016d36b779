import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  invite,
  newOrganisation,
  submit,
  tokenOf,
  type Invitation,
  type Staff,
} from '../../../test/verification-helpers.js';
import { auditEvents, candidateReminders, outboxEmails, verifications } from '../../db/schema.js';
import { MAX_REMINDERS, REMINDER_JOB } from './reminders.service.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('candidate reminders', () => {
  let app: TestApp;
  let clock = Date.now();
  const t0 = clock;
  let owner: Staff;
  let quiet: Staff;
  let waiting: Invitation;
  let submitsLater: Invitation;
  let revoked: Invitation;
  let optedOut: Invitation;
  let expiring: Invitation;

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    owner = await newOrganisation(app, { plan: 'professional' });
    quiet = await newOrganisation(app, { plan: 'professional' });
    const settings = await app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: quiet.cookie },
      payload: { remindersEnabled: false },
    });
    expect(settings.statusCode).toBe(200);
    waiting = await invite(app, owner, {
      candidateName: 'Ada Lovelace',
      candidateEmail: 'waiting@example.org',
    });
    submitsLater = await invite(app, owner, {
      candidateName: 'Bea Later',
      candidateEmail: 'later@example.org',
    });
    revoked = await invite(app, owner, {
      candidateName: 'Cy Revoked',
      candidateEmail: 'revoked@example.org',
    });
    await app.inject({
      method: 'POST',
      url: `/api/verifications/${revoked.verificationId}/revoke-link`,
      headers: { cookie: owner.cookie },
    });
    optedOut = await invite(app, quiet, { candidateName: 'Di Quiet', candidateEmail: 'quiet@example.org' });
    // A link that expires before its first reminder would be due.
    expiring = await invite(app, owner, {
      candidateName: 'Ed Expiring',
      candidateEmail: 'expiring@example.org',
    });
    await app.db
      .update(verifications)
      .set({ tokenExpiresAt: new Date(t0 + 20 * HOUR) })
      .where(eq(verifications.id, expiring.verificationId));
  });
  afterAll(async () => {
    await app.close();
  });

  const run = () => app.jobs.runNow(REMINDER_JOB);
  const at = (offset: number) => {
    clock = t0 + offset;
  };
  const remindersOf = async (invitation: Invitation) =>
    app.db
      .select()
      .from(candidateReminders)
      .where(eq(candidateReminders.verificationId, invitation.verificationId))
      .orderBy(candidateReminders.sequence);
  const mailsTo = (address: string) =>
    app.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'candidate-reminder'), eq(outboxEmails.toAddress, address)));

  it('sends nothing before a day has passed since the invitation', async () => {
    at(23 * HOUR);
    await run();
    expect(await app.db.select().from(candidateReminders)).toEqual([]);
  });

  it('sends one reminder a day with a new link, only to candidates who have not submitted', async () => {
    at(DAY + MINUTE);
    await run();
    await run();
    expect(await remindersOf(waiting)).toHaveLength(1);
    expect(await remindersOf(submitsLater)).toHaveLength(1);
    expect(await remindersOf(revoked)).toEqual([]);
    expect(await remindersOf(optedOut)).toEqual([]);
    expect(await remindersOf(expiring)).toEqual([]);
    const [mail] = await mailsTo('waiting@example.org');
    // The reminder carries a new link; the link the candidate may have open keeps working.
    const reminded = tokenOf(mail!.textBody ?? '');
    expect(reminded).not.toBe(waiting.token);
    for (const token of [reminded, waiting.token]) {
      const portal = await app.inject({ method: 'GET', url: `/api/candidate/${token}` });
      expect(portal.statusCode).toBe(200);
    }
    expect(mail!.subject).toContain('Reminder');
    const [reminder] = await remindersOf(waiting);
    expect(reminder).toMatchObject({ sequence: 1, emailId: mail!.id });
    expect(reminder?.deliveredAt).not.toBeNull();
    const audits = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.verificationId, waiting.verificationId),
          eq(auditEvents.action, 'verification.reminder_sent'),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorType).toBe('system');

    // Later the same day: nothing more.
    at(DAY + 12 * HOUR);
    await run();
    expect(await remindersOf(waiting)).toHaveLength(1);
  });

  it('stops after the candidate submits', async () => {
    at(DAY + 13 * HOUR);
    const res = await submit(app, submitsLater);
    expect(res.statusCode).toBe(200);
    at(2 * DAY + 2 * MINUTE);
    await run();
    expect(await remindersOf(waiting)).toHaveLength(2);
    expect(await remindersOf(submitsLater)).toHaveLength(1);
    expect(await mailsTo('later@example.org')).toHaveLength(1);
  });

  it('sends at most 7, one a day', async () => {
    for (let day = 3; day <= 10; day += 1) {
      at(day * DAY + 3 * MINUTE);
      await run();
      await run();
      expect((await remindersOf(waiting)).length).toBe(Math.min(day, MAX_REMINDERS));
    }
    expect((await remindersOf(waiting)).map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await mailsTo('waiting@example.org')).toHaveLength(MAX_REMINDERS);
    const created = (await remindersOf(waiting)).map((r) => r.createdAt.getTime());
    for (let i = 1; i < created.length; i += 1)
      expect(created[i]! - created[i - 1]!).toBeGreaterThanOrEqual(DAY);
  });
});

describe('candidate reminders across a restart', () => {
  let app: TestApp;
  let clock = Date.now();
  const t0 = clock;

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('neither loses nor doubles a reminder across a restart or concurrent runs', async () => {
    const org = await newOrganisation(app, { plan: 'professional' });
    const one = await invite(app, org, { candidateEmail: 'one@example.org' });
    const two = await invite(app, org, { candidateEmail: 'two@example.org' });
    clock = t0 + DAY + MINUTE;

    // A process whose mail delivery fails decides the reminders but cannot deliver them.
    const failing = await buildTestApp({
      config: { smtpUrl: 'smtp://127.0.0.1:9' },
      database: { ...app.database!, close: () => Promise.resolve() },
      now: () => clock,
    });
    try {
      await failing.jobs.runNow(REMINDER_JOB);
    } finally {
      await failing.close();
    }
    const decided = await app.db
      .select()
      .from(candidateReminders)
      .where(inArray(candidateReminders.verificationId, [one.verificationId, two.verificationId]));
    expect(decided).toHaveLength(2);
    expect(decided.every((r) => r.deliveredAt === null && r.attempts === 1)).toBe(true);

    // After the restart, concurrent runs deliver what was decided and decide nothing twice.
    const run = () => app.jobs.runNow(REMINDER_JOB);
    await Promise.all([run(), run(), run()]);
    const after = await app.db
      .select()
      .from(candidateReminders)
      .where(inArray(candidateReminders.verificationId, [one.verificationId, two.verificationId]));
    expect(after).toHaveLength(2);
    expect(after.every((r) => r.deliveredAt !== null && r.sequence === 1)).toBe(true);
    const mails = await app.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'one@example.org'));
    expect(mails.filter((m) => m.kind === 'candidate-reminder')).toHaveLength(1);
  });
});
