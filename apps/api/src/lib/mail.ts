import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema.js';
import { defineJob } from './jobs.js';

export type Email = {
  /** What the mail is for, e.g. `verify-email`, `reset-password`, `candidate-invitation`. */
  kind: string;
  /** The organisation the mail belongs to; null for mail of a user without one. */
  organisationId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * How long the body of a mail that was not delivered is kept (without SMTP, every mail): long
 * enough for delivery retries and for the demo outbox, short enough that links in it are not kept
 * for the life of the database. A delivered mail's body is cleared at once.
 */
export const MAIL_BODY_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The recurring job that clears expired bodies, and how often it runs. */
export const MAIL_BODY_RETENTION_JOB = 'mail-body-retention';
export const MAIL_BODY_RETENTION_JOB_EVERY_MINUTES = 60;
/** A run looks at every mail: no payload. */
const mailBodyRetentionPayload = z.object({}).strict();

declare module './jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [MAIL_BODY_RETENTION_JOB]: z.input<typeof mailBodyRetentionPayload>;
  }
}

/** The recurring job that clears the bodies of mails past MAIL_BODY_RETENTION_DAYS. */
export const mailBodyRetentionJob = (deps: { mailer: Mailer; now: () => Date }) =>
  defineJob({
    name: MAIL_BODY_RETENTION_JOB,
    schema: mailBodyRetentionPayload,
    everyMinutes: MAIL_BODY_RETENTION_JOB_EVERY_MINUTES,
    handler: () => deps.mailer.clearExpiredBodies(deps.now()),
  });

export type Mailer = {
  /** Records the mail in the outbox, then delivers it when SMTP is configured. */
  send: (email: Email) => Promise<{ id: string; delivered: boolean }>;
  /** Records the mail in the outbox inside the caller's transaction; `deliver` sends it later. */
  enqueue: (email: Email, tx: Db) => Promise<string>;
  /**
   * Delivers a recorded mail through SMTP. True when it went out, or when there is no SMTP (the
   * outbox is then where mail is kept); false when delivery failed (the error is recorded).
   */
  deliver: (id: string) => Promise<boolean>;
  /** 'smtp' when mail is delivered; 'outbox' when it is only kept in the outbox table. */
  delivery: 'smtp' | 'outbox';
  /**
   * Clears the bodies of mails older than MAIL_BODY_RETENTION_DAYS (one statement: safe to run
   * again or concurrently); who, what and when stay. Returns how many bodies were cleared.
   */
  clearExpiredBodies: (now: Date) => Promise<number>;
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A plain, accessible HTML mail: a greeting paragraph list and one call-to-action link. */
export function renderEmail(input: {
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
}): {
  text: string;
  html: string;
} {
  const text = [
    ...input.paragraphs,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    ...(input.footer ? ['', input.footer] : []),
  ].join('\n\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#1e3a5f;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p><p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(input.action.url)}</p>` : ''}
${input.footer ? `<p style="font-size:13px;color:#475569">${escapeHtml(input.footer)}</p>` : ''}
</body></html>`;
  return { text, html };
}

export function createMailer(deps: {
  db: Db;
  smtpUrl: string | null;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const smtpUrl = deps.smtpUrl;
  // The SMTP client is loaded with the first mail, not at start-up.
  let transporter: Promise<nodemailer.Transporter> | null = null;
  const transport = smtpUrl
    ? {
        sendMail: async (message: nodemailer.SendMailOptions): Promise<void> => {
          transporter ??= import('nodemailer').then((module) =>
            module.default.createTransport(withoutTransportLogging(smtpUrl)),
          );
          await (await transporter).sendMail(message);
        },
      }
    : null;

  const record = async (email: Email, tx: Db): Promise<string> => {
    const id = randomUUID();
    await tx.insert(outboxEmails).values({
      id,
      kind: email.kind,
      organisationId: email.organisationId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    });
    return id;
  };

  const transmit = async (id: string, email: Email): Promise<boolean> => {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: deps.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
      // Delivered: the body (and the links in it) is no longer kept, in the same statement.
      await deps.db
        .update(outboxEmails)
        .set({ sentAt: new Date(), lastError: null, textBody: null, htmlBody: null })
        .where(eq(outboxEmails.id, id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.error({ emailId: id, kind: email.kind, err: message }, 'email delivery failed');
      await deps.db
        .update(outboxEmails)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(outboxEmails.id, id));
      return false;
    }
  };

  return {
    delivery: transport ? 'smtp' : 'outbox',

    async send(email) {
      const id = await record(email, deps.db);
      return { id, delivered: await transmit(id, email) };
    },

    enqueue: record,

    async deliver(id) {
      if (!transport) return true;
      const [row] = await deps.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
      if (!row) return false;
      if (row.sentAt) return true;
      // Its body expired before it could be delivered: it can no longer be sent.
      if (row.textBody === null || row.htmlBody === null) return false;
      return transmit(id, {
        kind: row.kind,
        organisationId: row.organisationId,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
      });
    },

    async clearExpiredBodies(now) {
      const cutoff = new Date(now.getTime() - MAIL_BODY_RETENTION_DAYS * DAY_MS);
      const cleared = await deps.db
        .update(outboxEmails)
        .set({ textBody: null, htmlBody: null })
        .where(
          and(
            lt(outboxEmails.createdAt, cutoff),
            or(isNotNull(outboxEmails.textBody), isNotNull(outboxEmails.htmlBody)),
          ),
        )
        .returning({ id: outboxEmails.id });
      return cleared.length;
    },
  };
}

/**
 * SMTP_URL may turn on the mail library's own logging (`?logger=true`, `?debug=true`), which
 * writes the SMTP conversation, addresses and message text to the console; those options are
 * dropped so mail content never reaches a log.
 */
export function withoutTransportLogging(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.delete('logger');
  url.searchParams.delete('debug');
  return url.toString();
}
