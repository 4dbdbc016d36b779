import { describe, expect, it } from 'vitest';
import { UPLOAD_MIME_TYPES } from '@candor/contracts';
import { unreadableDocumentsCheck } from './unreadable.js';
import { documentFacts, run } from './test-helpers.js';

const image = { fileName: 'scan.png', mimeType: UPLOAD_MIME_TYPES.png };

describe('documents.unreadable', () => {
  it('finds nothing for documents whose text was read', () => {
    expect(
      run(unreadableDocumentsCheck, [
        documentFacts({ text: 'This certifies that Priya Raman' }),
        documentFacts({ ...image, text: 'This certifies that Priya Raman', ocrConfidence: 91 }),
      ]),
    ).toEqual([]);
  });

  it('says why a document could not be read, as unverifiable information', () => {
    const cases = [
      [
        documentFacts({ extractionError: 'The PDF is password-protected.' }),
        'not read: The PDF is password-protected.',
      ],
      [documentFacts({ text: null }), 'no text layer'],
      [documentFacts({ ...image, text: 'Th1s cert1f1es', ocrConfidence: 42 }), 'OCR confidence 42'],
      [documentFacts({ ...image, text: null, ocrConfidence: 0 }), 'OCR found no text'],
    ] as const;
    for (const [document, value] of cases) {
      const [found, ...rest] = run(unreadableDocumentsCheck, [document]);
      expect(rest).toEqual([]);
      expect(found).toMatchObject({
        code: 'DOCUMENT_UNREADABLE',
        status: 'unverifiable',
        severity: 'info',
        subject: { section: 'documents', documentId: document.id },
        message: `${document.fileName} could not be read automatically, so nothing in its text was checked.`,
      });
      expect(found?.evidence[0]).toMatchObject({
        kind: 'document',
        source: `document ${document.fileName}`,
        value,
      });
    }
  });
});
