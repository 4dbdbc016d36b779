import { CHECK_THRESHOLDS, UPLOAD_MIME_TYPES, type CandidateFormData } from '@candor/contracts';
import type { DocumentFacts } from '../../check.js';
import type { CandidateNames } from '../../names/index.js';

/** Where evidence from a document comes from: "document diploma.pdf", "document payslip.pdf page 2". */
export function documentSource(document: DocumentFacts, page?: number): string {
  return page === undefined ? `document ${document.fileName}` : `document ${document.fileName} page ${page}`;
}

/** The page (1-based) of a character of the text (pages are separated by form feeds), for PDFs. */
export function pageOf(document: DocumentFacts, index: number): number | undefined {
  if (document.mimeType !== UPLOAD_MIME_TYPES.pdf || document.text === null) return undefined;
  let page = 1;
  for (
    let at = document.text.indexOf('\f');
    at !== -1 && at < index;
    at = document.text.indexOf('\f', at + 1)
  ) {
    page += 1;
  }
  return page;
}

/** The document's text when it can be relied on: none, or OCR below the threshold, is none. */
export function reliableText(document: DocumentFacts): string | null {
  if (document.text === null) return null;
  if (document.ocrConfidence !== null && document.ocrConfidence < CHECK_THRESHOLDS.ocrMinimumConfidence) {
    return null;
  }
  return document.text;
}

/** The candidate's current and previous names, as the name matching takes them. */
export function candidateNamesOf(application: CandidateFormData): CandidateNames {
  const { firstName, lastName, previousNames } = application.personalInfo;
  return { firstName, lastName, previousNames };
}

/** "Ada Lovelace" or "Ada Lovelace (previously Ada Byron)": the names a finding compares with. */
export function describeNames(names: CandidateNames): string {
  const current = `${names.firstName} ${names.lastName}`;
  const previous = (names.previousNames ?? []).map((name) => `${name.firstName} ${name.lastName}`);
  return previous.length === 0 ? current : `${current} (previously ${previous.join(', ')})`;
}

/** Dates as the extraction writes them (ISO 8601, the zone missing when the file gave none). */
export function metadataTime(value: string | undefined): number | null {
  if (value === undefined) return null;
  const zoned = /(?:Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}
