import { CHECK_THRESHOLDS, UPLOAD_MIME_TYPES } from '@candor/contracts';
import type { Check, CheckFinding, DocumentFacts } from '../../check.js';
import { finding } from '../../check.js';
import { documentSource } from './shared.js';

/**
 * A document whose text could not be read reliably (docs/product.md#automated-checks): it could
 * not be opened or parsed, a PDF has neither a text layer nor a page image OCR could read, OCR
 * (of an image or of a scanned PDF's pages) found no text, or read it with a confidence below the
 * threshold. Nothing was checked in its text, and the
 * finding says so: such a document is never counted as clean.
 */

/** Whether the text is missing or unreliable is a fact of the extraction, not a judgement. */
const CONFIDENCE = 0.99;

function whyUnreadable(document: DocumentFacts): { value: string; detail?: string } | null {
  const threshold = CHECK_THRESHOLDS.ocrMinimumConfidence;
  if (document.extractionError !== null) return { value: `not read: ${document.extractionError}` };
  if (document.text !== null) {
    if (document.ocrConfidence === null || document.ocrConfidence >= threshold) return null;
    return {
      value: `OCR confidence ${document.ocrConfidence}`,
      detail: `below ${threshold}: the text is not relied on`,
    };
  }
  if (document.ocrConfidence !== null) {
    return { value: 'OCR found no text', detail: `OCR confidence ${document.ocrConfidence}` };
  }
  if (document.mimeType === UPLOAD_MIME_TYPES.pdf) {
    return {
      value: 'no text layer',
      detail: 'its pages have no text, and no image OCR could read (none, or too large)',
    };
  }
  return { value: 'no text found' };
}

export const unreadableDocumentsCheck: Check = {
  id: 'documents.unreadable',
  type: 'DOCUMENTS',
  version: 1,
  reads: ['documents', 'documentText'],
  codes: ['DOCUMENT_UNREADABLE'],
  run(context) {
    const findings: CheckFinding[] = [];
    for (const document of context.documents) {
      const why = whyUnreadable(document);
      if (!why) continue;
      findings.push(
        finding('DOCUMENT_UNREADABLE', {
          status: 'unverifiable',
          severity: 'info',
          confidence: CONFIDENCE,
          subject: { section: 'documents', documentId: document.id },
          message: `${document.fileName} could not be read automatically, so nothing in its text was checked.`,
          evidence: [{ kind: 'document', source: documentSource(document), ...why }],
        }),
      );
    }
    return findings;
  },
};
