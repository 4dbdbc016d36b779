import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema.js';

export type Email = {
  /** What the mail is for, e.g. `verify-email`, `reset-password`, `candidate-invitation`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  /** Records the mail in the outbox, then delivers it when SMTP is configured. */
  send: (email: Email) => Promise<{ id: string; delivered: boolean }>;
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
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(email) {
      const id = randomUUID();
      await deps.db.insert(outboxEmails).values({
        id,
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
      });
      if (!transport) return { id, delivered: false };
      try {
        await transport.sendMail({
          from: deps.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
        await deps.db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, id));
        return { id, delivered: true };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log.error({ emailId: id, kind: email.kind, err: message }, 'email delivery failed');
        await deps.db
          .update(outboxEmails)
          .set({ lastError: message.slice(0, 500) })
          .where(eq(outboxEmails.id, id));
        return { id, delivered: false };
      }
    },
  };
}
