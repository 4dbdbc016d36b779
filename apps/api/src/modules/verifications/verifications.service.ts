import {
  candidateVisibleStatus,
  FINAL_STATUSES,
  statusScreenStatusOf,
  type GetVerificationQuery,
  type GetVerificationResponse,
  type ListVerificationsQuery,
  type ListVerificationsResponse,
  type VerificationSort,
  type CandidateFormDraft,
  type StaffCandidateInformationBody,
  type MyVerificationsResponse,
  type OwnVerificationLinkResponse,
  OWN_LINK_CLOSED_MESSAGE,
  candidateMessages,
  MASKED_VALUE_MESSAGE,
  PERSONAL_DATA_FIELDS,
  restoreMaskedValues,
  VIEW_PERMISSIONS,
  type Document,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import {
  actorCan,
  authorize,
  authorizeAny,
  forbidden,
  requireUser,
  type Actor,
  type UserActor,
} from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { FieldCipher } from '../../lib/crypto.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import { auditActorOf, type VerificationLifecycle } from './lifecycle.service.js';
import {
  alreadyDecided,
  candidateLink,
  isCandidateEditable,
  verificationNotFound,
  type VerificationAccess,
} from './verification-access.service.js';
import { storedFormData, toVerificationRecord, verificationTypeOf } from './verification-record.js';
import {
  ownVerificationsCondition,
  type ListCursor,
  type VerificationRow,
  type VerificationsRepo,
} from './verifications.repo.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';

/** A person is rarely the candidate of more than a few verifications; the view shows the latest. */
const OWN_VERIFICATIONS_MAX = 20;

/**
 * The documents of verifications, as the documents module lends them. The core does not depend on
 * that module (it depends on the core); the composition passes its service in.
 */
export type VerificationDocuments = {
  listForVerification(organisationId: string, verificationId: string): Promise<Document[]>;
  listForVerifications(
    organisationId: string,
    verificationIds: readonly string[],
  ): Promise<Map<string, Document[]>>;
};

type Deps = {
  db: Db;
  repo: VerificationsRepo;
  access: VerificationAccess;
  lifecycle: VerificationLifecycle;
  events: DomainEvents;
  audit: AuditService;
  documents: VerificationDocuments;
  ssnCipher: FieldCipher;
  publicUrl: string;
  now: () => Date;
};

const requireMember = (actor: UserActor) => {
  if (!actor.member) throw forbidden();
  return actor.member;
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

/** Whether the verification's candidate links still open the form. */
function ownLinkOpen(row: VerificationRow, now: Date): boolean {
  return (
    isCandidateEditable(row.status) &&
    row.tokenRevokedAt === null &&
    row.tokenExpiresAt !== null &&
    row.tokenExpiresAt > now
  );
}

/**
 * Staff operations on verifications: the list and one verification, the staff's corrections, and a signed-in candidate's own verifications.
 */
export function createVerificationsService(deps: Deps) {
  const { db, repo, access, audit, lifecycle, events } = deps;

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

  return {
    /**
     * Call 6 of docs/product.md#api-calls: the verifications the caller may see, one keyset page at a time: newest
     * activity first (or latest submission first), optionally searched and filtered by status.
     */
    async list(actor: Actor, query: ListVerificationsQuery): Promise<ListVerificationsResponse> {
      const scope = viewScope(actor);
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : undefined;
      const search = query.search?.trim();
      const now = deps.now();
      const rows = await repo.listVisible(scope, {
        ...(query.status ? { status: query.status } : {}),
        ...(search ? { search } : {}),
        ...(query.link ? { link: { state: query.link, now } } : {}),
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
      actor: Actor,
      id: string,
      query: GetVerificationQuery,
      context: RequestContext,
    ): Promise<GetVerificationResponse> {
      const row = await requireVisible(actor, id);
      const revealPii = query.reveal === 'pii';
      if (revealPii) {
        if (!actorCan(actor, 'view_pii')) {
          throw new AppError('FORBIDDEN', 'You do not have permission to see personal data.');
        }
        await audit.record({
          organisationId: row.organisationId,
          actor: auditActorOf(actor),
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
      actor: Actor,
      id: string,
      body: StaffCandidateInformationBody,
      context: RequestContext,
    ): Promise<GetVerificationResponse> {
      authorize(actor, 'initiate_verification');
      viewScope(actor);
      const { ssn, dateOfBirth, ...personal } = body.personalInfo;
      const row = await db.transaction(async (tx) => {
        const locked = await lifecycle.lock(tx, actor, id);
        if ((FINAL_STATUSES as readonly string[]).includes(locked.status)) throw alreadyDecided();
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
            actor: auditActorOf(actor),
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
        await events.record(tx, {
          type: 'verification.candidate_information_updated',
          organisationId: locked.organisationId,
          aggregateId: locked.id,
          occurredAt: updated.updatedAt,
          payload: { verificationId: locked.id },
        });
        return updated;
      });
      events.wake();
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
    async listOwn(caller: Actor): Promise<MyVerificationsResponse> {
      authorize(caller, 'view_own_status');
      const actor = requireUser(caller);
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
        // The checks' statuses are for reviewers: the candidate reads Submitted until a decision.
        const status = candidateVisibleStatus(row.status);
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
      caller: Actor,
      id: string,
      context: RequestContext,
    ): Promise<OwnVerificationLinkResponse> {
      authorize(caller, 'view_own_status');
      const actor = requireUser(caller);
      const member = requireMember(actor);
      const token = await db.transaction(async (tx) => {
        const locked = await repo.lockWhere(
          tx,
          ownVerificationsCondition(member.organisationId, actor.email),
          id,
        );
        if (!locked) throw verificationNotFound();
        const now = deps.now();
        if (!ownLinkOpen(locked, now)) throw new AppError('INVALID_STATE', OWN_LINK_CLOSED_MESSAGE);
        const issued = await access.issueLink(tx, locked, now);
        await audit.record(
          {
            organisationId: locked.organisationId,
            actor: auditActorOf(actor),
            action: 'verification.link_opened_by_candidate',
            target: { type: 'verification', id: locked.id },
            verificationId: locked.id,
            context,
          },
          tx,
        );
        return issued;
      });
      return {
        success: true,
        candidateUrl: candidateLink(deps.publicUrl, token),
      };
    },
  };
}
export type VerificationsService = ReturnType<typeof createVerificationsService>;
