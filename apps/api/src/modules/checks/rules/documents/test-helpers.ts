import { findingDraftSchema, UPLOAD_MIME_TYPES, type CandidateFormData } from '@candor/contracts';
import type { Check, CheckContext, CheckFinding, DocumentFacts } from '../../check.js';

/** Plain-object fixtures for the document checks' tests (no server, no database, no file). */

let counter = 0;

/** A read document: a one-page PDF with a text layer and no metadata, unless overridden. */
export function documentFacts(overrides: Partial<DocumentFacts> = {}): DocumentFacts {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    fileName: 'diploma.pdf',
    mimeType: UPLOAD_MIME_TYPES.pdf,
    sha256: 'a'.repeat(64),
    documentType: 'EDUCATION',
    text: null,
    ocrConfidence: null,
    metadata: {},
    pages: 1,
    extractionError: null,
    ...overrides,
  };
}

/** A candidate who changed her name: Priya Raman, previously Priya Krishnan. */
export function application(): CandidateFormData {
  return {
    personalInfo: {
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1990-04-12',
      email: 'priya.raman@example.com',
      phone: '+1 202 555 0143',
      currentAddress: {
        address1: '221 Market Street',
        address2: '',
        city: 'San Francisco',
        state: 'CA',
        country: 'United States',
        zip: '94105',
      },
      previousAddresses: [],
      previousNames: [{ firstName: 'Priya', lastName: 'Krishnan' }],
    },
    education: [],
    employment: [],
  };
}

export function contextWith(documents: DocumentFacts[]): CheckContext {
  return {
    verificationId: '6f1d2c3b-4a59-4e8f-9b0a-1c2d3e4f5a6b',
    application: application(),
    documents,
    otherApplications: [],
    now: new Date('2026-11-25T12:00:00Z'),
  };
}

/** Runs a check synchronously and checks every finding against the contract the engine enforces. */
export function run(check: Check, documents: DocumentFacts[]): CheckFinding[] {
  const findings = check.run(contextWith(documents));
  if (!Array.isArray(findings)) throw new Error('expected a synchronous answer');
  for (const found of findings) {
    const parsed = findingDraftSchema.safeParse({ ...found, checkType: check.type });
    if (!parsed.success) throw new Error(`malformed finding: ${parsed.error.message}`);
    if (!check.codes.includes(found.code)) throw new Error(`unexpected code ${found.code}`);
  }
  return findings;
}
