import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import {
  EXTRACTION_LIMITS,
  ExtractionError,
  unreadableFacts,
  type ExtractedFacts,
  type ParsedDocument,
} from './facts.js';
import { imageSize } from './image.js';
import type { OcrEngine } from './ocr.js';
import { parseInWorker, type ParseKind } from './parse.js';

/**
 * From a stored document's bytes to its facts: PDF and Word files are parsed in a worker thread
 * (parse.ts), images have their EXIF read there and their text read by OCR (ocr.ts). Whatever
 * fails is recorded as the reason the document could not be read, and what was read before the
 * failure (an image's EXIF when its OCR fails) is kept. Never throws.
 */

export type ExtractDeps = {
  ocr: OcrEngine;
  parse?: (kind: ParseKind, bytes: Uint8Array) => Promise<ParsedDocument>;
};

const KINDS: Record<string, ParseKind> = {
  [UPLOAD_MIME_TYPES.pdf]: 'pdf',
  [UPLOAD_MIME_TYPES.jpg]: 'image',
  [UPLOAD_MIME_TYPES.png]: 'image',
  [UPLOAD_MIME_TYPES.docx]: 'docx',
  [UPLOAD_MIME_TYPES.doc]: 'doc',
};

const reasonOf = (error: unknown) =>
  error instanceof ExtractionError ? error.message : 'The file could not be read.';

async function extractImage(bytes: Buffer, deps: Required<ExtractDeps>): Promise<ExtractedFacts> {
  const { metadata } = await deps.parse('image', bytes).catch(() => ({ metadata: {} }));
  const size = imageSize(bytes);
  if (!size) return unreadableFacts('The image could not be read.', metadata);
  if (size.width * size.height > EXTRACTION_LIMITS.maxOcrPixels) {
    return { ...unreadableFacts('The image is too large to read.', metadata), pages: 1 };
  }
  try {
    const read = await deps.ocr.recognize(bytes);
    return { text: read.text, ocrConfidence: read.confidence, metadata, pages: 1, error: null };
  } catch (error) {
    return { ...unreadableFacts(reasonOf(error), metadata), pages: 1 };
  }
}

export async function extractDocument(
  bytes: Buffer,
  contentType: string,
  deps: ExtractDeps,
): Promise<ExtractedFacts> {
  const all = { parse: parseInWorker, ...deps };
  if (bytes.length > EXTRACTION_LIMITS.maxBytes) return unreadableFacts('The file is too large to read.');
  const kind = KINDS[contentType];
  if (!kind) return unreadableFacts('This type of file is not read.');
  try {
    if (kind === 'image') return await extractImage(bytes, all);
    const parsed = await all.parse(kind, bytes);
    return { ...parsed, ocrConfidence: null, error: null };
  } catch (error) {
    return unreadableFacts(reasonOf(error));
  }
}
