import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import {
  cleanText,
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
 * (parse.ts), images have their EXIF read there and their text read by OCR (ocr.ts), and so have
 * the page images of a PDF's first pages without a text layer (a scan). Whatever
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

/**
 * A PDF whose first pages without a text layer were handed back as images: each image is OCR'd
 * in turn by the one OCR worker and its text put in the place of its page, so "page P" still
 * points at the right page. The confidence is the lowest of the images that gave text (of all
 * of them when none did): a document is relied on only when each of its scanned pages is.
 */
async function readScannedPages(
  parsed: ParsedDocument,
  deps: Required<ExtractDeps>,
): Promise<ExtractedFacts> {
  const { scan, ...document } = parsed;
  if (!scan) return { ...document, ocrConfidence: null, error: null };
  const unreadable = (reason: string) => ({
    ...unreadableFacts(reason, document.metadata),
    pages: document.pages,
  });
  const texts = [...scan.pageTexts];
  const withText: number[] = [];
  const all: number[] = [];
  for (const { page, images } of scan.pages) {
    if (images === null) return unreadable('An image of a scanned page could not be read.');
    const read: string[] = [];
    for (const image of images) {
      try {
        const result = await deps.ocr.recognize(
          Buffer.from(image.buffer, image.byteOffset, image.byteLength),
        );
        all.push(result.confidence);
        if (result.text === null) continue;
        read.push(result.text);
        withText.push(result.confidence);
      } catch (error) {
        return unreadable(reasonOf(error));
      }
    }
    // The page's own few characters (a scanner's stamp) stay after what OCR read.
    texts[page - 1] = [...read, texts[page - 1] ?? ''].join('\n');
  }
  const confidences = withText.length > 0 ? withText : all;
  return {
    ...document,
    text: cleanText(texts.join('\f')),
    ocrConfidence: confidences.length > 0 ? Math.min(...confidences) : null,
    metadata: { ...document.metadata, 'pdf.ocrPages': String(scan.pages.length) },
    error: null,
  };
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
    return await readScannedPages(await all.parse(kind, bytes), all);
  } catch (error) {
    return unreadableFacts(reasonOf(error));
  }
}
