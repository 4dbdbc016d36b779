import { randomUUID } from 'node:crypto';
import {
  AI_VERIFIED_STATUSES,
  composeInformationRequestMessage,
  INFORMATION_REQUEST_FAILED,
  INVITATION_EXPIRY_DAYS,
  REVIEW_ACTION_STATUS,
  canRequestMoreInformation,
  requestedCategories,
  VERIFICATION_STATUSES,
  verificationStatusLabel,
  VIEW_PERMISSIONS,
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
import type { Mailer } from '../../lib/mail.js';
import { authorize, authorizeAny, forbidden, requireUser, type Actor } from '../../lib/actor.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import type { VerificationLifecycle } from '../verifications/lifecycle.service.js';
import { emailInformationRequest } from './information-request-email.js';
import {
  candidateLink,
  hashCandidateToken,
  verificationNotFound,
  type VerificationAccess,
} from '../verifications/verification-access.service.js';
import {
  CATEGORY_STEP,
  storedFormData,
  toInformationRequestRecord,
  type InformationRequestsRepo,
  type SectionDigester,
  type VerificationsRepo,
} from '../verifications/verification-core.service.js';

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
  lifecycle: VerificationLifecycle;
  events: DomainEvents;
  publicUrl: string;
  now: () => Date;
};

type Outcome = 'COMPLETED' | 'FAILED';

const notSubmitted = (status: string) =>
  new AppError(
    'INVALID_STATE',
    `More information can be requested after the candidate has submitted and before a decision; this verification is ${verificationStatusLabel(status).toLowerCase()}.`,
  );

/**
 * The reviewer's side of a submission: the dashboard's counts, requests for more information
 * (the candidate link reopens for the requested sections) and the decisions.
 */
export function createReviewService(deps: Deps) {
  const { db, repo, access, lifecycle, events } = deps;

  /** A staff member's view scope, after the permission to view any verification. */
  const viewScope = (actor: Actor) => {
    authorizeAny(actor, VIEW_PERMISSIONS);
    return access.scopeOf(requireUser(actor));
  };
  const requireVisible = async (actor: Actor, id: string) => {
    const row = await repo.findVisible(viewScope(actor), id);
    if (!row) throw verificationNotFound();
    return row;
  };

  async function organisationName(actor: Actor): Promise<string> {
    const me = await deps.accounts.me(requireUser(actor));
    if (!me.organisation) throw forbidden();
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
    async stats(actor: Actor): Promise<VerificationStatsResponse> {
      const counts = await repo.countByStatus(viewScope(actor));
      const byStatus = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, 0])) as Record<
        VerificationStatus,
        number
      >;
      for (const { status, n } of counts) byStatus[status] = n;
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
    async listInformationRequests(actor: Actor, id: string): Promise<ListInformationRequestsResponse> {
      const row = await requireVisible(actor, id);
      const requests = await deps.informationRequests.listForVerification(row.organisationId, row.id);
      return {
        success: true,
        informationRequests: requests.map((r) => toInformationRequestRecord(r, r.requestedByName)),
      };
    },

    /**
     * Call 5 of docs/product.md#api-calls. Only while SUBMITTED: stores the request, moves the verification back to
     * IN_PROGRESS, reopens the candidate's link for the requested sections and emails it. When the
     * email cannot be sent the request is withdrawn (kept in the history as EMAIL_FAILED), the
     * verification returns to SUBMITTED and the call fails. A repeated `requestId` answers the
     * earlier request without sending again.
     */
    async requestMoreInfo(
      actor: Actor,
      body: RequestMoreInfoBody,
      context: RequestContext,
    ): Promise<RequestMoreInfoResponse> {
      authorizeAny(actor, ['initiate_verification', 'approve_verifications', 'reject_verifications']);
      const requestedBy = requireUser(actor);
      const visible = await requireVisible(actor, body.verificationId);
      const answerExisting = async (requestId: string) => {
        const current = await requireVisible(actor, visible.id);
        return {
          success: true as const,
          verificationId: visible.id,
          status: current.status,
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
      if (!canRequestMoreInformation(visible.status)) throw notSubmitted(visible.status);

      const organisation = await organisationName(actor);
      const request = body.requestData;
      const categories = requestedCategories(request);
      const message = body.message?.trim() ? body.message.trim() : composeInformationRequestMessage(request);
      const now = deps.now();
      const deadline = request.deadline?.trim() ? request.deadline.trim() : undefined;
      const requestId = randomUUID();

      const prepared = await db.transaction(async (tx) => {
        const row = await lifecycle.lock(tx, actor, visible.id);
        if (body.requestId) {
          const earlier = await deps.informationRequests.findByClientRequestId(
            tx,
            row.organisationId,
            row.id,
            body.requestId,
          );
          if (earlier) return { kind: 'earlier' as const, id: earlier.id };
        }
        if (!canRequestMoreInformation(row.status)) throw notSubmitted(row.status);

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
          requestedByUserId: requestedBy.userId,
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
        const updated = await lifecycle.transition(tx, {
          actor,
          row,
          to: 'IN_PROGRESS',
          changes: {
            currentStep: firstStep,
            tokenExpiresAt: expiresAt,
            // The candidate's earlier links work again (unless they were revoked: those are
            // gone), and the email carries a new one.
            tokenRevokedAt: null,
          },
          at: now,
          audit: {
            action: 'verification.info_requested',
            target: { type: 'information_request', id: requestId },
            metadata: {
              informationRequestId: requestId,
              categories,
              urgency: request.urgency,
              ...(deadline ? { deadline } : {}),
            },
          },
          event: { type: 'verification.status_changed' },
          context,
          refuse: notSubmitted,
        });
        const token = await access.issueLink(tx, row, now);
        return { kind: 'prepared' as const, before: row, updated, token };
      });
      if (prepared.kind === 'earlier') return answerExisting(prepared.id);

      events.wake();
      const sent = await emailInformationRequest(deps.mailer, {
        row: prepared.updated,
        message,
        url: candidateLink(deps.publicUrl, prepared.token),
        organisationName: organisation,
        deadline,
      });

      if (sent) {
        await db.transaction(async (tx) => {
          await deps.informationRequests.update(tx, visible.organisationId, requestId, {
            emailSentAt: deps.now(),
          });
          await events.record(tx, {
            type: 'information_request.sent',
            organisationId: visible.organisationId,
            aggregateId: visible.id,
            occurredAt: deps.now(),
            payload: { verificationId: visible.id, informationRequestId: requestId, categories },
          });
        });
        events.wake();
        return {
          success: true,
          verificationId: visible.id,
          status: 'IN_PROGRESS',
          informationRequest: await recordOf(visible.organisationId, visible.id, requestId),
        };
      }

      // Nothing reached the candidate: withdraw the request and put the verification back.
      await db.transaction(async (tx) => {
        const row = await lifecycle.lock(tx, actor, visible.id).catch(() => null);
        const open = await deps.informationRequests.findOpen(visible.organisationId, visible.id, tx);
        if (!row || open?.id !== requestId || row.status !== 'IN_PROGRESS') return;
        const { before } = prepared;
        await deps.informationRequests.update(tx, row.organisationId, requestId, { state: 'EMAIL_FAILED' });
        await repo.deleteLinkToken(tx, row.organisationId, hashCandidateToken(prepared.token));
        await lifecycle.transition(tx, {
          actor,
          row,
          to: REVIEW_ACTION_STATUS,
          changes: {
            currentStep: before.currentStep,
            tokenExpiresAt: before.tokenExpiresAt,
            tokenRevokedAt: before.tokenRevokedAt,
          },
          at: deps.now(),
          audit: {
            action: 'verification.info_request_failed',
            target: { type: 'information_request', id: requestId },
            metadata: { informationRequestId: requestId },
          },
          event: { type: 'verification.status_changed' },
          context,
        });
        await events.record(tx, {
          type: 'information_request.email_failed',
          organisationId: row.organisationId,
          aggregateId: row.id,
          occurredAt: deps.now(),
          payload: { verificationId: row.id, informationRequestId: requestId },
        });
      });
      events.wake();
      throw new AppError('UPSTREAM_FAILED', INFORMATION_REQUEST_FAILED);
    },

    /**
     * Approve (→ COMPLETED) or reject (→ FAILED) with a note, only where the lifecycle allows.
     * The row is locked first, so of two concurrent decisions exactly one wins; the other (and
     * any later one) gets INVALID_STATE.
     */
    async decide(
      actor: Actor,
      id: string,
      outcome: Outcome,
      body: DecisionBody,
      context: RequestContext,
    ): Promise<DecisionResponse> {
      authorize(actor, outcome === 'COMPLETED' ? 'approve_verifications' : 'reject_verifications');
      const decider = requireUser(actor);
      const now = deps.now();
      const verb = outcome === 'COMPLETED' ? 'approved' : 'rejected';
      // The row is locked first, so of two concurrent decisions exactly one wins.
      const decided = await db.transaction(async (tx) => {
        const row = await lifecycle.lock(tx, actor, id);
        return lifecycle.transition(tx, {
          actor,
          row,
          to: outcome,
          changes: { decidedAt: now, decidedByUserId: decider.userId, decisionNote: body.note },
          at: now,
          audit: { action: `verification.${verb}` },
          event: { type: 'verification.decided', decidedByUserId: decider.userId },
          context,
          refuse: (from) =>
            new AppError(
              'INVALID_STATE',
              `This verification is ${verificationStatusLabel(from).toLowerCase()}, so it cannot be ${verb}.`,
            ),
        });
      });
      events.wake();
      return {
        success: true,
        verificationId: decided.id,
        status: outcome,
        decision: {
          status: outcome,
          note: body.note,
          decidedAt: now.toISOString(),
          decidedByUserId: decider.userId,
        },
      };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
