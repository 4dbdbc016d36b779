import type { Check, CheckFinding } from '../../check.js';
import { finding } from '../../check.js';

/** Equal SHA-256 hashes mean the same bytes: no judgement involved (docs/product.md#automated-checks). */
const EXACT_CONFIDENCE = 0.99;

/**
 * The same file uploaded by another candidate of the organisation: a diploma or a payslip passed
 * from one application to another. Only hashes and verification ids cross applications; the
 * finding names the other verification, which the API shows only to users who may see it.
 */
export const duplicateFilesCheck: Check = {
  id: 'documents.duplicate-files',
  type: 'DOCUMENTS',
  version: 1,
  reads: ['documents', 'otherApplications'],
  codes: ['DOCUMENT_DUPLICATE_ACROSS_CANDIDATES'],
  run(context) {
    const findings: CheckFinding[] = [];
    for (const document of context.documents) {
      const others = context.otherApplications.filter(
        (other) =>
          other.verificationId !== context.verificationId && other.documentHashes.includes(document.sha256),
      );
      for (const other of others) {
        findings.push(
          finding('DOCUMENT_DUPLICATE_ACROSS_CANDIDATES', {
            status: 'risk_signal',
            severity: 'high',
            confidence: EXACT_CONFIDENCE,
            subject: { section: 'documents', documentId: document.id },
            message: `${document.fileName} is the same file, byte for byte, as a document another candidate uploaded.`,
            evidence: [
              {
                kind: 'document',
                source: `document ${document.fileName}`,
                value: `sha256 ${document.sha256}`,
              },
              {
                kind: 'application',
                source: 'another application of the organisation',
                value: 'the same file (equal SHA-256)',
                verificationId: other.verificationId,
              },
            ],
          }),
        );
      }
    }
    return findings;
  },
};
