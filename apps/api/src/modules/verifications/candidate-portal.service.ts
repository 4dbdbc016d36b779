import {
  CANDIDATE_STEPS,
  CONSENT_DISCLOSURE,
  canTransition,
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
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { DocumentsService } from '../documents/documents.service.js';
import {
  alreadySubmitted,
  candidateLinkNotFound,
  isCandidateEditable,
  type VerificationAccess,
} from './verification-access.service.js';
import { storedFormData } from './verification-record.js';
import type { VerificationRow, VerificationsRepo } from './verifications.repo.js';

const DISCLOSURE_SHA256 = sha256Hex(JSON.stringify(CONSENT_DISCLOSURE));

type Deps = {
  db: Db;
  repo: VerificationsRepo;
  access: VerificationAccess;
  documents: DocumentsService;
  audit: AuditService;
  ssnCipher: FieldCipher;
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
  const { db, repo, access, audit } = deps;

  const ssnColumn = (row: VerificationRow, ssn: string | undefined): { ssnEncrypted?: string | null } => {
    if (ssn === undefined) return {};
    if (ssn === '') return { ssnEncrypted: null };
    return { ssnEncrypted: deps.ssnCipher.encrypt(ssn, row.id) };
  };

  return {
    /** GET /api/candidate/{token}: prefill from the invitation, the draft and documents; after submission the status only. */
    async getPortal(token: string, context: RequestContext): Promise<CandidatePortal> {
      const row = await access.findCandidateRow(token, context);
      const status = row.status as VerificationStatus;
      if (status !== 'INVITED' && status !== 'IN_PROGRESS') {
        return {
          submitted: true,
          verificationId: row.id,
          status,
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
      };
    },

    /** Autosave. The first save moves INVITED → IN_PROGRESS. Refused after submission. */
    async saveDraft(
      token: string,
      body: SaveCandidateDraftBody,
      context: RequestContext,
    ): Promise<SaveCandidateDraftResponse> {
      const found = await access.findCandidateRow(token, context);
      if (!isCandidateEditable(found.status)) throw alreadySubmitted();
      const { formData, ssn } = takeSsn<CandidateFormDraft>(body.formData);
      const now = deps.now();
      return db.transaction(async (tx) => {
        const row = await access.lockEditable(tx, found);
        const from = row.status as VerificationStatus;
        const status: VerificationStatus = from === 'INVITED' ? 'IN_PROGRESS' : from;
        const currentStep = body.currentStep ?? row.currentStep;
        await repo.update(tx, row.organisationId, row.id, {
          formData,
          currentStep,
          status,
          ...ssnColumn(row, ssn),
          updatedAt: now,
        });
        if (from !== status) {
          await audit.record(
            {
              organisationId: row.organisationId,
              actor: { type: 'candidate', verificationId: row.id },
              action: 'verification.started',
              target: { type: 'verification', id: row.id },
              verificationId: row.id,
              metadata: { from, to: status },
              context,
            },
            tx,
          );
        }
        return { success: true, status, currentStep, savedAt: now.toISOString() };
      });
    },

    /**
     * SPEC §7 call 4 with the signed consent: one transaction stores the form, the consent and
     * status SUBMITTED with its audit row. A repeated submit answers the same and changes nothing.
     */
    async submit(
      token: string,
      body: SubmitCandidateVerificationBody,
      context: RequestContext,
    ): Promise<SubmitVerificationResponse> {
      const found = await access.findCandidateRow(token, context);
      if (body.verificationId !== found.id) throw candidateLinkNotFound();
      const answer = (status: string): SubmitVerificationResponse => ({
        success: true,
        verificationId: found.id,
        status: status as VerificationStatus,
      });
      if (!isCandidateEditable(found.status)) return answer(found.status);

      const { formData, ssn } = takeSsn(body.formData);
      const now = deps.now();
      return db.transaction(async (tx) => {
        const row = await repo.lockById(tx, found.organisationId, found.id);
        if (!row) throw candidateLinkNotFound();
        // A concurrent submit (double click, retry after a timeout) got here first.
        if (!isCandidateEditable(row.status)) return answer(row.status);
        const from = row.status as VerificationStatus;
        if (!canTransition(from, 'SUBMITTED')) throw alreadySubmitted();

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
        const first = issues[0];
        if (first) throw new AppError('VALIDATION_FAILED', first.message, issues);

        await repo.update(tx, row.organisationId, row.id, {
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
          status: 'SUBMITTED',
          submittedAt: now,
          currentStep: CANDIDATE_STEPS,
          updatedAt: now,
        });
        await audit.record(
          {
            organisationId: row.organisationId,
            actor: { type: 'candidate', verificationId: row.id },
            action: 'verification.submitted',
            target: { type: 'verification', id: row.id },
            verificationId: row.id,
            metadata: {
              from,
              to: 'SUBMITTED',
              documentCount: documents.length,
              disclosureVersion: body.consent.disclosureVersion,
            },
            context,
          },
          tx,
        );
        return answer('SUBMITTED');
      });
    },
  };
}
export type CandidatePortalService = ReturnType<typeof createCandidatePortalService>;
