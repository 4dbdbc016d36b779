import { randomUUID } from 'node:crypto';
import {
  planLimitReachedMessage,
  CONFIRM_EMAIL_BEFORE_INVITING,
  FREE_TRIAL,
  INVITATION_EXPIRY_DAYS,
  INVITATION_FAILED,
  splitCandidateName,
  TRIAL_ENDED_MESSAGE,
  TRIAL_LIMIT_REACHED_MESSAGE,
  type CandidateFormDraft,
  type EducationVerificationForm,
  type EmploymentVerificationForm,
  type InviteCandidateBody,
  type InviteCandidateResponse,
  type RevokeInvitationResponse,
  type VerificationRequestCreated,
  type VerificationRequestDetails,
  type VerificationType,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, forbidden, requireUser, type Actor, type UserActor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { effectiveLimit, planTermsOf, trialEnded } from '../billing/billing.service.js';
import { auditActorOf, type VerificationLifecycle } from '../verifications/lifecycle.service.js';
import {
  candidateLink,
  isCandidateEditable,
  type VerificationAccess,
} from '../verifications/verification-access.service.js';
import type { VerificationsRepo } from '../verifications/verification-core.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const nothingToResend = () =>
  new AppError('INVALID_STATE', 'The candidate has already submitted, so there is no link to resend.');

export type InvitationsDeps = {
  db: Db;
  repo: VerificationsRepo;
  access: VerificationAccess;
  lifecycle: VerificationLifecycle;
  events: DomainEvents;
  accounts: AccountsService;
  audit: AuditService;
  mailer: Mailer;
  publicUrl: string;
  /** With SMTP a mail that was not delivered is a failure; without it mail stays in the outbox. */
  mailDelivery: 'smtp' | 'outbox';
  now: () => Date;
};

/** Candidate invitations: create a verification with its link, resend and revoke the link. */
export function createInvitationsService(deps: InvitationsDeps) {
  const { db, repo, access, audit, lifecycle, events } = deps;

  /** Emails the link; false when it could not be delivered. */
  async function sendInvitation(input: {
    organisationId: string;
    to: string;
    candidateName: string;
    inviterName: string;
    organisationName: string;
    url: string;
    expiresAt: Date;
  }): Promise<boolean> {
    const { firstName } = splitCandidateName(input.candidateName);
    const expires = input.expiresAt.toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
    const mail = renderEmail({
      paragraphs: [
        `Hello ${firstName},`,
        `${input.inviterName} at ${input.organisationName} has asked you to complete a background verification with Candor. It takes a few minutes: your personal details, education, employment history and any supporting documents.`,
        `This link is personal to you, so please do not share it. It expires on ${expires}.`,
      ],
      action: { label: 'Start your verification', url: input.url },
      footer: 'If you were not expecting this email, you can ignore it.',
    });
    try {
      const result = await deps.mailer.send({
        kind: 'candidate-invitation',
        organisationId: input.organisationId,
        to: input.to,
        subject: `${input.organisationName} invites you to complete your background verification`,
        ...mail,
      });
      return result.delivered || deps.mailDelivery === 'outbox';
    } catch {
      return false;
    }
  }

  /** Who sends a candidate link: a member whose own email address is confirmed. */
  async function inviter(actor: UserActor) {
    const me = await deps.accounts.me(actor);
    if (!me.organisation) throw forbidden();
    if (!me.user.emailVerified) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_BEFORE_INVITING);
    const name = `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.name;
    return { name, organisation: me.organisation };
  }

  /**
   * Creates a verification (INVITED) of the given type with a private link and emails it. The
   * inviter is the signed-in user. Organisations on the free trial may run 5 verifications
   * within its 14 days (docs/product.md).
   */
  async function createInvitation(
    caller: Actor,
    input: {
      candidateName: string;
      candidateEmail: string;
      type: VerificationType;
      formData: CandidateFormDraft;
      requestDetails: VerificationRequestDetails | null;
    },
    context: RequestContext,
  ): Promise<InviteCandidateResponse> {
    const { organisationId } = authorize(caller, 'initiate_verification');
    const actor = requireUser(caller);
    const department = actor.member?.department ?? null;
    const { name: inviterName, organisation } = await inviter(actor);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);

    const { row, token } = await db.transaction(async (tx) => {
      // The plan's terms (docs/product.md#plan-and-usage): the trial ends; a limit is counted
      // under a lock so concurrent invitations cannot pass it together.
      const terms = await planTermsOf(tx, organisationId);
      if (terms && trialEnded(terms, now)) throw new AppError('CONFLICT', TRIAL_ENDED_MESSAGE);
      const limit = terms ? effectiveLimit(terms) : null;
      if (terms && limit !== null) {
        await repo.lockOrganisationInvitations(tx, organisationId);
        if ((await repo.countInOrganisation(tx, organisationId)) >= limit) {
          throw new AppError(
            'CONFLICT',
            terms.plan === 'trial' && limit === FREE_TRIAL.verifications
              ? TRIAL_LIMIT_REACHED_MESSAGE
              : planLimitReachedMessage(limit),
          );
        }
      }
      const inserted = await lifecycle.create(tx, {
        actor,
        at: now,
        values: {
          id: randomUUID(),
          organisationId,
          type: input.type,
          candidateName: input.candidateName,
          candidateEmail: input.candidateEmail,
          formData: input.formData,
          requestDetails: input.requestDetails,
          invitedByUserId: actor.userId,
          department,
          tokenExpiresAt: expiresAt,
          invitationSentAt: now,
          createdAt: now,
          updatedAt: now,
        },
        metadata: { type: input.type, expiresAt: expiresAt.toISOString() },
        context,
      });
      return { row: inserted, token: await access.issueLink(tx, inserted, now) };
    });

    const candidateUrl = candidateLink(deps.publicUrl, token);
    const sent = await sendInvitation({
      organisationId,
      to: input.candidateEmail,
      candidateName: input.candidateName,
      inviterName,
      organisationName: organisation.name,
      url: candidateUrl,
      expiresAt,
    });
    if (!sent) {
      // Nothing was sent, so nothing is kept: a retry starts afresh and uses no trial slot, and
      // nobody is told about a verification that no longer exists.
      await db.transaction(async (tx) => {
        await events.discardPending(tx, row.id);
        await repo.deleteInOrganisation(tx, organisationId, row.id);
        await audit.record(
          {
            organisationId,
            actor: auditActorOf(actor),
            action: 'verification.invitation_failed',
            target: { type: 'verification', id: row.id },
            verificationId: row.id,
            context,
          },
          tx,
        );
      });
      throw new AppError('UPSTREAM_FAILED', INVITATION_FAILED);
    }
    // The invitation is told about once its email has gone (the dispatcher also polls).
    events.wake();
    return { success: true, verificationId: row.id, candidateUrl };
  }

  return {
    /**
     * Creates the verification (INVITED, type FULL) with a private link and emails it. The inviter
     * is the signed-in user, whatever adminName/adminEmail say.
     */
    invite(
      actor: Actor,
      body: InviteCandidateBody,
      context: RequestContext,
    ): Promise<InviteCandidateResponse> {
      return createInvitation(actor, { ...body, type: 'FULL', formData: {}, requestDetails: null }, context);
    },

    /**
     * The education verification request form: a verification of type EDUCATION for the candidate,
     * who gets the private link with the institution and degree already filled in.
     */
    requestEducation(
      actor: Actor,
      body: EducationVerificationForm,
      context: RequestContext,
    ): Promise<VerificationRequestCreated> {
      const { firstName, lastName } = splitCandidateName(body.candidateName);
      return createInvitation(
        actor,
        {
          candidateName: body.candidateName,
          candidateEmail: body.email,
          type: 'EDUCATION',
          formData: {
            personalInfo: { firstName, lastName, email: body.email },
            education: [{ institution: body.institution, degree: body.degree }],
          },
          requestDetails: {
            kind: 'EDUCATION',
            institution: body.institution,
            degree: body.degree,
            graduationYear: body.graduationYear,
          },
        },
        context,
      );
    },

    /** The employment verification request form: a verification of type EMPLOYMENT. */
    requestEmployment(
      actor: Actor,
      body: EmploymentVerificationForm,
      context: RequestContext,
    ): Promise<VerificationRequestCreated> {
      const { firstName, lastName } = splitCandidateName(body.candidateName);
      const endDate = body.endDate ? body.endDate : null;
      return createInvitation(
        actor,
        {
          candidateName: body.candidateName,
          candidateEmail: body.email,
          type: 'EMPLOYMENT',
          formData: {
            personalInfo: { firstName, lastName, email: body.email },
            employment: [
              {
                company: body.company,
                position: body.jobTitle,
                startDate: body.startDate,
                ...(endDate ? { endDate } : {}),
              },
            ],
          },
          requestDetails: {
            kind: 'EMPLOYMENT',
            company: body.company,
            jobTitle: body.jobTitle,
            startDate: body.startDate,
            endDate,
          },
        },
        context,
      );
    },

    /**
     * Emails a new link and extends the expiry of all the verification's links (a link the
     * candidate already has keeps working). Only before the candidate submits.
     */
    async resendInvitation(
      caller: Actor,
      id: string,
      context: RequestContext,
    ): Promise<InviteCandidateResponse> {
      authorize(caller, 'initiate_verification');
      const actor = requireUser(caller);
      const { name: inviterName, organisation } = await inviter(actor);
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
      const { row, token } = await db.transaction(async (tx) => {
        const locked = await lifecycle.lock(tx, actor, id);
        if (!isCandidateEditable(locked.status)) throw nothingToResend();
        const updated = await repo.update(tx, locked.organisationId, locked.id, {
          tokenExpiresAt: expiresAt,
          tokenRevokedAt: null,
          invitationSentAt: now,
          updatedAt: now,
        });
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: auditActorOf(actor),
            action: 'verification.invitation_resent',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            metadata: { expiresAt: expiresAt.toISOString() },
            context,
          },
          tx,
        );
        await events.record(tx, {
          type: 'verification.link_resent',
          organisationId: locked.organisationId,
          aggregateId: locked.id,
          occurredAt: now,
          payload: { verificationId: locked.id, expiresAt: expiresAt.toISOString() },
        });
        return { row: updated, token: await access.issueLink(tx, locked, now) };
      });
      events.wake();
      const candidateUrl = candidateLink(deps.publicUrl, token);
      const sent = await sendInvitation({
        organisationId: row.organisationId,
        to: row.candidateEmail,
        candidateName: row.candidateName,
        inviterName,
        organisationName: organisation.name,
        url: candidateUrl,
        expiresAt,
      });
      if (!sent) throw new AppError('UPSTREAM_FAILED', INVITATION_FAILED);
      return { success: true, verificationId: row.id, candidateUrl };
    },

    /** Every candidate link of the verification stops working at once (repeating it changes nothing). */
    async revokeLink(actor: Actor, id: string, context: RequestContext): Promise<RevokeInvitationResponse> {
      authorize(actor, 'initiate_verification');
      const row = await db.transaction(async (tx) => {
        const locked = await lifecycle.lock(tx, actor, id);
        if (locked.tokenRevokedAt) return locked;
        // A revoked link never works again, even if a new one is issued later.
        await repo.deleteLinkTokens(tx, locked.organisationId, locked.id);
        const updated = await repo.update(tx, locked.organisationId, locked.id, {
          tokenRevokedAt: deps.now(),
          updatedAt: deps.now(),
        });
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: auditActorOf(actor),
            action: 'verification.link_revoked',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            context,
          },
          tx,
        );
        await events.record(tx, {
          type: 'verification.link_revoked',
          organisationId: locked.organisationId,
          aggregateId: locked.id,
          occurredAt: deps.now(),
          payload: { verificationId: locked.id },
        });
        return updated;
      });
      events.wake();
      return {
        success: true,
        verificationId: row.id,
        revokedAt: (row.tokenRevokedAt ?? deps.now()).toISOString(),
      };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
