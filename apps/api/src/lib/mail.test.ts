import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { registration } from '../../test/auth-helpers.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.js';
import { outboxEmails } from '../db/schema.js';
import { MAIL_BODY_RETENTION_DAYS, MAIL_BODY_RETENTION_JOB } from './mail.js';

const DAY = 24 * 60 * 60 * 1000;

async function register(app: TestApp, remoteAddress: string) {
  const body = registration();
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: body, remoteAddress });
  expect(res.statusCode, res.body).toBe(201);
  return body.email.toLowerCase();
}

const mailsTo = (app: TestApp, address: string) =>
  app.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), eq(outboxEmails.kind, 'verify-email')));

describe('mail delivered through SMTP', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await buildTestApp({ config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('keeps who, what and when of a delivered mail, but not its body or the link in it', async () => {
    const email = await register(app, '198.51.100.1');
    const delivered = smtp.received.find((m) => m.to.some((to) => to.includes(email)));
    expect(delivered?.data).toContain('verify-email');

    const [row] = await mailsTo(app, email);
    expect(row).toMatchObject({
      toAddress: email,
      kind: 'verify-email',
      subject: 'Confirm your email for Candor',
      textBody: null,
      htmlBody: null,
      lastError: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the body of a mail the server refused, with the error, so it can be retried', async () => {
    smtp.reject = true;
    try {
      const email = await register(app, '198.51.100.2');
      const [row] = await mailsTo(app, email);
      expect(row?.sentAt).toBeNull();
      expect(row?.lastError).toMatch(/550/);
      expect(row?.textBody).toContain('/api/auth/verify-email?token=');
    } finally {
      smtp.reject = false;
    }
  });
});

describe('the retention of mail bodies that were not delivered', () => {
  let app: TestApp;
  let clock = Date.now();
  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it(`clears the body after ${MAIL_BODY_RETENTION_DAYS} days and keeps the record; running again changes nothing`, async () => {
    const start = Date.now();
    const email = await register(app, '198.51.100.3');
    const [kept] = await mailsTo(app, email);
    expect(kept?.textBody).toContain('/api/auth/verify-email?token=');

    // Within the retention the body stays.
    clock = start + (MAIL_BODY_RETENTION_DAYS - 1) * DAY;
    await app.jobs.runNow(MAIL_BODY_RETENTION_JOB);
    expect((await mailsTo(app, email))[0]?.textBody).toContain('/api/auth/verify-email?token=');

    // After it, the body is gone; recipient, kind, subject and time stay.
    clock = start + (MAIL_BODY_RETENTION_DAYS + 1) * DAY;
    await app.jobs.runNow(MAIL_BODY_RETENTION_JOB);
    const [cleared] = await mailsTo(app, email);
    expect(cleared).toMatchObject({
      id: kept!.id,
      toAddress: email,
      kind: 'verify-email',
      subject: kept!.subject,
      createdAt: kept!.createdAt,
      textBody: null,
      htmlBody: null,
    });

    // Idempotent, and safe when two processes run it at once.
    await Promise.all([app.jobs.runNow(MAIL_BODY_RETENTION_JOB), app.jobs.runNow(MAIL_BODY_RETENTION_JOB)]);
    expect(await mailsTo(app, email)).toEqual([cleared]);
  });
});
