import type { LayoutLine } from './pdf-layout.js';

/**
 * What the extraction step reads from one stored document (docs/product.md#automated-checks):
 * its text (PDF text layer, DOCX/DOC body, or OCR of an image) and its format metadata (PDF
 * DocInfo and XMP, EXIF, DOCX core properties), cached in `document_facts`.
 */

/**
 * Raised whenever extraction changes what it reads or how (a new metadata key, another OCR
 * model): stored facts of an older version are extracted again before a check uses them.
 */
export const EXTRACTOR_VERSION = 3;

/** The facts of one document, as stored in `document_facts`. */
export type ExtractedFacts = {
  /** A PDF's text lines with their place and size (pdf-layout.ts); absent for other files. */
  layout?: LayoutLine[] | null;
  /** Pages separated by a form feed (\f); null when no text could be read. */
  text: string | null;
  /** Tesseract's mean word confidence (0–100) when the text came from OCR. */
  ocrConfidence: number | null;
  /** Metadata under namespaced keys ("pdf.producer", "exif.software", "docx.creator"). */
  metadata: Record<string, string>;
  pages: number | null;
  /** Why extraction failed, in words without personal data; null when it succeeded. */
  error: string | null;
};

/** A PDF page without a text layer: its images as PNG files to OCR, or null when one could not be decoded. */
export type ScannedPage = { page: number; images: Uint8Array[] | null };

/** What a format reader answers: text and metadata, or the reason it could not read the file. */
export type ParsedDocument = {
  layout?: LayoutLine[];
  text: string | null;
  metadata: Record<string, string>;
  pages: number | null;
  /**
   * A PDF with pages to OCR: every page's text layer (uncleaned, in page order) and those pages'
   * images. Never stored: extract.ts puts the OCR'd text in place of the empty pages.
   */
  scan?: { pageTexts: string[]; pages: ScannedPage[] };
};

/** A failure whose message is safe to store and show: it never quotes the file. */
export class ExtractionError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ExtractionError';
  }
}

export const EXTRACTION_LIMITS = {
  /** Uploads are at most 10 MB; anything larger was not stored by the upload path. */
  maxBytes: 12 * 1024 * 1024,
  /** Parsing a PDF or Word file in its worker thread: a hostile file never holds it longer. */
  parseTimeoutMs: 20_000,
  /** The parsing thread's heap: a file that needs more is unreadable, the process carries on. */
  parseHeapMb: 256,
  /** Pages whose text layer is read (diplomas and payslips have one or two). */
  maxPdfPages: 30,
  /** Characters of text kept per document. */
  maxTextChars: 200_000,
  /** One OCR recognition; a dense page takes 4–10 s on one core. */
  ocrTimeoutMs: 45_000,
  /** Pixels an image may have to be OCR'd (a 600 dpi A4 scan is 35 million). */
  maxOcrPixels: 40_000_000,
  /**
   * Pages of a scanned PDF that are OCR'd. Each takes 4–10 s of the one OCR worker; diplomas,
   * transcripts' first pages and payslips carry the holder's name and the issuer within them,
   * and a long scan must not hold the worker (and the run's timeout) for minutes.
   */
  maxOcrPdfPages: 3,
  /** The OCR worker (~150–250 MB) is shut down after this long without work. */
  ocrIdleMs: 60_000,
} as const;

/** Facts that say why a document could not be read. */
export function unreadableFacts(reason: string, metadata: Record<string, string> = {}): ExtractedFacts {
  return { text: null, ocrConfidence: null, metadata, pages: null, error: reason };
}

// Control characters other than tab, new line and form feed: PostgreSQL stores no NUL, and none of
// them is text a person reads.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/g;

/** A string safe to store: no control characters but tab, new line and form feed. */
export function storableText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '');
}

/** Facts safe to store: text and every metadata value without control characters. */
export function storableFacts(facts: ExtractedFacts): ExtractedFacts {
  return {
    ...facts,
    text: facts.text === null ? null : storableText(facts.text),
    layout: facts.layout?.map((line) => ({ ...line, text: storableText(line.text) })) ?? null,
    metadata: Object.fromEntries(
      Object.entries(facts.metadata).map(([key, value]) => [key, storableText(value)]),
    ),
  };
}

/** Text cut to the limit, with whitespace runs inside lines folded; null when nothing is left. */
export function cleanText(text: string): string | null {
  const cleaned = storableText(text)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .slice(0, EXTRACTION_LIMITS.maxTextChars);
  // Leading and trailing blank lines go; form feeds stay, so page numbers keep their places.
  return cleaned.replace(/\s/g, '') === '' ? null : cleaned.replace(/^[ \n]+|[ \n]+$/g, '');
}
