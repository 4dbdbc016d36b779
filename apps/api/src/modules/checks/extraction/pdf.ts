import { getDocument, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  cleanText,
  EXTRACTION_LIMITS,
  ExtractionError,
  type ParsedDocument,
  type ScannedPage,
} from './facts.js';
import { layoutLines, MAX_LAYOUT_LINES, type LayoutLine } from './pdf-layout.js';
import { pdfDate, pdfSaves } from './pdf-structure.js';
import { grayPng, type RawImage } from './png.js';
import { readXmp } from './xmp.js';

/**
 * A PDF's text layer (page by page), its DocInfo and XMP, how often it was saved, and how many
 * fonts its busiest text line mixes, with pdf.js (the legacy build, which runs on Node 20).
 * A page with (almost) no text layer is a scan: the images it paints, as pdf.js decodes them, are
 * handed back as PNG files for OCR (extract.ts), for the first pages of that kind only.
 * Runs in the parsing worker thread (parse.ts), never on the request path.
 */

const MAX_VALUE_CHARS = 300;

/**
 * A page with fewer visible characters than this in its text layer is read as a scan: scanners
 * and copiers stamp a page number, a date or their own name on an image-only page.
 */
const SCAN_MAX_TEXT_CHARS = 20;

/** Images smaller than this (a logo, a stamp, a rule) are not a page's text. */
const MIN_SCAN_PIXELS = 100_000;

/** Images OCR'd per scanned page: scanners write one, some split a page into a few strips. */
const MAX_IMAGES_PER_PAGE = 3;

const visibleChars = (text: string) => text.replace(/\s/g, '').length;

const isRawImage = (value: unknown): value is RawImage =>
  typeof value === 'object' &&
  value !== null &&
  'width' in value &&
  'height' in value &&
  'kind' in value &&
  'data' in value &&
  (value.data instanceof Uint8Array || value.data instanceof Uint8ClampedArray);

/**
 * The page's images large enough to carry text, as PNG files; null when one of them could not be
 * decoded (a damaged image stream: the page cannot be read, which is not the same as blank).
 * pdf.js leaves out images over its size limit (maxImageSize) before decoding them.
 */
async function pageImages(page: PDFPageProxy): Promise<Uint8Array[] | null> {
  const operators = await page.getOperatorList();
  const seen = new Set<string>();
  const images: Uint8Array[] = [];
  for (let i = 0; i < operators.fnArray.length && images.length < MAX_IMAGES_PER_PAGE; i += 1) {
    const op = operators.fnArray[i];
    const args: unknown = operators.argsArray[i];
    const arg: unknown = Array.isArray(args) ? args[0] : undefined;
    let image: unknown;
    if (op === OPS.paintImageXObject && typeof arg === 'string') {
      if (seen.has(arg)) continue;
      seen.add(arg);
      const pool = arg.startsWith('g_') ? page.commonObjs : page.objs;
      // Resolved by the time the operator list is; a failed decoding resolves to null.
      image = pool.has(arg) ? pool.get(arg) : null;
    } else if (op === OPS.paintInlineImageXObject) {
      image = arg;
    } else {
      continue;
    }
    if (!isRawImage(image)) return null;
    if (image.width * image.height < MIN_SCAN_PIXELS) continue;
    const png = grayPng(image);
    if (!png) return null;
    images.push(png);
  }
  return images;
}

type TextItem = { str: string; fontName: string; transform: number[]; height: number; hasEOL: boolean };

const isTextItem = (item: unknown): item is TextItem =>
  typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;

/** One page's text, lines kept, and the largest number of fonts on one of its lines. */
function pageText(items: readonly unknown[]): { text: string; maxFontsPerLine: number } {
  const lines: { text: string; fonts: Set<string> }[] = [];
  let current: { text: string; fonts: Set<string> } | null = null;
  let lastY: number | null = null;
  let brokeLine = false;
  for (const item of items) {
    if (!isTextItem(item)) continue;
    const y = item.transform[5] ?? 0;
    const newLine =
      current === null || brokeLine || (lastY !== null && Math.abs(y - lastY) > Math.max(2, item.height / 2));
    if (newLine) {
      current = { text: '', fonts: new Set() };
      lines.push(current);
    }
    if (current === null) continue;
    current.text += item.str;
    if (item.str.trim() !== '') current.fonts.add(item.fontName);
    lastY = y;
    brokeLine = item.hasEOL;
  }
  return {
    text: lines.map((line) => line.text).join('\n'),
    maxFontsPerLine: Math.max(0, ...lines.map((line) => line.fonts.size)),
  };
}

function addInfo(metadata: Record<string, string>, info: unknown) {
  if (typeof info !== 'object' || info === null) return;
  const values = info as Record<string, unknown>;
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_VALUE_CHARS) : null;
  };
  const version = text('PDFFormatVersion');
  if (version) metadata['pdf.version'] = version;
  for (const [key, name] of [
    ['pdf.producer', 'Producer'],
    ['pdf.creator', 'Creator'],
  ] as const) {
    const value = text(name);
    if (value) metadata[key] = value;
  }
  for (const [key, name] of [
    ['pdf.creationDate', 'CreationDate'],
    ['pdf.modDate', 'ModDate'],
  ] as const) {
    const value = text(name);
    if (value) metadata[key] = pdfDate(value) ?? value;
  }
}

const reasonOf = (error: unknown): string => {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return 'The PDF is password-protected.';
  if (name === 'InvalidPDFException') return 'The file is not a readable PDF.';
  return 'The PDF could not be read.';
};

export async function parsePdf(bytes: Uint8Array): Promise<ParsedDocument> {
  const saves = pdfSaves(bytes);
  const metadata: Record<string, string> = {
    'pdf.eofMarkers': String(saves.eofMarkers),
    'pdf.prevPointers': String(saves.prevPointers),
    'pdf.linearized': saves.linearized ? 'yes' : 'no',
    'pdf.incrementalSaves': String(saves.incrementalSaves),
    'pdf.signatures': String(saves.signatures),
  };
  const task = getDocument({
    // pdf.js takes the buffer over: it gets a copy, the raw bytes above stay readable.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    stopAtErrors: false,
    verbosity: 0,
    // Decoded images are handed over as pixels (no canvas in Node), and none over the OCR limit.
    isOffscreenCanvasSupported: false,
    maxImageSize: EXTRACTION_LIMITS.maxOcrPixels,
  });
  try {
    let document;
    try {
      document = await task.promise;
    } catch (error) {
      throw new ExtractionError(reasonOf(error));
    }
    const { info, metadata: xmp } = await document.getMetadata().catch(() => ({
      info: null,
      metadata: null,
    }));
    addInfo(metadata, info);
    const raw: unknown = xmp?.getRaw();
    if (typeof raw === 'string') Object.assign(metadata, readXmp(raw));

    const pagesRead = Math.min(document.numPages, EXTRACTION_LIMITS.maxPdfPages);
    const texts: string[] = [];
    const scanned: ScannedPage[] = [];
    let maxFontsPerLine = 0;
    const layout: LayoutLine[] = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      let page: PDFPageProxy | null = null;
      try {
        page = await document.getPage(number);
        const content = await page.getTextContent();
        const read = pageText(content.items);
        texts.push(read.text);
        const height = page.view[3] ?? 0;
        layout.push(...layoutLines(content.items, number, height).slice(0, MAX_LAYOUT_LINES - layout.length));
        maxFontsPerLine = Math.max(maxFontsPerLine, read.maxFontsPerLine);
      } catch {
        // A damaged page reads as empty; the others are still read.
        texts.push('');
      }
      const text = texts[texts.length - 1] ?? '';
      if (
        page &&
        visibleChars(text) < SCAN_MAX_TEXT_CHARS &&
        scanned.length < EXTRACTION_LIMITS.maxOcrPdfPages
      ) {
        const images = await pageImages(page).catch(() => null);
        if (images === null || images.length > 0) scanned.push({ page: number, images });
      }
      page?.cleanup();
    }
    metadata['pdf.pagesRead'] = String(pagesRead);
    metadata['pdf.maxFontsPerLine'] = String(maxFontsPerLine);
    return {
      text: cleanText(texts.join('\f')),
      metadata,
      pages: document.numPages,
      layout,
      ...(scanned.length > 0 ? { scan: { pageTexts: texts, pages: scanned } } : {}),
    };
  } finally {
    await task.destroy();
  }
}
