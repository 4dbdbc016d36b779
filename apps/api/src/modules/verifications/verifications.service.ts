import { randomUUID } from 'node:crypto';
import {
  CONFIRM_EMAIL_BEFORE_INVITING,
  FINAL_STATUSES,
  FREE_TRIAL,
  INVITATION_EXPIRY_DAYS,
  INVITATION_FAILED,
  hasPermission,
  splitCandidateName,
  statusScreenStatusOf,
  TRIAL_ENDED_MESSAGE,
  TRIAL_LIMIT_REACHED_MESSAGE,
  verificationTypeSchema,
  type GetVerificationQuery,
  type GetVerificationResponse,
  type InviteCandidateBody,
  type InviteCandidateResponse,
  type ListVerificationsQuery,
  type ListVerificationsResponse,
  type RevokeInvitationResponse,
  type VerificationSort,
  type VerificationStatus,
  type VerificationStatusView,
  type VerificationType,
  type CandidateFormDraft,
  type VerificationRequestDetails,
  type EducationVerificationForm,
  type EmploymentVerificationForm,
  type VerificationRequestCreated,
  type StaffCandidateInformationBody,
  type MyVerificationsResponse,
  type OwnVerificationLinkResponse,
  OWN_LINK_CLOSED_MESSAGE,
  candidateMessages,
  MASKED_VALUE_MESSAGE,
  PERSONAL_DATA_FIELDS,
  restoreMaskedValues,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { FieldCipher } from '../../lib/crypto.js';
import { renderEmail, type Mailer } from '../../lib/mail.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AccountsService, UserActor } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import {
  isCandidateEditable,
  verificationNotFound,
  type VerificationAccess,
} from './verification-access.service.js';
import { storedFormData, toVerificationRecord, verificationTypeOf } from './verification-record.js';
import type { ListCursor, VerificationRow, VerificationsRepo } from './verifications.repo.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';
import { audienceOf, type RealtimePublisher } from '../../lib/realtime.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A person is rarely the candidate of more than a few verifications; the view shows the latest. */
const OWN_VERIFICATIONS_MAX = 20;

type Deps = {
  db: Db;
  repo: VerificationsRepo;
  access: VerificationAccess;
  documents: DocumentsService;
  accounts: AccountsService;
  audit: AuditService;
  mailer: Mailer;
  ssnCipher: FieldCipher;
  /** Raises `verification_update` when an invitation creates a verification. */
  realtime: RealtimePublisher;
  publicUrl: string;
  /** With SMTP a mail that was not delivered is a failure; without it mail stays in the outbox. */
  mailDelivery: 'smtp' | 'outbox';
  now: () => Date;
};

/** The cursor of a page of the admin list: the sort, the last row's sort key and id. */
export function encodeCursor(sort: VerificationSort, cursor: ListCursor): string {
  return encodeKeyset({ sort, at: cursor.at, id: cursor.id });
}

/** A cursor of the given sort (cursors of the older form belong to `updated`). */
export function decodeCursor(value: string, sort: VerificationSort): ListCursor {
  const cursor = decodeKeyset(value, sort, 'updated');
  if (sort === 'updated' && cursor.at === null) throw invalidCursor();
  return { at: cursor.at, id: cursor.id };
}

/** The candidate's private link; the names and email only prefill the page while it loads. */
export function candidateLink(
  publicUrl: string,
  token: string,
  candidateName: string,
  email: string,
): string {
  const { firstName, lastName } = splitCandidateName(candidateName);
  const query = new URLSearchParams({ firstName, lastName, email });
  return `${publicUrl}/candidate/${token}?${query.toString()}`;
}

/** Whether the verification's candidate links still open the form. */
function ownLinkOpen(row: VerificationRow, now: Date): boolean {
  return (
    isCandidateEditable(row.status) &&
    row.tokenRevokedAt === null &&
    row.tokenExpiresAt !== null &&
    row.tokenExpiresAt > now
  );
}

/** Staff operations on verifications: invite, resend and revoke the link, list and read. */
export function createVerificationsService(deps: Deps) {
  const { db, repo, access, audit } = deps;

  const requireMember = (actor: UserActor) => {
    if (!actor.member) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    return actor.member;
  };

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
    if (!me.organisation) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    if (!me.user.emailVerified) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_BEFORE_INVITING);
    const name = `${me.user.firstName} ${me.user.lastName}`.trim() || me.user.name;
    return { name, organisation: me.organisation };
  }

  /**
   * Creates a verification (INVITED) of the given type with a private link and emails it. The
   * inviter is the signed-in user. Organisations on the free trial may run 5 verifications
   * within its 14 days (DESIGN §2).
   */
  async function createInvitation(
    actor: UserActor,
    input: {
      candidateName: string;
      candidateEmail: string;
      type: VerificationType;
      formData: CandidateFormDraft;
      requestDetails: VerificationRequestDetails | null;
    },
    context: RequestContext,
  ): Promise<InviteCandidateResponse> {
    const body = input;
    const member = requireMember(actor);
    const { name: inviterName, organisation } = await inviter(actor);
    const now = deps.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);

    const { row, token } = await db.transaction(async (tx) => {
      if (organisation.plan === 'trial') {
        if (organisation.trialEndsAt && Date.parse(organisation.trialEndsAt) <= now.getTime()) {
          throw new AppError('CONFLICT', TRIAL_ENDED_MESSAGE);
        }
        await repo.lockOrganisationInvitations(tx, member.organisationId);
        if ((await repo.countInOrganisation(tx, member.organisationId)) >= FREE_TRIAL.verifications) {
          throw new AppError('CONFLICT', TRIAL_LIMIT_REACHED_MESSAGE);
        }
      }
      const inserted = await repo.insert(tx, {
        id,
        organisationId: member.organisationId,
        type: input.type,
        status: 'INVITED',
        candidateName: body.candidateName,
        candidateEmail: body.candidateEmail,
        formData: input.formData,
        requestDetails: input.requestDetails,
        invitedByUserId: actor.userId,
        department: member.department,
        tokenExpiresAt: expiresAt,
        invitationSentAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(
        {
          organisationId: member.organisationId,
          actor: { type: 'user', id: actor.userId },
          action: 'verification.invited',
          target: { type: 'verification', id: inserted.id },
          verificationId: inserted.id,
          metadata: { status: 'INVITED', type: input.type, expiresAt: expiresAt.toISOString() },
          context,
        },
        tx,
      );
      return { row: inserted, token: await access.issueLink(tx, inserted, now) };
    });

    const candidateUrl = candidateLink(deps.publicUrl, token, body.candidateName, body.candidateEmail);
    const sent = await sendInvitation({
      organisationId: member.organisationId,
      to: body.candidateEmail,
      candidateName: body.candidateName,
      inviterName,
      organisationName: organisation.name,
      url: candidateUrl,
      expiresAt,
    });
    if (!sent) {
      // Nothing was sent, so nothing is kept: a retry starts afresh and uses no trial slot.
      await repo.deleteInOrganisation(member.organisationId, row.id);
      await audit.record({
        organisationId: member.organisationId,
        actor: { type: 'user', id: actor.userId },
        action: 'verification.invitation_failed',
        target: { type: 'verification', id: row.id },
        verificationId: row.id,
        context,
      });
      throw new AppError('UPSTREAM_FAILED', INVITATION_FAILED);
    }
    deps.realtime.publish(audienceOf(row), 'verification_update', {
      verificationId: row.id,
      verificationType: input.type,
      status: 'INVITED',
      updatedAt: row.updatedAt.toISOString(),
    });
    return { success: true, verificationId: row.id, candidateUrl };
  }

  return {
    /**
     * SPEC §7 call 2: creates the verification (INVITED, type FULL) with a private link and emails
     * it. The inviter is the signed-in user, whatever adminName/adminEmail say. Organisations on
     * the free trial may run 5 verifications within its 14 days (DESIGN §2).
     */
    invite(
      actor: UserActor,
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
      actor: UserActor,
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
      actor: UserActor,
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
      actor: UserActor,
      id: string,
      context: RequestContext,
    ): Promise<InviteCandidateResponse> {
      const visible = await access.requireVisible(actor, id);
      if (!isCandidateEditable(visible.status)) {
        throw new AppError(
          'INVALID_STATE',
          'The candidate has already submitted, so there is no link to resend.',
        );
      }
      const { name: inviterName, organisation } = await inviter(actor);
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * DAY_MS);
      const { row, token } = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, visible.organisationId, visible.id);
        if (!locked) throw verificationNotFound();
        if (!isCandidateEditable(locked.status)) {
          throw new AppError(
            'INVALID_STATE',
            'The candidate has already submitted, so there is no link to resend.',
          );
        }
        const updated = await repo.update(tx, locked.organisationId, locked.id, {
          tokenExpiresAt: expiresAt,
          tokenRevokedAt: null,
          invitationSentAt: now,
          updatedAt: now,
        });
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'verification.invitation_resent',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            metadata: { expiresAt: expiresAt.toISOString() },
            context,
          },
          tx,
        );
        return { row: updated, token: await access.issueLink(tx, locked, now) };
      });
      const candidateUrl = candidateLink(deps.publicUrl, token, row.candidateName, row.candidateEmail);
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
    async revokeLink(
      actor: UserActor,
      id: string,
      context: RequestContext,
    ): Promise<RevokeInvitationResponse> {
      const visible = await access.requireVisible(actor, id);
      const row = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, visible.organisationId, visible.id);
        if (!locked) throw verificationNotFound();
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
            actor: { type: 'user', id: actor.userId },
            action: 'verification.link_revoked',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            context,
          },
          tx,
        );
        return updated;
      });
      return {
        success: true,
        verificationId: row.id,
        revokedAt: (row.tokenRevokedAt ?? deps.now()).toISOString(),
      };
    },

    /**
     * SPEC §7 call 6: the verifications the caller may see, one keyset page at a time: newest
     * activity first (or latest submission first), optionally searched and filtered by status.
     */
    async list(actor: UserActor, query: ListVerificationsQuery): Promise<ListVerificationsResponse> {
      const scope = access.scopeOf(actor);
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const search = query.search?.trim();
      const rows = await repo.listVisible(scope, {
        ...(query.status ? { status: query.status } : {}),
        ...(search ? { search } : {}),
        ...(cursor ? { cursor } : {}),
        sort: query.sort,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const documents = await deps.documents.listForVerifications(
        scope.organisationId,
        page.map((row) => row.id),
      );
      const now = deps.now();
      return {
        success: true,
        verifications: page.map((row) =>
          toVerificationRecord(row, documents.get(row.id) ?? [], {
            revealPii: false,
            ssnCipher: deps.ssnCipher,
            now,
          }),
        ),
        nextCursor:
          rows.length > query.limit && last
            ? encodeCursor(query.sort, { at: last.cursorAt, id: last.id })
            : null,
      };
    },

    /**
     * One verification for the status screen and the review views, personal data masked.
     * `reveal: 'pii'` shows the personal data fields in full to holders of view_pii, and is audited.
     */
    async get(
      actor: UserActor,
      id: string,
      query: GetVerificationQuery,
      context: RequestContext,
    ): Promise<GetVerificationResponse> {
      const row = await access.requireVisible(actor, id);
      const revealPii = query.reveal === 'pii';
      if (revealPii) {
        if (!hasPermission(requireMember(actor).roles, 'view_pii')) {
          throw new AppError('FORBIDDEN', 'You do not have permission to see personal data.');
        }
        await audit.record({
          organisationId: row.organisationId,
          actor: { type: 'user', id: actor.userId },
          action: 'verification.pii_revealed',
          target: { type: 'verification', id: row.id },
          verificationId: row.id,
          metadata: { fields: PERSONAL_DATA_FIELDS.map((field) => field.path) },
          context,
        });
      }
      const documents = await deps.documents.listForVerification(row.organisationId, row.id);
      return {
        success: true,
        verification: toVerificationRecord(row, documents, {
          revealPii,
          ssnCipher: deps.ssnCipher,
          now: deps.now(),
        }),
      };
    },

    /**
     * The second candidate information form: staff complete or correct the candidate's data.
     * The SSN is encrypted (never kept in form_data); SSN and date of birth left out keep their
     * stored values. Refused once a person has decided the verification.
     */
    async updateCandidateInformation(
      actor: UserActor,
      id: string,
      body: StaffCandidateInformationBody,
      context: RequestContext,
    ): Promise<GetVerificationResponse> {
      const visible = await access.requireVisible(actor, id);
      const { ssn, dateOfBirth, ...personal } = body.personalInfo;
      const row = await db.transaction(async (tx) => {
        const locked = await access.lockUndecided(tx, visible);
        const stored = storedFormData(locked);
        const keptDateOfBirth = dateOfBirth ?? stored?.personalInfo?.dateOfBirth;
        if (!keptDateOfBirth) {
          throw new AppError('VALIDATION_FAILED', candidateMessages.dateOfBirthRequired, [
            { path: 'personalInfo.dateOfBirth', message: candidateMessages.dateOfBirthRequired },
          ]);
        }
        const formData: CandidateFormDraft = {
          personalInfo: { ...personal, dateOfBirth: keptDateOfBirth },
          education: body.education,
          employment: body.employment,
        };
        // The form shows personal data masked: a field sent back unchanged keeps its stored value.
        const stillMasked = restoreMaskedValues(formData, stored);
        if (stillMasked.length > 0) {
          throw new AppError(
            'VALIDATION_FAILED',
            MASKED_VALUE_MESSAGE,
            stillMasked.map((path) => ({ path, message: MASKED_VALUE_MESSAGE })),
          );
        }
        const ssnChange =
          ssn === undefined
            ? {}
            : { ssnEncrypted: ssn === '' ? null : deps.ssnCipher.encrypt(ssn, locked.id) };
        const updated = await repo.update(tx, locked.organisationId, locked.id, {
          formData,
          ...ssnChange,
          updatedAt: deps.now(),
        });
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'verification.candidate_information_updated',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            // Which parts changed, never their values.
            metadata: {
              education: body.education.length,
              employment: body.employment.length,
              ssn: ssn === undefined ? 'kept' : ssn === '' ? 'removed' : 'set',
              dateOfBirth: dateOfBirth === undefined ? 'kept' : 'set',
            },
            context,
          },
          tx,
        );
        return updated;
      });
      const documents = await deps.documents.listForVerification(row.organisationId, row.id);
      return {
        success: true,
        verification: toVerificationRecord(row, documents, {
          revealPii: false,
          ssnCipher: deps.ssnCipher,
          now: deps.now(),
        }),
      };
    },

    /**
     * The signed-in candidate's own verifications: those of their organisation addressed to their
     * email, whether their private link still opens the form, and any open request. Links are not
     * listed (only their hashes are kept): `openOwnLink` issues one on request.
     */
    async listOwn(actor: UserActor): Promise<MyVerificationsResponse> {
      const member = requireMember(actor);
      const rows = await repo.listForCandidateEmail(
        member.organisationId,
        actor.email,
        OWN_VERIFICATIONS_MAX,
      );
      const now = deps.now();
      const documents = await deps.documents.listForVerifications(
        member.organisationId,
        rows.map((row) => row.id),
      );
      const verifications = [];
      for (const row of rows) {
        const status = row.status as VerificationStatus;
        const linkOpen = ownLinkOpen(row, now);
        const open = await access.findOpenRequest(row);
        verifications.push({
          verificationId: row.id,
          verificationType: verificationTypeOf(row),
          status,
          statusScreen: statusScreenStatusOf[status],
          createdAt: row.createdAt.toISOString(),
          submittedAt: row.submittedAt?.toISOString() ?? null,
          updatedAt: row.updatedAt.toISOString(),
          linkOpen,
          openRequest: open
            ? { message: open.message, deadline: open.deadline, createdAt: open.createdAt.toISOString() }
            : null,
          documents: (documents.get(row.id) ?? []).map((document) => ({
            id: document.id,
            fileName: document.fileName,
            uploadedAt: document.uploadedAt,
          })),
        });
      }
      return { success: true, verifications };
    },

    /**
     * A new private link to one of the signed-in candidate's own verifications, while it still
     * opens the form. NOT_FOUND for a verification that is not theirs.
     */
    async openOwnLink(
      actor: UserActor,
      id: string,
      context: RequestContext,
    ): Promise<OwnVerificationLinkResponse> {
      const member = requireMember(actor);
      const own = await repo.findForCandidateEmail(member.organisationId, actor.email, id);
      if (!own) throw verificationNotFound();
      const { row, token } = await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, own.organisationId, own.id);
        if (!locked) throw verificationNotFound();
        const now = deps.now();
        if (!ownLinkOpen(locked, now)) throw new AppError('INVALID_STATE', OWN_LINK_CLOSED_MESSAGE);
        const issued = await access.issueLink(tx, locked, now);
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'verification.link_opened_by_candidate',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            context,
          },
          tx,
        );
        return { row: locked, token: issued };
      });
      return {
        success: true,
        candidateUrl: candidateLink(deps.publicUrl, token, row.candidateName, row.candidateEmail),
      };
    },

    /** What the status screen shows (SPEC §2, §3 "Verification (status screen)"). */
    async getStatusView(actor: UserActor, id: string): Promise<VerificationStatusView> {
      const row: VerificationRow = await access.requireVisible(actor, id);
      const status = row.status as VerificationStatus;
      const type = verificationTypeSchema.safeParse(row.type);
      return {
        id: row.id,
        type: type.success ? type.data : 'FULL',
        status: statusScreenStatusOf[status],
        linkedInUrl: null,
        createdAt: row.createdAt.toISOString(),
        submittedAt: row.submittedAt?.toISOString() ?? null,
        completedAt:
          (FINAL_STATUSES as readonly string[]).includes(status) && row.decidedAt
            ? row.decidedAt.toISOString()
            : null,
        result: null,
      };
    },
  };
}
export type VerificationsService = ReturnType<typeof createVerificationsService>;
