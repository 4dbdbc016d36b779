import {
  canVerifyClaims,
  FINAL_STATUSES,
  primarySourceMethodSchema,
  verificationStatusLabel,
  type ClaimSection,
} from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import { storedFormData, type VerificationRow } from '../verifications/verification-core.service.js';
import type { ClaimVerificationView } from './checks.repo.js';
import type { PersonVerification } from './outcome.js';

/**
 * A claim verified by a person with a primary source (docs/product.md#automated-checks): the
 * rules of when it may be recorded, and how a stored one is shown.
 */

/** Who may mark a claim verified, replace that record, or withdraw it. */
export const VERIFY_CLAIMS_PERMISSION = 'approve_verifications' as const;

/** A stored verification as the API shows it, with the verifier's and the document's names. */
export function toPersonVerification(row: ClaimVerificationView): PersonVerification {
  const method = primarySourceMethodSchema.safeParse(row.method);
  return {
    section: row.section,
    index: row.entryIndex,
    verification: {
      method: method.success ? method.data : 'other',
      source: row.source,
      note: row.note,
      document:
        row.documentId && row.documentFileName
          ? { id: row.documentId, fileName: row.documentFileName }
          : null,
      by: { name: row.verifierName ?? 'A former member' },
      at: row.verifiedAt.toISOString(),
    },
  };
}

/**
 * Refuses a change of a claim's verification unless the candidate has submitted and nobody has
 * decided the verification yet (409 with the reason).
 */
export function requireVerifiable(row: VerificationRow): void {
  if (canVerifyClaims(row.status)) return;
  if ((FINAL_STATUSES as readonly string[]).includes(row.status))
    throw new AppError(
      'INVALID_STATE',
      `This verification is ${verificationStatusLabel(row.status).toLowerCase()}: its claims can no longer change.`,
    );
  if (row.submittedAt)
    throw new AppError(
      'INVALID_STATE',
      'The candidate is answering a request for more information: verify claims once they have submitted again.',
    );
  throw new AppError(
    'INVALID_STATE',
    'The candidate has not submitted the form yet: claims can be verified once they have.',
  );
}

/** Refuses an entry the submitted form does not have (404). */
export function requireEntry(row: VerificationRow, section: ClaimSection, index: number): void {
  const entries = storedFormData(row)?.[section] ?? [];
  if (index >= entries.length)
    throw new AppError('NOT_FOUND', `This verification has no ${section} entry ${index + 1}.`);
}

export const FOREIGN_DOCUMENT_MESSAGE = 'Choose one of the documents of this verification.';
export const foreignDocument = () =>
  new AppError('VALIDATION_FAILED', FOREIGN_DOCUMENT_MESSAGE, [
    { path: 'documentId', message: FOREIGN_DOCUMENT_MESSAGE },
  ]);

export const notVerifiedByPerson = () =>
  new AppError('NOT_FOUND', 'Nobody has verified this claim with a primary source.');
