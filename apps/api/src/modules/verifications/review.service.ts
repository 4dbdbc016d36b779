import { randomUUID } from 'node:crypto';
import {
  AI_VERIFIED_STATUSES,
  canTransition,
  composeInformationRequestMessage,
  INFORMATION_REQUEST_FAILED,
  INVITATION_EXPIRY_DAYS,
  REVIEW_ACTION_STATUS,
  requestedCategories,
  splitCandidateName,
  VERIFICATION_STATUSES,
  verificationStatusLabel,
  type DecisionBody,
  type DecisionResponse,
  type ListInformationRequestsResponse,
  type RequestMoreInfoBody,
  type RequestMoreInfoResponse,
  type VerificationStats,
  type VerificationStatsResponse,
  type VerificationStatus,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { FieldCipher } from '../../lib/crypto.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import { audienceOf, type RealtimePublisher } from '../../lib/realtime.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AccountsService, UserActor } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { toInformationRequestRecord } from './information-request-record.js';
import { CATEGORY_STEP, type SectionDigester } from './information-request-rules.js';
import type { InformationRequestsRepo } from './information-requests.repo.js';
import {
  hashCandidateToken,
  verificationNotFound,
  type VerificationAccess,
} from './verification-access.service.js';
import { storedFormData, verificationTypeOf } from './verification-record.js';
import type { VerificationRow, VerificationsRepo } from './verifications.repo.js';
import { candidateLink } from './verifications.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  db: Db;
  repo: VerificationsRepo;
  informationRequests: InformationRequestsRepo;
  access: VerificationAccess;
  documents: DocumentsService;
  accounts: AccountsService;
  audit: AuditService;
  mailer: Mailer;
  ssnCipher: FieldCipher;
  sectionDigests: SectionDigester;
  realtime: RealtimePublisher;
  publicUrl: string;
  now: () => Date;
};

type Outcome = 'COMPLETED' | 'FAILED';

const notSubmitted = (status: string) =>
  new AppError(
    'INVALID_STATE',
    `More information can be requested only while the verification is submitted; it is ${verificationStatusLabel(status).toLowerCase()}.`,
  );

/**
 * The reviewer's side of a submission: the dashboard's counts, requests for more information
 * (the candidate link reopens for the requested sections) and the decisions.
 */
export function createReviewService(deps: Deps) {
  const { db, repo, access, audit } = deps;

  const publishStatus = (row: VerificationRow) => {
    deps.realtime.publish(audienceOf(row), 'verification_update', {
      verificationId: row.id,
      verificationType: verificationTypeOf(row),
      status: row.status as VerificationStatus,
      updatedAt: row.updatedAt.toISOString(),
    });
  };

  async function emailRequest(input: {
    row: VerificationRow;
    message: string;
    url: string;
    organisationName: string;
    deadline: string | undefined;
  }): Promise<boolean> {
    const { firstName } = splitCandidateName(input.row.candidateName);
    const mail = renderEmail({
      paragraphs: [
        `Hello ${firstName},`,
        `${input.organisationName} has reviewed your background verification and needs more information from you:`,
        ...input.message.split('\n').filter((line) => line.trim() !== ''),
        input.deadline
          ? `Please answer by ${input.deadline} using your verification link. Only the sections mentioned can be changed, and you can add documents.`
          : 'Please answer using your verification link. Only the sections mentioned can be changed, and you can add documents.',
      ],
      action: { label: 'Open your verification', url: input.url },
      footer: 'This link is personal to you, so please do not share it.',
    });
    try {
      const result = await deps.mailer.send({
        kind: 'information-request',
        organisationId: input.row.organisationId,
        to: input.row.candidateEmail,
        subject: `${input.organisationName} needs more information for your background verification`,
        ...mail,
      });
      return result.delivered || deps.mailer.delivery === 'outbox';
    } catch {
      return false;
    }
  }

  async function organisationName(actor: UserActor): Promise<string> {
    const me = await deps.accounts.me(actor);
    if (!me.organisation) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    return me.organisation.name;
  }

  async function recordOf(organisationId: string, verificationId: string, requestId: string) {
    const rows = await deps.informationRequests.listForVerification(organisationId, verificationId);
    const row = rows.find((r) => r.id === requestId);
    if (!row) throw new Error(`information request ${requestId} not found`);
    return toInformationRequestRecord(row, row.requestedByName);
  }

  return {
    /** The dashboard's cards, counted by the database within the caller's visibility. */
    async stats(actor: UserActor): Promise<VerificationStatsResponse> {
      const counts = await repo.countByStatus(access.scopeOf(actor));
      const byStatus = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
        VerificationStatus,
        number
      >;
      for (const { status, n } of counts) {
        if ((VERIFICATION_STATUSES as readonly string[]).includes(status))
          byStatus[status as VerificationStatus] = n;
      }
      const stats: VerificationStats = {
        total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
        pendingReview: byStatus.SUBMITTED,
        inProgress: byStatus.IN_PROGRESS,
        initiated: byStatus.VERIFICATION_INITIATED,
        completed: byStatus.COMPLETED,
        aiVerified: AI_VERIFIED_STATUSES.reduce((sum, s) => sum + byStatus[s], 0),
        byStatus,
      };
      return { success: true, stats };
    },

    /** Every request for more information of a verification and its answer, newest first. */
    async listInformationRequests(actor: UserActor, id: string): Promise<ListInformationRequestsResponse> {
      const row = await access.requireVisible(actor, id);
      const requests = await deps.informationRequests.listForVerification(row.organisationId, row.id);
      return {
        success: true,
        informationRequests: requests.map((r) => toInformationRequestRecord(r, r.requestedByName)),
      };
    },

    /**
     * SPEC §7 call 5. Only while SUBMITTED: stores the request, moves the verification back to
     * IN_PROGRESS, reopens the candidate's link for the requested sections and emails it. When the
     * email cannot be sent the request is withdrawn (kept in the history as EMAIL_FAILED), the
     * verification returns to SUBMITTED and the call fails. A repeated `requestId` answers the
     * earlier request without sending again.
     */
    async requestMoreInfo(
      actor: UserActor,
      body: RequestMoreInfoBody,
      context: RequestContext,
    ): Promise<RequestMoreInfoResponse> {
      const visible = await access.requireVisible(actor, body.verificationId);
      const answerExisting = async (requestId: string) => {
        const current = await access.requireVisible(actor, visible.id);
        return {
          success: true as const,
          verificationId: visible.id,
          status: current.status as VerificationStatus,
          informationRequest: await recordOf(visible.organisationId, visible.id, requestId),
        };
      };
      if (body.requestId) {
        const earlier = await deps.informationRequests.findByClientRequestId(
          db,
          visible.organisationId,
          visible.id,
          body.requestId,
        );
        if (earlier) return answerExisting(earlier.id);
      }
      if (visible.status !== REVIEW_ACTION_STATUS) throw notSubmitted(visible.status);

      const organisation = await organisationName(actor);
      const request = body.requestData;
      const categories = requestedCategories(request);
      const message = body.message?.trim() ? body.message.trim() : composeInformationRequestMessage(request);
      const now = deps.now();
      const deadline = request.deadline?.trim() ? request.deadline.trim() : undefined;
      const requestId = randomUUID();

      const prepared = await db.transaction(async (tx) => {
        const row = await repo.lockById(tx, visible.organisationId, visible.id);
        if (!row) throw verificationNotFound();
        if (body.requestId) {
          const earlier = await deps.informationRequests.findByClientRequestId(
            tx,
            row.organisationId,
            row.id,
            body.requestId,
          );
          if (earlier) return { kind: 'earlier' as const, id: earlier.id };
        }
        const from = row.status as VerificationStatus;
        if (from !== REVIEW_ACTION_STATUS || !canTransition(from, 'IN_PROGRESS')) throw notSubmitted(from);

        const deadlineEnd = deadline ? Date.parse(`${deadline}T23:59:59.999Z`) + DAY_MS : 0;
        const expiresAt = new Date(
          Math.max(
            row.tokenExpiresAt?.getTime() ?? 0,
            now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS,
            deadlineEnd,
          ),
        );
        const documents = await deps.documents.listForVerification(row.organisationId, row.id, tx);
        await deps.informationRequests.insert(tx, {
          id: requestId,
          organisationId: row.organisationId,
          verificationId: row.id,
          requestedByUserId: actor.userId,
          clientRequestId: body.requestId ?? null,
          message,
          requestData: request,
          categories,
          sectionDigests: deps.sectionDigests({
            formData: storedFormData(row),
            ssn: row.ssnEncrypted ? deps.ssnCipher.decrypt(row.ssnEncrypted, row.id) : null,
            documentIds: documents.map((d) => d.id),
          }),
          urgency: request.urgency,
          deadline: deadline ?? null,
          state: 'OPEN',
          createdAt: now,
        });
        const firstStep = Math.min(4, ...categories.map((c) => CATEGORY_STEP[c]));
        const updated = await repo.update(tx, row.organisationId, row.id, {
          status: 'IN_PROGRESS',
          currentStep: firstStep,
          tokenExpiresAt: expiresAt,
          // The candidate's earlier links work again (unless they were revoked: those are gone),
          // and the email carries a new one.
          tokenRevokedAt: null,
          updatedAt: now,
        });
        const token = await access.issueLink(tx, row, now);
        await audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'verification.info_requested',
            target: { type: 'information_request', id: requestId },
            verificationId: row.id,
            metadata: {
              from,
              to: 'IN_PROGRESS',
              informationRequestId: requestId,
              categories,
              urgency: request.urgency,
              ...(deadline ? { deadline } : {}),
            },
            context,
          },
          tx,
        );
        return { kind: 'prepared' as const, before: row, updated, token };
      });
      if (prepared.kind === 'earlier') return answerExisting(prepared.id);

      publishStatus(prepared.updated);
      const sent = await emailRequest({
        row: prepared.updated,
        message,
        url: candidateLink(
          deps.publicUrl,
          prepared.token,
          prepared.updated.candidateName,
          prepared.updated.candidateEmail,
        ),
        organisationName: organisation,
        deadline,
      });

      if (sent) {
        await deps.informationRequests.update(db, visible.organisationId, requestId, {
          emailSentAt: deps.now(),
        });
        return {
          success: true,
          verificationId: visible.id,
          status: 'IN_PROGRESS',
          informationRequest: await recordOf(visible.organisationId, visible.id, requestId),
        };
      }

      // Nothing reached the candidate: withdraw the request and put the verification back.
      const reverted = await db.transaction(async (tx) => {
        const row = await repo.lockById(tx, visible.organisationId, visible.id);
        const open = await deps.informationRequests.findOpen(visible.organisationId, visible.id, tx);
        if (!row || open?.id !== requestId || row.status !== 'IN_PROGRESS') return null;
        const { before } = prepared;
        await deps.informationRequests.update(tx, row.organisationId, requestId, { state: 'EMAIL_FAILED' });
        await repo.deleteLinkToken(tx, row.organisationId, hashCandidateToken(prepared.token));
        const restored = await repo.update(tx, row.organisationId, row.id, {
          status: REVIEW_ACTION_STATUS,
          currentStep: before.currentStep,
          tokenExpiresAt: before.tokenExpiresAt,
          tokenRevokedAt: before.tokenRevokedAt,
          updatedAt: deps.now(),
        });
        await audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'verification.info_request_failed',
            target: { type: 'information_request', id: requestId },
            verificationId: row.id,
            metadata: { from: 'IN_PROGRESS', to: REVIEW_ACTION_STATUS, informationRequestId: requestId },
            context,
          },
          tx,
        );
        return restored;
      });
      if (reverted) publishStatus(reverted);
      throw new AppError('UPSTREAM_FAILED', INFORMATION_REQUEST_FAILED);
    },

    /**
     * Approve (→ COMPLETED) or reject (→ FAILED) with a note, only where the lifecycle allows.
     * The row is locked first, so of two concurrent decisions exactly one wins; the other (and
     * any later one) gets INVALID_STATE.
     */
    async decide(
      actor: UserActor,
      id: string,
      outcome: Outcome,
      body: DecisionBody,
      context: RequestContext,
    ): Promise<DecisionResponse> {
      const visible = await access.requireVisible(actor, id);
      const now = deps.now();
      const verb = outcome === 'COMPLETED' ? 'approved' : 'rejected';
      const decided = await db.transaction(async (tx) => {
        const row = await repo.lockById(tx, visible.organisationId, visible.id);
        if (!row) throw verificationNotFound();
        const from = row.status as VerificationStatus;
        if (!canTransition(from, outcome)) {
          throw new AppError(
            'INVALID_STATE',
            `This verification is ${verificationStatusLabel(from).toLowerCase()}, so it cannot be ${verb}.`,
          );
        }
        const updated = await repo.update(tx, row.organisationId, row.id, {
          status: outcome,
          decidedAt: now,
          decidedByUserId: actor.userId,
          decisionNote: body.note,
          updatedAt: now,
        });
        await audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: `verification.${verb}`,
            target: { type: 'verification', id: row.id },
            verificationId: row.id,
            metadata: { from, to: outcome },
            context,
          },
          tx,
        );
        return updated;
      });
      publishStatus(decided);
      return {
        success: true,
        verificationId: decided.id,
        status: outcome,
        decision: {
          status: outcome,
          note: body.note,
          decidedAt: now.toISOString(),
          decidedByUserId: actor.userId,
        },
      };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
