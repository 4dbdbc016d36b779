import { describe, expect, it } from 'vitest';
import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import { editedDocumentsCheck } from './edited.js';
import { EDITING_SOFTWARE_SOURCE, editorOf } from './editing-software.js';
import { documentFacts, run } from './test-helpers.js';

const word = 'Microsoft® Word for Microsoft 365';
const cleanPdf = {
  'pdf.producer': word,
  'pdf.creator': word,
  'pdf.creationDate': '2012-06-30T12:00:00+01:00',
  'pdf.modDate': '2012-06-30T12:05:00+01:00',
  'xmp.producer': word,
  'xmp.creatorTool': word,
  'xmp.createDate': '2012-06-30T12:00:00+01:00',
  'xmp.modifyDate': '2012-06-30T12:05:00+01:00',
  'pdf.incrementalSaves': '0',
  'pdf.signatures': '0',
};
const jpeg = (metadata: Record<string, string>) =>
  documentFacts({ fileName: 'diploma.jpg', mimeType: UPLOAD_MIME_TYPES.jpg, metadata });

describe('documents.edited', () => {
  it('finds nothing in the metadata of documents as issuers and phones write them', () => {
    expect(
      run(editedDocumentsCheck, [
        documentFacts({ metadata: cleanPdf }),
        jpeg({ 'exif.software': '17.1.1', 'exif.make': 'Apple', 'exif.model': 'iPhone 14' }),
        jpeg({ 'exif.software': 'Canon iR-ADV C5535', 'xmp.creatorTool': 'Skia/PDF m120 (canvas export)' }),
        documentFacts({ metadata: {} }),
      ]),
    ).toEqual([]);
  });

  it('flags an image saved by an image editor, quoting the EXIF field and the list', () => {
    const diploma = jpeg({
      'exif.software': 'Adobe Photoshop 25.0 (Windows)',
      'exif.modifyDate': '2024-03-01T09:30:00',
    });
    const [found, ...rest] = run(editedDocumentsCheck, [diploma]);
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      code: 'DOCUMENT_EDITED',
      status: 'risk_signal',
      severity: 'medium',
      confidence: 0.7,
      subject: { section: 'documents', documentId: diploma.id },
      message:
        'diploma.jpg was saved with Adobe Photoshop, an image editor, so it may have been changed after it was issued.',
    });
    expect(found?.evidence).toEqual([
      {
        kind: 'document',
        source: 'document diploma.jpg',
        value: 'EXIF Software: Adobe Photoshop 25.0 (Windows)',
      },
      {
        kind: 'reference',
        source: EDITING_SOFTWARE_SOURCE,
        value: 'Adobe Photoshop',
        detail: 'listed as an image editor (https://www.adobe.com/products/photoshop.html)',
      },
    ]);
    expect(EDITING_SOFTWARE_SOURCE).toMatch(/^editing-software\.json \(checked \d{4}-\d{2}-\d{2}\)$/);
  });

  it('flags a PDF written by an online PDF editor', () => {
    const [found] = run(editedDocumentsCheck, [
      documentFacts({ metadata: { 'pdf.producer': 'Sejda SDK 3.2.85', 'pdf.creator': word } }),
    ]);
    expect(found?.message).toBe(
      'diploma.pdf was saved with Sejda, an online PDF editor, so it may have been changed after it was issued.',
    );
    expect(found?.evidence[0]?.value).toBe('PDF Producer: Sejda SDK 3.2.85');
  });

  it('matches editors as whole words only', () => {
    expect(editorOf('Canva')?.name).toBe('Canva');
    expect(editorOf('Canvas PDF export')).toBeNull();
    expect(editorOf('GIMP 2.10.34')?.kind).toBe('image editor');
    expect(editorOf('paint.net 5.0.11')?.name).toBe('Paint.NET');
    expect(editorOf('iLovePDF')?.kind).toBe('online PDF editor');
    expect(editorOf('Adobe Acrobat Pro (64-bit) 23.6')).toBeNull();
  });

  it('flags a PDF saved again long after it was created, but not a signed or promptly corrected one', () => {
    const late = {
      ...cleanPdf,
      'pdf.modDate': '2024-03-01T09:30:00Z',
      'xmp.modifyDate': '2024-03-01T09:30:00Z',
      'pdf.incrementalSaves': '1',
    };
    const [found] = run(editedDocumentsCheck, [documentFacts({ metadata: late })]);
    expect(found?.confidence).toBe(0.6);
    expect(found?.message).toMatch(/^diploma\.pdf was saved again 4261 days after it was created, so it may/);
    expect(found?.evidence[0]?.value).toBe('1 incremental save, without a signature');

    expect(
      run(editedDocumentsCheck, [documentFacts({ metadata: { ...late, 'pdf.signatures': '1' } })]),
    ).toEqual([]);
    const nextWeek = {
      ...cleanPdf,
      'pdf.modDate': '2012-07-06T12:00:00+01:00',
      'xmp.modifyDate': '2012-07-06T12:00:00+01:00',
      'pdf.incrementalSaves': '1',
    };
    expect(run(editedDocumentsCheck, [documentFacts({ metadata: nextWeek })])).toEqual([]);
  });

  it('flags DocInfo and XMP that disagree, beyond a time zone left out', () => {
    const [found] = run(editedDocumentsCheck, [
      documentFacts({ metadata: { ...cleanPdf, 'pdf.modDate': '2024-03-01T09:30:00Z' } }),
    ]);
    expect(found?.confidence).toBe(0.5);
    expect(found?.evidence[0]?.value).toBe(
      'DocInfo ModDate: 2024-03-01T09:30:00Z; XMP: 2012-06-30T12:05:00+01:00',
    );
    const zoneless = { ...cleanPdf, 'pdf.modDate': '2012-06-30T19:05:00' };
    expect(run(editedDocumentsCheck, [documentFacts({ metadata: zoneless })])).toEqual([]);
  });

  it('reports several signs of one document in one finding, named after the strongest', () => {
    const [found, ...rest] = run(editedDocumentsCheck, [
      documentFacts({
        metadata: { ...cleanPdf, 'pdf.producer': 'iLovePDF', 'pdf.modDate': '2024-03-01T09:30:00Z' },
      }),
    ]);
    expect(rest).toEqual([]);
    expect(found?.confidence).toBe(0.7);
    expect(found?.message).toBe(
      'diploma.pdf was saved with iLovePDF, an online PDF editor, so it may have been changed after it was issued (1 more sign in the evidence).',
    );
  });

  it("flags an issuer's document written or saved under the candidate's current or previous name", () => {
    const letter = (documentType: 'EMPLOYMENT' | 'GENERAL', creator: string) =>
      documentFacts({
        fileName: 'reference.docx',
        mimeType: UPLOAD_MIME_TYPES.docx,
        documentType,
        metadata: { 'docx.creator': creator, 'docx.lastModifiedBy': 'HR Department' },
      });
    const [current] = run(editedDocumentsCheck, [letter('EMPLOYMENT', 'Priya Raman')]);
    expect(current?.evidence).toEqual([
      { kind: 'document', source: 'document reference.docx', value: 'DOCX author (dc:creator): Priya Raman' },
      { kind: 'field', source: 'personalInfo.names', value: 'Priya Raman (previously Priya Krishnan)' },
    ]);
    expect(current?.confidence).toBe(0.6);
    expect(run(editedDocumentsCheck, [letter('EMPLOYMENT', 'KRISHNAN, Priya')])).toHaveLength(1);
    // The candidate's own CV, or a letter written by someone else, is no sign.
    expect(run(editedDocumentsCheck, [letter('GENERAL', 'Priya Raman')])).toEqual([]);
    expect(run(editedDocumentsCheck, [letter('EMPLOYMENT', 'Charles Babbage')])).toEqual([]);
  });
});
