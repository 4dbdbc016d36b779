import type { CitedEvidence, Finding, FindingSection, FindingStatus } from '@candor/contracts';

/**
 * The evidence a session may cite: every item of every finding, numbered E1, E2 … in the
 * findings' order. The short ids are what a model cites; the server maps them back.
 */
export type EvidenceItem = CitedEvidence & {
  ref: string;
  section: FindingSection;
  severity: Finding['severity'];
  message: string;
  dismissed: boolean;
};

export function evidenceCatalogue(findings: readonly Finding[]): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  for (const finding of findings) {
    finding.evidence.forEach((evidence, evidenceIndex) => {
      items.push({
        ref: `E${items.length + 1}`,
        findingId: finding.id,
        evidenceIndex,
        code: finding.code,
        status: finding.status,
        source: evidence.source,
        value: evidence.value,
        section: finding.subject.section,
        severity: finding.severity,
        message: finding.message,
        dismissed: finding.review?.decision === 'dismissed',
      });
    });
  }
  return items;
}

/** What a citation shows (no section, message or review: the finding carries those). */
export function cited(item: EvidenceItem): CitedEvidence {
  return {
    findingId: item.findingId,
    evidenceIndex: item.evidenceIndex,
    code: item.code,
    status: item.status,
    source: item.source,
    value: item.value,
  };
}

/** Personal data that never goes to a provider: sources that quote it, and anything shaped like it. */
const WITHHELD_SOURCE = /dateOfBirth|birth|ssn|address1|address2|addressLine|street|\.zip\b|postcode|phone/i;
const SSN_SHAPE = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const WITHHELD = '[withheld]';

/** A value as a provider may see it: SSN-shaped numbers and address, birth-date or phone values withheld. */
export function minimised(item: Pick<EvidenceItem, 'source' | 'value' | 'section'>): string {
  if (WITHHELD_SOURCE.test(item.source)) return WITHHELD;
  if (item.section === 'personalInfo' && /address|birth/i.test(item.source)) return WITHHELD;
  return item.value.replace(SSN_SHAPE, WITHHELD);
}

/** The fields of the personal data a question sends and never sends (shown to administrators). */
export const SENT_TO_PROVIDER = [
  'The question and the last 5 messages of the session',
  'Each finding of the verification: its code, status, severity, message and evidence',
  'The claims discussed: institution, degree, graduation year, employers, job titles and dates',
];
export const NEVER_SENT_TO_PROVIDER = [
  'Social Security numbers',
  'Dates of birth',
  'Address lines and postcodes',
  'Phone numbers',
  'The candidate’s name and email address (a name a finding quotes is replaced by “[candidate]”)',
  'Uploaded documents (only what a finding quotes from them)',
];

/** Words that state a status, and the stored status each one means. */
const STATUS_WORDS: readonly [RegExp, FindingStatus][] = [
  [/(?<!\bnot )(?<!\bnot be )(?<!\bcannot be )(?<!\bnever )(?<!\bnot been )\bverified\b/i, 'verified'],
  [/\bconfirmed\b(?! by)/i, 'verified'],
  [/(?<!\bnot )\bconsistent\b/i, 'consistent'],
  [/\bdiscrepanc(y|ies)\b/i, 'discrepancy'],
  [/\brisk signals?\b/i, 'risk_signal'],
  [/\bunverifiable\b/i, 'unverifiable'],
];

/**
 * The statuses a text asserts that none of the evidence it cites has: "the employment was
 * verified" citing a discrepancy contradicts the stored finding.
 */
export function contradictedStatuses(
  text: string,
  citedStatuses: ReadonlySet<FindingStatus>,
): FindingStatus[] {
  const stated = STATUS_WORDS.filter(([pattern]) => pattern.test(text)).map(([, status]) => status);
  return [...new Set(stated)].filter((status) => !citedStatuses.has(status));
}
