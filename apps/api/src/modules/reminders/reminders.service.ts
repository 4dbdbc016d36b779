import { randomUUID } from 'node:crypto';
import { CANDIDATE_EDITABLE_STATUSES, splitCandidateName } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorizeSystem, type Actor } from '../../lib/actor.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import { candidateLink } from '../verifications/verification-access.service.js';
import type { RemindersRepo } from './reminders.repo.js';

/** At most one reminder a day, at most 7 per verification. */
export const REMINDER_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const MAX_REMINDERS = 7;
/** The job that sends them, and how often it looks. */
export const REMINDER_JOB = 'candidate-reminders';
export const REMINDER_JOB_EVERY_MINUTES = 15;

const BATCH = 500;
const MAX_DELIVERY_ATTEMPTS = 5;

/**
 * Reminder emails to invited candidates who have not submitted: once a day, at most 7 times,
 * while the link is valid, when the organisation has reminders on (the default). Each decision
 * to send is a row written in the same transaction as the queued email (unique per verification
 * and sequence), and delivery is confirmed separately, so a crash or restart at any point
 * neither loses nor repeats a reminder. Each reminder carries a new link (only its hash is kept);
 * the links the candidate already has keep working, so a form open in their browser is unaffected.
 */
export function createRemindersService(deps: {
  db: Db;
  repo: RemindersRepo;
  mailer: Mailer;
  audit: AuditService;
  /** Issues a new candidate link inside the decision's transaction. */
  issueLink: VerificationAccess['issueLink'];
  publicUrl: string;
  now: () => Date;
}) {
  const { db, repo } = deps;

  /** Decides and queues one reminder; false when it is not (or no longer) due. */
  async function decide(organisationId: string, verificationId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const locked = await repo.lockForDecision(tx, organisationId, verificationId);
      if (!locked) return false;
      const v = locked.verification;
      const waiting =
        (CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(v.status) &&
        v.submittedAt === null &&
        v.tokenRevokedAt === null &&
        v.tokenExpiresAt !== null &&
        v.tokenExpiresAt > now;
      if (!waiting || !locked.remindersEnabled || locked.sentCount >= MAX_REMINDERS) return false;
      const last = Math.max(v.invitationSentAt?.getTime() ?? 0, locked.lastSentAt?.getTime() ?? 0);
      if (last === 0 || now.getTime() - last < REMINDER_INTERVAL_MS) return false;

      const token = await deps.issueLink(tx, v, now);
      const sequence = locked.sentCount + 1;
      const { firstName } = splitCandidateName(v.candidateName);
      const expires = (v.tokenExpiresAt ?? now).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
      const mail = renderEmail({
        paragraphs: [
          `Hello ${firstName},`,
          `This is a reminder that ${locked.organisationName} has asked you to complete a background verification with Candor. Your answers are saved as you go, so you can continue where you left off.`,
          `Your link expires on ${expires}.`,
        ],
        action: {
          label: 'Continue your verification',
          url: candidateLink(deps.publicUrl, token),
        },
        footer:
          'This link is personal to you, so please do not share it. If you were not expecting this email, you can ignore it.',
      });
      const emailId = await deps.mailer.enqueue(
        {
          kind: 'candidate-reminder',
          organisationId: v.organisationId,
          to: v.candidateEmail,
          subject: `Reminder: ${locked.organisationName} is waiting for your background verification`,
          ...mail,
        },
        tx,
      );
      await repo.insert(tx, {
        id: randomUUID(),
        organisationId: v.organisationId,
        verificationId: v.id,
        sequence,
        emailId,
        createdAt: now,
      });
      await deps.audit.record(
        {
          organisationId: v.organisationId,
          actor: { type: 'system' },
          action: 'verification.reminder_sent',
          target: { type: 'verification', id: v.id },
          verificationId: v.id,
          metadata: { sequence, emailId },
          context: null,
        },
        tx,
      );
      return true;
    });
  }

  return {
    /**
     * One run of the job: decide the reminders that are due, then deliver what is queued. It
     * spans every organisation, so only Candor itself runs it (`systemActor('reminders')`).
     */
    async run(actor: Actor): Promise<{ decided: number; delivered: number; failed: number }> {
      authorizeSystem(actor);
      const now = deps.now();
      let decided = 0;
      const due = await repo.findDue(now, {
        max: MAX_REMINDERS,
        intervalMs: REMINDER_INTERVAL_MS,
        limit: BATCH,
      });
      for (const candidate of due) {
        if (await decide(candidate.organisationId, candidate.id, now)) decided += 1;
      }
      let delivered = 0;
      let failed = 0;
      for (const reminder of await repo.listUndelivered(MAX_DELIVERY_ATTEMPTS, BATCH)) {
        if (await deps.mailer.deliver(reminder.emailId)) {
          await repo.markDelivered(reminder.id, deps.now());
          delivered += 1;
        } else {
          await repo.markFailed(reminder.id, 'delivery failed');
          failed += 1;
        }
      }
      return { decided, delivered, failed };
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
