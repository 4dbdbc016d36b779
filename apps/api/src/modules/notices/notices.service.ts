import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, type DomainEvent, type Permission } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { scopeOfMember, scopeSees } from '../../db/visibility.js';
import type { Mailer } from '../../lib/mail.js';
import type { RealtimePublisher } from '../../lib/realtime.js';
import type { AuditService } from '../audit/audit.service.js';
import { rolesOf } from '../accounts/accounts.service.js';
import {
  candidateDecisionNotice,
  candidateReceivedNotice,
  reviewQueueAlertNotice,
  submissionNotice,
} from './notice-emails.js';
import type { NoticesRepo } from './notices.repo.js';

const REVIEW_PERMISSIONS: readonly Permission[] = ['approve_verifications', 'reject_verifications'];

type Deps = {
  db: Db;
  repo: NoticesRepo;
  mailer: Mailer;
  audit: AuditService;
  realtime: Pick<RealtimePublisher, 'publishToUsers'>;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * What the organisation's settings promise (docs/product.md#settings):
 * - email notifications: reviewers who may see a verification are emailed when its candidate
 *   submits or answers a request; the candidate is told their submission arrived and, later, the
 *   decision. Off: none of these is sent.
 * - admin alert threshold: when more submissions than the threshold wait for review, the
 *   administrators (system_config) get a bell alert and an email, once per crossing; the alert
 *   re-arms when the queue is back at or below the threshold. The armed state is a column, so a
 *   restart or a second process never alerts twice.
 * Each notice is claimed per event and recipient with its mail, in one transaction.
 */
export function createNoticesService(deps: Deps) {
  const { repo } = deps;

  /** Records the mails (claimed per recipient) in one transaction, then delivers them. */
  async function sendOnce(
    eventId: string,
    organisationId: string,
    mails: { recipient: string; to: string; mail: ReturnType<typeof submissionNotice> }[],
  ) {
    const ids = await deps.db.transaction(async (tx) => {
      const recorded: string[] = [];
      for (const { recipient, to, mail } of mails) {
        if (!(await repo.claimNotice(tx, eventId, recipient))) continue;
        recorded.push(
          await deps.mailer.enqueue(
            { kind: mail.kind, organisationId, to, subject: mail.subject, text: mail.text, html: mail.html },
            tx,
          ),
        );
      }
      return recorded;
    });
    // A mail that fails here keeps its error in the outbox; the notice is not sent twice.
    for (const id of ids) await deps.mailer.deliver(id);
  }

  async function emailNotices(event: DomainEvent) {
    if (event.type !== 'verification.submitted' && event.type !== 'verification.decided') return;
    const settings = await repo.settings(event.organisationId);
    if (!settings?.emailNotifications) return;
    const verification = await repo.verification(event.organisationId, event.payload.verificationId);
    if (!verification) return;
    const candidate = { recipient: 'candidate', to: verification.candidateEmail };

    if (event.type === 'verification.decided') {
      if (event.payload.to !== 'COMPLETED' && event.payload.to !== 'FAILED') return;
      const mail = candidateDecisionNotice({
        candidateName: verification.candidateName,
        organisationName: settings.organisationName,
        approved: event.payload.to === 'COMPLETED',
      });
      await sendOnce(event.id, event.organisationId, [{ ...candidate, mail }]);
      return;
    }

    const answered = event.payload.informationRequestId !== null;
    const members = await repo.activeMembers(event.organisationId);
    const reviewers = members.filter((member) => {
      const roles = rolesOf(member);
      if (!REVIEW_PERMISSIONS.some((permission) => hasPermission(roles, permission))) return false;
      const scope = scopeOfMember(
        { organisationId: event.organisationId, roles, department: member.department },
        member.userId,
      );
      return scope !== null && scopeSees(scope, verification);
    });
    const staffMail = submissionNotice({
      answered,
      url: `${deps.publicUrl}/verifications/${encodeURIComponent(verification.id)}`,
    });
    await sendOnce(event.id, event.organisationId, [
      ...reviewers.map((member) => ({ recipient: member.userId, to: member.email, mail: staffMail })),
      {
        ...candidate,
        mail: candidateReceivedNotice({
          candidateName: verification.candidateName,
          organisationName: settings.organisationName,
          answered,
        }),
      },
    ]);
  }

  /** Compares the review queue with the threshold; alerts once per crossing, re-arms below it. */
  async function reviewQueueAlert(event: DomainEvent) {
    const alert = await deps.db.transaction(async (tx) => {
      const settings = await repo.settings(event.organisationId, tx);
      if (!settings) return null;
      const waiting = await repo.waitingForReview(tx, event.organisationId);
      const threshold = settings.alertThreshold;
      if (waiting <= threshold) {
        await repo.armReviewAlert(tx, event.organisationId);
        return null;
      }
      if (!(await repo.disarmReviewAlert(tx, event.organisationId))) return null;
      const admins = (await repo.activeMembers(event.organisationId, tx)).filter((member) =>
        hasPermission(rolesOf(member), 'system_config'),
      );
      const mail = reviewQueueAlertNotice({ waiting, threshold, url: `${deps.publicUrl}/admin` });
      const mailIds: string[] = [];
      for (const admin of admins) {
        if (!(await repo.claimNotice(tx, event.id, admin.userId))) continue;
        mailIds.push(
          await deps.mailer.enqueue(
            {
              kind: mail.kind,
              organisationId: event.organisationId,
              to: admin.email,
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            },
            tx,
          ),
        );
      }
      await deps.audit.record(
        {
          organisationId: event.organisationId,
          actor: { type: 'system' },
          action: 'organisation.review_alert_sent',
          target: { type: 'organisation', id: event.organisationId },
          metadata: { waiting, threshold, administrators: admins.length },
          context: null,
        },
        tx,
      );
      return { waiting, threshold, adminIds: admins.map((admin) => admin.userId), mailIds };
    });
    if (!alert) return;
    deps.realtime.publishToUsers(alert.adminIds, 'review_queue_alert', {
      waiting: alert.waiting,
      threshold: alert.threshold,
    });
    for (const id of alert.mailIds) await deps.mailer.deliver(id);
  }

  return {
    async handle(event: DomainEvent) {
      await emailNotices(event);
      await reviewQueueAlert(event);
    },
  };
}
export type NoticesService = ReturnType<typeof createNoticesService>;
