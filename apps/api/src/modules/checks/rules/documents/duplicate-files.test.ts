import { describe, expect, it } from 'vitest';
import { findingDraftSchema } from '@candor/contracts';
import type { CheckContext, DocumentFacts } from '../../check.js';
import { duplicateFilesCheck } from './duplicate-files.js';

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const diploma: DocumentFacts = {
  id: '00000000-0000-4000-8000-0000000000d1',
  fileName: 'diploma.pdf',
  mimeType: 'application/pdf',
  sha256: 'a'.repeat(64),
  documentType: 'EDUCATION',
  text: null,
  ocrConfidence: null,
  metadata: {},
  pages: null,
  extractionError: null,
};

const context = (otherHashes: string[]): CheckContext =>
  ({
    verificationId: ME,
    documents: [diploma],
    otherApplications: [{ verificationId: OTHER, supervisorContacts: [], documentHashes: otherHashes }],
    now: new Date('2026-11-25'),
  }) as unknown as CheckContext;

describe('documents.duplicate-files', () => {
  it('finds nothing when no other candidate uploaded the same file', () => {
    expect(duplicateFilesCheck.run(context(['b'.repeat(64)]))).toEqual([]);
  });

  it('flags a file another candidate uploaded, naming only the other verification', () => {
    const findings = duplicateFilesCheck.run(context(['b'.repeat(64), 'a'.repeat(64)]));
    if (!Array.isArray(findings)) throw new Error('expected a synchronous answer');
    expect(findings).toHaveLength(1);
    const [found] = findings;
    expect(found).toMatchObject({
      code: 'DOCUMENT_DUPLICATE_ACROSS_CANDIDATES',
      status: 'risk_signal',
      severity: 'high',
      subject: { section: 'documents', documentId: diploma.id },
    });
    expect(found?.evidence.find((item) => item.kind === 'application')?.verificationId).toBe(OTHER);
    expect(findingDraftSchema.safeParse({ ...found, checkType: 'DOCUMENTS' }).success).toBe(true);
  });

  it('ignores its own application among the others', () => {
    const own = context(['a'.repeat(64)]);
    own.otherApplications = [
      { verificationId: ME, supervisorContacts: [], documentHashes: ['a'.repeat(64)] },
    ];
    expect(duplicateFilesCheck.run(own)).toEqual([]);
  });
});
