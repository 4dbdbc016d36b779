import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, inflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import { deflatedZipBytes } from '../../../../test/fixtures.js';
import { extractDocument } from './extract.js';
import { EXTRACTION_LIMITS } from './facts.js';
import { createOcrEngine, type OcrEngine } from './ocr.js';
import { parseInWorker } from './parse.js';
import { pdfDate, pdfSaves } from './pdf-structure.js';
import { grayPng, IMAGE_KIND } from './png.js';
import { readXmp } from './xmp.js';

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../test/fixtures/documents',
);
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

describe('document extraction (real files, test/fixtures/documents)', () => {
  const ocr = createOcrEngine();
  afterAll(async () => {
    await ocr.close();
  });
  const extract = (name: string, type: string) => extractDocument(fixture(name), type, { ocr });

  it('reads a PDF’s text layer page by page, its DocInfo and XMP, and counts no later save', async () => {
    const facts = await extract('clean-diploma.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(facts.error).toBeNull();
    expect(facts.pages).toBe(1);
    expect(facts.ocrConfidence).toBeNull();
    expect(facts.text).toContain('This certifies that\nAda Lovelace\nhas been awarded the degree of');
    expect(facts.metadata).toMatchObject({
      'pdf.producer': 'Microsoft® Word for Microsoft 365',
      'pdf.creationDate': '2012-06-30T12:00:00+01:00',
      'pdf.modDate': '2012-06-30T12:05:00+01:00',
      'xmp.creatorTool': 'Microsoft® Word for Microsoft 365',
      'xmp.producer': 'Microsoft® Word for Microsoft 365',
      'xmp.modifyDate': '2012-06-30T12:05:00+01:00',
      'pdf.incrementalSaves': '0',
      'pdf.signatures': '0',
      'pdf.maxFontsPerLine': '1',
    });
  });

  it('reads the producer an online editor wrote, and an incremental save made years later', async () => {
    const edited = await extract('edited-online.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(edited.metadata['pdf.producer']).toBe('Sejda SDK 3.2.85');
    const late = await extract('late-incremental-save.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(late.metadata).toMatchObject({
      'pdf.eofMarkers': '2',
      'pdf.prevPointers': '1',
      'pdf.incrementalSaves': '1',
      // DocInfo is the one of the last save.
      'pdf.modDate': '2024-03-01T09:30:00Z',
      'pdf.creationDate': '2012-06-30T12:00:00Z',
    });
  });

  it('answers no text, without an error, for a PDF page that has no text layer', async () => {
    const facts = await extract('no-text-layer.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(facts).toMatchObject({ text: null, error: null, pages: 1 });
    expect(facts.metadata['pdf.producer']).toBe('Canon iR-ADV C5535 PDF');
  });

  it('OCRs a scanned PDF page (an image, no text layer) and keeps its page and DocInfo', async () => {
    const facts = await extract('scanned-diploma.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(facts.error).toBeNull();
    expect(facts.pages).toBe(1);
    expect(facts.text).toContain('This certifies that');
    expect(facts.text).toContain('Ada Lovelace');
    expect(facts.text).not.toContain('\f');
    expect(facts.ocrConfidence).toBeGreaterThanOrEqual(70);
    expect(facts.metadata).toMatchObject({ 'pdf.producer': 'Canon iR-ADV C5535 PDF', 'pdf.ocrPages': '1' });
  });

  it('does not OCR a PDF that has a text layer, nor a page without text or image', async () => {
    let calls = 0;
    const counting: OcrEngine = {
      recognize: (image) => {
        calls += 1;
        return ocr.recognize(image);
      },
      close: () => ocr.close(),
    };
    const text = await extractDocument(fixture('clean-diploma.pdf'), UPLOAD_MIME_TYPES.pdf, {
      ocr: counting,
    });
    expect(text).toMatchObject({ ocrConfidence: null, error: null });
    expect(text.metadata['pdf.ocrPages']).toBeUndefined();
    const empty = await extractDocument(fixture('no-text-layer.pdf'), UPLOAD_MIME_TYPES.pdf, {
      ocr: counting,
    });
    expect(empty).toMatchObject({ text: null, ocrConfidence: null, error: null });
    expect(calls).toBe(0);
  });

  it('reports a scanned PDF whose image stream is damaged as unreadable, keeping its metadata', async () => {
    const facts = await extract('scan-damaged-image.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(facts).toMatchObject({
      text: null,
      ocrConfidence: null,
      pages: 1,
      error: 'An image of a scanned page could not be read.',
    });
    expect(facts.metadata['pdf.producer']).toBe('Canon iR-ADV C5535 PDF');
  });

  it('records why a damaged PDF could not be read, quoting nothing of it', async () => {
    const facts = await extract('not-a-pdf.pdf', UPLOAD_MIME_TYPES.pdf);
    expect(facts.text).toBeNull();
    expect(facts.error).toMatch(/^The (file is not a readable PDF|PDF could not be read)\.$/);
  });

  it('reads a DOCX’s core and app properties and its body text', async () => {
    const facts = await extract('reference-letter.docx', UPLOAD_MIME_TYPES.docx);
    expect(facts.error).toBeNull();
    expect(facts.metadata).toEqual({
      'docx.creator': 'Ada Lovelace',
      'docx.lastModifiedBy': 'Ada Lovelace',
      'docx.created': '2024-02-01T10:00:00Z',
      'docx.modified': '2024-02-01T10:20:00Z',
      'docx.application': 'Microsoft Office Word',
      'docx.appVersion': '16.0000',
    });
    expect(facts.text).toContain(
      'Ada Lovelace worked with us as an Analyst from January 2013. She was reliable & precise.',
    );
  });

  it('refuses a Word body that unpacks past its limit, and a legacy .doc that is not one', async () => {
    const huge = deflatedZipBytes([
      { name: 'word/document.xml', data: Buffer.alloc(21 * 1024 * 1024, 0x20) },
    ]);
    const bomb = await extractDocument(huge, UPLOAD_MIME_TYPES.docx, { ocr });
    expect(bomb).toMatchObject({ text: null, error: 'The Word document is too large to read.' });
    const doc = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(4096, 0),
    ]);
    const legacy = await extractDocument(doc, UPLOAD_MIME_TYPES.doc, { ocr });
    expect(legacy).toMatchObject({ text: null, error: 'The Word document could not be read.' });
  });

  it('reads a JPEG’s EXIF and its text by OCR, with the OCR confidence', async () => {
    const facts = await extract('diploma-photoshop.jpg', UPLOAD_MIME_TYPES.jpg);
    expect(facts.error).toBeNull();
    expect(facts.metadata).toMatchObject({
      'exif.software': 'Adobe Photoshop 25.0 (Windows)',
      'exif.modifyDate': '2024-03-01T09:30:00',
      'exif.dateTimeOriginal': '2012-06-30T12:00:00',
    });
    expect(facts.text).toContain('Ada Lovelace');
    expect(facts.text).toContain('This certifies that');
    expect(facts.ocrConfidence).toBeGreaterThanOrEqual(70);
  });

  it('answers no text for a blank scan', async () => {
    const facts = await extract('blank-scan.png', UPLOAD_MIME_TYPES.png);
    expect(facts.text).toBeNull();
    expect(facts.error).toBeNull();
  });

  it('refuses an image too large to OCR before decoding it, keeping its metadata', async () => {
    const png = fixture('blank-scan.png');
    const giant = Buffer.from(png);
    giant.writeUInt32BE(100_000, 16);
    giant.writeUInt32BE(100_000, 20);
    const facts = await extractDocument(giant, UPLOAD_MIME_TYPES.png, { ocr });
    expect(facts).toMatchObject({ text: null, error: 'The image is too large to read.' });
  });

  it('gives up on a parse that runs past its timeout, and on files it does not read', async () => {
    await expect(parseInWorker('pdf', fixture('clean-diploma.pdf'), 1)).rejects.toThrow(
      'Reading the file took too long.',
    );
    expect((await extractDocument(Buffer.from('text'), 'text/plain', { ocr })).error).toBe(
      'This type of file is not read.',
    );
    const tooLarge = Buffer.alloc(EXTRACTION_LIMITS.maxBytes + 1);
    expect((await extractDocument(tooLarge, UPLOAD_MIME_TYPES.pdf, { ocr })).error).toBe(
      'The file is too large to read.',
    );
  });

  it('starts a new OCR worker after one was stopped by a timeout', async () => {
    const hasty = createOcrEngine({ timeoutMs: 1 });
    await expect(hasty.recognize(fixture('diploma-photoshop.jpg'))).rejects.toThrow(
      'Reading the scan took too long.',
    );
    await hasty.close();
    const patient = createOcrEngine();
    const read = await patient.recognize(fixture('diploma-photoshop.jpg'));
    expect(read.text).toContain('Ada Lovelace');
    await patient.close();
  });
});

describe('PNG of a decoded page image (pure)', () => {
  /** The IHDR fields and the rows (filter byte first) of a PNG written by grayPng. */
  const decode = (png: Buffer) => {
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    return {
      width: png.readUInt32BE(16),
      height: png.readUInt32BE(20),
      bitDepth: png[24],
      colourType: png[25],
      rows: inflateSync(png.subarray(41, 41 + idatLength)),
    };
  };

  it('writes RGB and RGBA pixels as 8-bit grey, and 1-bit images as they are', () => {
    const rgb = grayPng({
      width: 2,
      height: 1,
      kind: IMAGE_KIND.RGB_24BPP,
      data: Uint8Array.from([255, 255, 255, 0, 0, 0]),
    });
    expect(decode(rgb!)).toMatchObject({ width: 2, height: 1, bitDepth: 8, colourType: 0 });
    expect([...decode(rgb!).rows]).toEqual([0, 255, 0]);
    const rgba = grayPng({
      width: 1,
      height: 2,
      kind: IMAGE_KIND.RGBA_32BPP,
      data: Uint8Array.from([255, 0, 0, 255, 0, 0, 255, 255]),
    });
    expect([...decode(rgba!).rows]).toEqual([0, 76, 0, 28]);
    const bits = grayPng({
      width: 9,
      height: 1,
      kind: IMAGE_KIND.GRAYSCALE_1BPP,
      data: Uint8Array.from([0b10100000, 0b10000000]),
    });
    expect(decode(bits!)).toMatchObject({ width: 9, bitDepth: 1 });
    expect([...decode(bits!).rows]).toEqual([0, 0b10100000, 0b10000000]);
  });

  it('writes nothing for an unknown kind or fewer pixels than the size says', () => {
    expect(grayPng({ width: 2, height: 2, kind: 9, data: new Uint8Array(16) })).toBeNull();
    expect(grayPng({ width: 2, height: 2, kind: IMAGE_KIND.RGB_24BPP, data: new Uint8Array(11) })).toBeNull();
    expect(grayPng({ width: 0, height: 2, kind: IMAGE_KIND.RGB_24BPP, data: new Uint8Array(12) })).toBeNull();
  });
});

describe('PDF structure and XMP (pure)', () => {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');

  it('counts incremental saves, not the second trailer of a linearised file', () => {
    expect(pdfSaves(latin1('%PDF-1.7\n...trailer<<>>\n%%EOF\n')).incrementalSaves).toBe(0);
    const linearized = latin1(
      '%PDF-1.7\n1 0 obj <</Linearized 1>>\ntrailer<</Prev 99>>%%EOF\nxref trailer<<>>%%EOF\n',
    );
    expect(pdfSaves(linearized)).toMatchObject({ linearized: true, incrementalSaves: 0 });
    const saved = latin1(`${linearized.toString('latin1')}xref trailer<</Prev 500>>\n%%EOF\n`);
    expect(pdfSaves(saved).incrementalSaves).toBe(1);
    const signed = latin1('%PDF\n%%EOF\n<</ByteRange [0 10 20 30]>> trailer<</Prev 5>>%%EOF');
    expect(pdfSaves(signed)).toMatchObject({ incrementalSaves: 1, signatures: 1 });
  });

  it('reads PDF dates with and without a time zone', () => {
    expect(pdfDate("D:20120630120000+01'00'")).toBe('2012-06-30T12:00:00+01:00');
    expect(pdfDate('D:20240301093000Z')).toBe('2024-03-01T09:30:00Z');
    expect(pdfDate('D:2012')).toBe('2012-01-01T00:00:00');
    expect(pdfDate('yesterday')).toBeNull();
  });

  it('reads XMP properties written as attributes or elements, with entities', () => {
    expect(
      readXmp(
        '<rdf:Description xmp:CreatorTool="Canva &amp; friends" pdf:Producer="iLovePDF"><xmp:ModifyDate>2024-01-01T00:00:00Z</xmp:ModifyDate></rdf:Description>',
      ),
    ).toEqual({
      'xmp.creatorTool': 'Canva & friends',
      'xmp.producer': 'iLovePDF',
      'xmp.modifyDate': '2024-01-01T00:00:00Z',
    });
  });
});
