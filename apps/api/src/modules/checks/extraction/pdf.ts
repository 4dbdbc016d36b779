import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanText, EXTRACTION_LIMITS, ExtractionError, type ParsedDocument } from './facts.js';
import { pdfDate, pdfSaves } from './pdf-structure.js';
import { readXmp } from './xmp.js';

/**
 * A PDF's text layer (page by page), its DocInfo and XMP, how often it was saved, and how many
 * fonts its busiest text line mixes, with pdf.js (the legacy build, which runs on Node 20).
 * Runs in the parsing worker thread (parse.ts), never on the request path.
 */

const MAX_VALUE_CHARS = 300;

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
    let maxFontsPerLine = 0;
    for (let number = 1; number <= pagesRead; number += 1) {
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        const read = pageText(content.items);
        texts.push(read.text);
        maxFontsPerLine = Math.max(maxFontsPerLine, read.maxFontsPerLine);
        page.cleanup();
      } catch {
        // A damaged page reads as empty; the others are still read.
        texts.push('');
      }
    }
    metadata['pdf.pagesRead'] = String(pagesRead);
    metadata['pdf.maxFontsPerLine'] = String(maxFontsPerLine);
    return { text: cleanText(texts.join('\f')), metadata, pages: document.numPages };
  } finally {
    await task.destroy();
  }
}
