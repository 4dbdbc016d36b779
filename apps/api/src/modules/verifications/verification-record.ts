import {
  aiVerificationResultsSchema,
  candidateFormDraftSchema,
  consentRecordSchema,
  maskPersonalData,
  verificationStatusSchema,
  verificationTypeSchema,
  verificationRequestDetailsSchema,
  type VerificationRequestDetails,
  type CandidateFormDraft,
  type Document,
  type VerificationRecord,
  type VerificationType,
} from '@candor/contracts';
import type { FieldCipher } from '../../lib/crypto.js';
import { isCandidateEditable } from './verification-access.service.js';
import type { VerificationRow } from './verifications.repo.js';

/** The verification's type; an unknown stored value reads as FULL. */
export function verificationTypeOf(row: Pick<VerificationRow, 'type'>): VerificationType {
  const type = verificationTypeSchema.safeParse(row.type);
  return type.success ? type.data : 'FULL';
}

/** What a request form asked to verify, or null (full invitations, unreadable values). */
export function requestDetailsOf(
  row: Pick<VerificationRow, 'requestDetails'>,
): VerificationRequestDetails | null {
  // Nothing stored is the common case: answered without building a parse error.
  if (row.requestDetails === null || row.requestDetails === undefined) return null;
  const parsed = verificationRequestDetailsSchema.safeParse(row.requestDetails);
  return parsed.success ? parsed.data : null;
}

/** The SSN is encrypted with the verification id bound as associated data. */
export const SSN_PURPOSE = 'ssn';

/** The stored draft or submission, or null when nothing was saved yet. Never carries the SSN. */
export function storedFormData(row: VerificationRow): CandidateFormDraft | null {
  const stored: unknown = row.formData;
  if (stored === null || typeof stored !== 'object' || Object.keys(stored).length === 0) return null;
  const parsed = candidateFormDraftSchema.safeParse(row.formData);
  if (!parsed.success || Object.keys(parsed.data).length === 0) return null;
  if (!parsed.data.personalInfo || parsed.data.personalInfo.ssn === undefined) return parsed.data;
  const { ssn: _ssn, ...personalInfo } = parsed.data.personalInfo;
  return { ...parsed.data, personalInfo };
}

/**
 * A verification as staff see it (docs/product.md#records). Every field of PERSONAL_DATA_FIELDS is masked
 * unless `revealPii` (the caller holds view_pii, asked for it, and the reveal was audited).
 */
export function toVerificationRecord(
  row: VerificationRow,
  documents: Document[],
  options: { revealPii: boolean; ssnCipher: FieldCipher; now: Date },
): VerificationRecord {
  let formData = storedFormData(row);
  const ssn = row.ssnEncrypted ? options.ssnCipher.decrypt(row.ssnEncrypted, row.id) : null;
  if (formData?.personalInfo || ssn) {
    const personalInfo = { ...(formData?.personalInfo ?? {}) };
    if (ssn) personalInfo.ssn = ssn;
    formData = { ...(formData ?? {}), personalInfo };
  }
  if (formData && !options.revealPii) formData = maskPersonalData(formData);
  const type = verificationTypeSchema.safeParse(row.type);
  const status = verificationStatusSchema.parse(row.status);
  // A list holds many rows with nothing stored yet: those are not parsed (a failed parse is costly).
  const checks = row.checkResults == null ? null : aiVerificationResultsSchema.safeParse(row.checkResults);
  const consent = row.consent == null ? null : consentRecordSchema.safeParse(row.consent);
  const open =
    isCandidateEditable(row.status) &&
    row.tokenRevokedAt === null &&
    row.tokenExpiresAt !== null &&
    row.tokenExpiresAt > options.now;
  return {
    verificationId: row.id,
    verificationType: type.success ? type.data : 'FULL',
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    status,
    formData,
    documents,
    aiVerificationResults: checks?.success ? checks.data : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    currentStep: row.currentStep,
    invitation: row.tokenExpiresAt
      ? {
          expiresAt: row.tokenExpiresAt.toISOString(),
          revokedAt: row.tokenRevokedAt?.toISOString() ?? null,
          lastSentAt: row.invitationSentAt?.toISOString() ?? null,
          open,
        }
      : null,
    consent: consent?.success
      ? {
          disclosureVersion: consent.data.disclosureVersion,
          signature: consent.data.signature,
          signedAt: consent.data.signedAt,
        }
      : null,
    piiRevealed: options.revealPii,
    requestDetails: requestDetailsOf(row),
    isSample: row.isSample,
    decision:
      (status === 'COMPLETED' || status === 'FAILED') && row.decidedAt && row.decisionNote !== null
        ? {
            status,
            note: row.decisionNote,
            decidedAt: row.decidedAt.toISOString(),
            decidedByUserId: row.decidedByUserId,
          }
        : null,
  };
}
