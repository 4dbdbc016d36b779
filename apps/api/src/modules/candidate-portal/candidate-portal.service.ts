import {
  CANDIDATE_STEPS,
  candidateVisibleStatus,
  CONSENT_DISCLOSURE,
  consentMessages,
  missingSectionIssues,
  sectionsNotNeeded,
  signatureMatchesName,
  splitCandidateName,
  type CandidateFormDraft,
  type CandidatePortal,
  type FieldIssue,
  type SaveCandidateDraftBody,
  type SaveCandidateDraftResponse,
  type SubmitCandidateVerificationBody,
  type SubmitVerificationResponse,
  type VerificationStatus,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sha256Hex, type FieldCipher } from '../../lib/crypto.js';
import type { CandidateActor } from '../../lib/actor.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import {
  alreadySubmitted,
  candidateLinkNotFound,
  isCandidateEditable,
  type VerificationAccess,
} from '../verifications/verification-access.service.js';
import type { VerificationLifecycle } from '../verifications/lifecycle.service.js';
import {
  changedSections,
  enforceRequestedSections,
  FORM_SECTIONS,
  storedFormData,
  toCandidateInformationRequest,
  type InformationRequestsRepo,
  type SectionDigester,
  type SectionDigests,
  type VerificationRow,
  type VerificationsRepo,
} from '../verifications/verification-core.service.js';

const DISCLOSURE_SHA256 = sha256Hex(JSON.stringify(CONSENT_DISCLOSURE));

type Deps = {
  db: Db;
  repo: VerificationsRepo;
  access: VerificationAccess;
  documents: DocumentsService;
  audit: AuditService;
  ssnCipher: FieldCipher;
  informationRequests: InformationRequestsRepo;
  sectionDigests: SectionDigester;
  lifecycle: VerificationLifecycle;
  events: DomainEvents;
  now: () => Date;
};

/**
 * The SSN never goes into form_data: it is taken out here and stored encrypted on its own.
 * `undefined` keeps what is stored, '' clears it.
 */
function takeSsn<T extends { personalInfo?: { ssn?: string | undefined } | undefined }>(
  formData: T,
): { formData: T; ssn: string | undefined } {
  if (!formData.personalInfo) return { formData, ssn: undefined };
  const { ssn, ...personalInfo } = formData.personalInfo;
  return { formData: { ...formData, personalInfo }, ssn: ssn?.trim() };
}

/**
 * The candidate's side of a verification, authorised by the link token alone: what the portal
 * shows, the autosaved draft, and the submission with the signed consent.
 */
export function createCandidatePortalService(deps: Deps) {
  const { db, repo, access, lifecycle, events } = deps;

  /** The bearer of the link: that one verification, nothing else. */
  const candidateOf = (row: VerificationRow): CandidateActor => ({
    kind: 'candidate',
    verificationId: row.id,
    organisationId: row.organisationId,
  });

  const storedSsn = (row: VerificationRow): string | null =>
    row.ssnEncrypted ? deps.ssnCipher.decrypt(row.ssnEncrypted, row.id) : null;

  const validationFailed = (issues: FieldIssue[]) => {
    const first = issues[0];
    return first ? new AppError('VALIDATION_FAILED', first.message, issues) : null;
  };

  const ssnColumn = (row: VerificationRow, ssn: string | undefined): { ssnEncrypted?: string | null } => {
    if (ssn === undefined) return {};
    if (ssn === '') return { ssnEncrypted: null };
    return { ssnEncrypted: deps.ssnCipher.encrypt(ssn, row.id) };
  };

  async function openRequestView(row: VerificationRow) {
    const open = await access.findOpenRequest(row);
    if (!open) return { informationRequest: null, editableSections: null };
    const request = toCandidateInformationRequest(open);
    return {
      informationRequest: request,
      editableSections: FORM_SECTIONS.filter((section) => request.categories.includes(section)),
    };
  }

  return {
    /** GET /api/candidate/{token}: prefill from the invitation, the draft and documents; after submission the status only. */
    async getPortal(token: string, context: RequestContext): Promise<CandidatePortal> {
      const row = await access.findCandidateRow(token, context);
      const status = row.status;
      if (status !== 'INVITED' && status !== 'IN_PROGRESS') {
        return {
          submitted: true,
          verificationId: row.id,
          status: candidateVisibleStatus(status),
          submittedAt: row.submittedAt?.toISOString() ?? null,
        };
      }
      const { firstName, lastName } = splitCandidateName(row.candidateName);
      return {
        submitted: false,
        verificationId: row.id,
        status,
        prefill: {
          verificationId: row.id,
          firstName,
          lastName,
          email: row.candidateEmail,
          expiresAt: (row.tokenExpiresAt ?? deps.now()).toISOString(),
        },
        currentStep: row.currentStep,
        formData: storedFormData(row),
        documents: await deps.documents.listForVerification(row.organisationId, row.id),
        disclosureVersion: CONSENT_DISCLOSURE.version,
        notNeeded: sectionsNotNeeded(row.type),
        ...(await openRequestView(row)),
      };
    },

    /**
     * Autosave. The first save moves INVITED → IN_PROGRESS. Refused after submission. While a
     * request for more information is open only the requested sections may change.
     */
    async saveDraft(
      token: string,
      body: SaveCandidateDraftBody,
      context: RequestContext,
    ): Promise<SaveCandidateDraftResponse> {
      const found = await access.findCandidateRow(token, context);
      if (!isCandidateEditable(found.status)) throw alreadySubmitted();
      const taken = takeSsn<CandidateFormDraft>(body.formData);
      const actor = candidateOf(found);
      const now = deps.now();
      const answer = await db.transaction(async (tx) => {
        const row = await lifecycle.lock(tx, actor, found.id);
        if (!isCandidateEditable(row.status)) throw alreadySubmitted();
        let { formData, ssn } = taken;
        const open = await access.findOpenRequest(row, tx);
        if (open) {
          const { categories } = toCandidateInformationRequest(open);
          const enforced = enforceRequestedSections({
            incoming: formData,
            incomingSsn: ssn,
            stored: storedFormData(row),
            storedSsn: storedSsn(row),
            categories,
          });
          const refused = validationFailed(enforced.issues);
          if (refused) throw refused;
          formData = enforced.formData;
          if (!categories.includes('personalInfo')) ssn = undefined;
        }
        const currentStep = body.currentStep ?? row.currentStep;
        const changes = { formData, currentStep, ...ssnColumn(row, ssn) };
        // The first save starts the verification.
        const updated =
          row.status === 'INVITED'
            ? await lifecycle.transition(tx, {
                actor,
                row,
                to: 'IN_PROGRESS',
                changes,
                at: now,
                audit: { action: 'verification.started' },
                event: { type: 'verification.started' },
                context,
                refuse: () => alreadySubmitted(),
              })
            : await repo.update(tx, row.organisationId, row.id, { ...changes, updatedAt: now });
        const status = updated.status;
        return { success: true as const, status, currentStep, savedAt: now.toISOString() };
      });
      events.wake();
      return answer;
    },

    /**
     * Call 4 of docs/product.md#api-calls with the signed consent: one transaction stores the form, the consent and
     * status SUBMITTED with its audit row. A repeated submit answers the same and changes nothing.
     */
    async submit(
      token: string,
      body: SubmitCandidateVerificationBody,
      context: RequestContext,
    ): Promise<SubmitVerificationResponse> {
      const found = await access.findCandidateRow(token, context);
      if (body.verificationId !== found.id) throw candidateLinkNotFound();
      const answer = (status: VerificationStatus): SubmitVerificationResponse => ({
        success: true,
        verificationId: found.id,
        status: candidateVisibleStatus(status),
      });
      if (!isCandidateEditable(found.status)) return answer(found.status);

      const taken = takeSsn(body.formData);
      const actor = candidateOf(found);
      const now = deps.now();
      const result = await db.transaction(async (tx) => {
        const row = await lifecycle.lock(tx, actor, found.id);
        // A concurrent submit (double click, retry after a timeout) got here first.
        if (!isCandidateEditable(row.status)) return answer(row.status);
        let { formData, ssn } = taken;
        // The request's type decides which of education and employment it asks for; a section it
        // does not ask for is not required, and not kept if sent anyway.
        const notNeeded = sectionsNotNeeded(row.type);
        formData = {
          ...formData,
          education: notNeeded.includes('education') ? [] : formData.education,
          employment: notNeeded.includes('employment') ? [] : formData.employment,
        };

        const documents = await deps.documents.listForVerification(row.organisationId, row.id, tx);
        const uploaded = new Set(documents.map((d) => d.id));
        const issues: FieldIssue[] = [];
        body.documents.forEach((document, index) => {
          if (!uploaded.has(document.id)) {
            issues.push({
              path: `documents.${index}.id`,
              message: 'This document was not uploaded with this link',
            });
          }
        });
        formData.education.forEach((entry, index) => {
          const documentId = entry.certificate?.documentId;
          if (documentId && !uploaded.has(documentId)) {
            issues.push({
              path: `formData.education.${index}.certificate.documentId`,
              message: 'This document was not uploaded with this link',
            });
          }
        });
        // Answering a request for more information: only the requested sections may change.
        const open = await access.findOpenRequest(row, tx);
        if (open) {
          const { categories } = toCandidateInformationRequest(open);
          const enforced = enforceRequestedSections({
            incoming: formData,
            incomingSsn: ssn,
            stored: storedFormData(row),
            storedSsn: storedSsn(row),
            categories,
          });
          issues.push(...enforced.issues);
          formData = enforced.formData;
          if (!categories.includes('personalInfo')) ssn = undefined;
        }
        issues.push(...missingSectionIssues(formData, notNeeded, 'formData.'));
        if (!signatureMatchesName(body.consent.signature, formData.personalInfo)) {
          issues.push({ path: 'consent.signature', message: consentMessages.signatureMismatch });
        }
        const refused = validationFailed(issues);
        if (refused) throw refused;

        const updated = await lifecycle.transition(tx, {
          actor,
          row,
          to: 'SUBMITTED',
          changes: {
            formData,
            ...ssnColumn(row, ssn),
            consent: {
              disclosureVersion: body.consent.disclosureVersion,
              disclosureSha256: DISCLOSURE_SHA256,
              accepted: true,
              signature: body.consent.signature,
              signedAt: now.toISOString(),
              ip: context.ip,
              userAgent: context.userAgent,
            },
            submittedAt: now,
            currentStep: CANDIDATE_STEPS,
          },
          at: now,
          audit: {
            action: 'verification.submitted',
            metadata: {
              documentCount: documents.length,
              disclosureVersion: body.consent.disclosureVersion,
              ...(open ? { informationRequestId: open.id } : {}),
            },
          },
          event: { type: 'verification.submitted', informationRequestId: open?.id ?? null },
          context,
          refuse: () => alreadySubmitted(),
        });
        if (open) {
          const finalSsn = ssn === undefined ? storedSsn(row) : ssn === '' ? null : ssn;
          const after = deps.sectionDigests({
            formData: storedFormData(updated),
            ssn: finalSsn,
            documentIds: documents.map((d) => d.id),
          });
          await deps.informationRequests.update(tx, row.organisationId, open.id, {
            state: 'ANSWERED',
            answeredAt: now,
            answer: {
              answeredAt: now.toISOString(),
              message: body.responseMessage?.trim() ? body.responseMessage.trim() : null,
              changedSections: changedSections(open.sectionDigests as SectionDigests, after),
              documentIds: documents
                .filter((d) => Date.parse(d.uploadedAt) > open.createdAt.getTime())
                .map((d) => d.id),
            },
          });
          await events.record(tx, {
            type: 'information_request.answered',
            organisationId: row.organisationId,
            aggregateId: row.id,
            occurredAt: now,
            payload: { verificationId: row.id, informationRequestId: open.id },
          });
        }
        return answer('SUBMITTED');
      });
      events.wake();
      return result;
    },
  };
}
export type CandidatePortalService = ReturnType<typeof createCandidatePortalService>;
