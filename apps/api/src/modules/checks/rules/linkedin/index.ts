import { UPLOAD_MIME_TYPES, type LinkedinProfile } from '@candor/contracts';
import { fieldEvidence, finding, type Check, type CheckFinding, type DocumentFacts } from '../../check.js';
import { isCandidateName } from '../../names/index.js';
import { candidateNamesOf, describeNames } from '../../rules/documents/shared.js';
import { compareEducation, compareEmployment } from './compare.js';
import { exportSigns } from './export-signs.js';
import { parseProfile } from './profile-parser.js';

/**
 * The LinkedIn profile comparison (docs/product.md#linkedin-profile-comparison): the PDF of
 * LinkedIn's "Save to PDF" that the candidate (or staff) uploaded as a LinkedIn document, read by
 * its layout and compared with the application. A consistency check of what the candidate
 * supplied: Candor never reaches LinkedIn itself.
 */

/** A fact, not a judgement: the application has no such document, or it could not be read. */
const FACT_CONFIDENCE = 0.99;
/** Metadata and layout heuristics (docs/product.md#automated-checks): 0.5–0.7. */
const EXPORT_CONFIDENCE = 0.6;
/** Person-name matching (names/): the threshold's similarity. */
const NAME_CONFIDENCE = 0.9;

/** A LinkedIn document's profile, or why there is none to compare. */
export function profileOf(document: DocumentFacts): { profile: LinkedinProfile } | { reason: string } {
  if (document.mimeType !== UPLOAD_MIME_TYPES.pdf) {
    return { reason: 'It is not a PDF: LinkedIn’s “Save to PDF” gives a PDF.' };
  }
  if (document.extractionError) return { reason: document.extractionError };
  if (!document.layout || document.layout.length === 0) {
    return { reason: document.text === null ? 'It has no text to read.' : 'Its layout was not read.' };
  }
  const profile = parseProfile(document.layout);
  if (!profile || (profile.positions.length === 0 && profile.education.length === 0)) {
    return { reason: 'No Experience or Education entries could be read in it.' };
  }
  return { profile };
}

/** "The file was…" → "the file was", without its full stop, to follow a colon. */
const lowerFirst = (sentence: string) =>
  `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`.replace(/\.$/, '');

const isLinkedin = (document: DocumentFacts) => document.documentType === 'LINKEDIN';

export const linkedinProfileCheck: Check = {
  id: 'linkedin.profile',
  type: 'LINKEDIN',
  version: 1,
  reads: ['employment', 'education', 'documents', 'documentText'],
  codes: [
    'LINKEDIN_PROFILE_NOT_SUPPLIED',
    'LINKEDIN_PROFILE_UNREADABLE',
    'LINKEDIN_NOT_AN_EXPORT',
    'LINKEDIN_EMPLOYER_NOT_ON_PROFILE',
    'LINKEDIN_EMPLOYER_NOT_IN_APPLICATION',
    'LINKEDIN_TITLE_DIFFERS',
    'LINKEDIN_DATES_DIFFER',
    'LINKEDIN_SCHOOL_NOT_ON_PROFILE',
    'LINKEDIN_GRADUATION_DIFFERS',
    'LINKEDIN_NAME_MISMATCH',
  ],
  run(context) {
    const documents = context.documents.filter(isLinkedin);
    if (documents.length === 0) {
      return [
        finding('LINKEDIN_PROFILE_NOT_SUPPLIED', {
          status: 'unverifiable',
          severity: 'info',
          confidence: FACT_CONFIDENCE,
          subject: { section: 'documents' },
          message:
            'No LinkedIn profile PDF was supplied, so the profile was not compared with the application.',
          evidence: [
            {
              kind: 'field',
              source: 'documents',
              value: `${context.documents.length} document${context.documents.length === 1 ? '' : 's'}, none of type LinkedIn`,
            },
          ],
        }),
      ];
    }
    const findings: CheckFinding[] = [];
    let compared: { document: DocumentFacts; profile: LinkedinProfile } | null = null;
    for (const document of documents) {
      const read = profileOf(document);
      if ('reason' in read) {
        findings.push(
          finding('LINKEDIN_PROFILE_UNREADABLE', {
            status: 'unverifiable',
            severity: 'info',
            confidence: FACT_CONFIDENCE,
            subject: { section: 'documents', documentId: document.id },
            message: `${document.fileName} could not be read as a LinkedIn profile export. ${read.reason}`,
            evidence: [{ kind: 'document', source: `document ${document.fileName}`, value: read.reason }],
          }),
        );
      } else {
        // The last readable one (documents come in upload order) is the profile compared.
        compared = { document, profile: read.profile };
      }
      const signs = document.mimeType === UPLOAD_MIME_TYPES.pdf ? exportSigns(document) : [];
      if (signs.length > 0) {
        findings.push(
          finding('LINKEDIN_NOT_AN_EXPORT', {
            status: 'risk_signal',
            severity: 'medium',
            confidence: EXPORT_CONFIDENCE,
            subject: { section: 'documents', documentId: document.id },
            message: `${document.fileName} does not look like an unedited LinkedIn profile export: ${lowerFirst(signs[0]?.sign ?? '')}${signs.length > 1 ? ` (${signs.length - 1} more sign${signs.length > 2 ? 's' : ''} in the evidence)` : ''}.`,
            evidence: signs.map((sign) => ({
              kind: 'document' as const,
              source: `document ${document.fileName}`,
              value: sign.value,
              detail: sign.sign,
            })),
          }),
        );
      }
    }
    if (compared) {
      const source = { ...compared, now: context.now };
      // A profile of someone else compares nothing about the candidate: said first, with its name.
      const names = candidateNamesOf(context.application);
      const shown = compared.profile.name;
      if (shown && !isCandidateName(shown, names)) {
        findings.push(
          finding('LINKEDIN_NAME_MISMATCH', {
            status: 'discrepancy',
            severity: 'high',
            confidence: NAME_CONFIDENCE,
            subject: { section: 'documents', documentId: compared.document.id },
            message: `The LinkedIn profile in ${compared.document.fileName} is ${shown}’s, not the candidate’s.`,
            evidence: [
              { kind: 'document', source: `document ${compared.document.fileName} page 1`, value: shown },
              fieldEvidence('personalInfo name', describeNames(names)),
            ],
          }),
        );
      }
      findings.push(
        ...compareEmployment(source, context.application.employment),
        ...compareEducation(source, context.application.education),
      );
    }
    return findings;
  },
};

export const linkedinChecks: readonly Check[] = [linkedinProfileCheck];
