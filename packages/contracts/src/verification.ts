import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  LONG_TEXT_MAX,
  optionalText,
  requiredEmail,
  requiredText,
  tooLongMessage,
  text,
} from './common.js';
import { aiVerificationResultsSchema } from './ai.js';
import { linkStateSchema } from './candidate-link.js';
import {
  candidateConsentSchema,
  consentMessages,
  signatureMatchesName,
  candidateSubmittedFormDataSchema,
  candidateFormDraftSchema,
  candidateStepSchema,
  consentRecordSchema,
} from './candidate.js';
import { documentListSchema, documentSchema } from './documents.js';
import { checkTypeSchema, claimResultSchema, findingSchema, type ClaimResultValue } from './findings.js';
import { createInformationRequestSchema, localToday, type TodayFn } from './information-request.js';
import { nextCursorSchema, paginationQuerySchema } from './pagination.js';
import { FINAL_STATUSES, statusScreenStatusSchema, verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';
import { verificationRequestDetailsSchema } from './staff-verifications.js';

// ---- The verification record (admin list, docs/product.md#records) ----

export const invitationStateSchema = z.object({
  expiresAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  lastSentAt: isoDateTimeSchema.nullable(),
  /** True while the link opens the form (not expired, not revoked, not yet submitted). */
  open: z.boolean(),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** How masked PII looks: the SSN keeps its last four digits, the date of birth nothing. */
export const MASKED_DATE_OF_BIRTH = '****-**-**';
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return `***-**-${digits.slice(-4)}`;
}

/** A person's decision on a verification: approved (COMPLETED) or rejected (FAILED), with a note. */
export const verificationDecisionSchema = z.object({
  status: z.enum(FINAL_STATUSES),
  note: z.string(),
  decidedAt: isoDateTimeSchema,
  decidedByUserId: z.string().nullable(),
});
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

/**
 * A verification as staff see it. `formData` is the candidate's latest data: a draft while
 * INVITED or IN_PROGRESS (hence every field optional), the submission afterwards; null when the
 * candidate has not saved anything yet. PII fields may arrive masked.
 */
export const verificationRecordSchema = z.object({
  verificationId: idSchema,
  verificationType: verificationTypeSchema,
  candidateName: z.string(),
  candidateEmail: z.string(),
  status: verificationStatusSchema,
  formData: candidateFormDraftSchema.nullable(),
  documents: z.array(documentSchema),
  aiVerificationResults: aiVerificationResultsSchema.nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** The step the candidate last reached (1-5). */
  currentStep: candidateStepSchema.optional(),
  /** The candidate link: when it expires, whether it was revoked, when it was last emailed. */
  invitation: invitationStateSchema.nullable().optional(),
  /** The signed disclosure, once submitted. */
  consent: consentRecordSchema.nullable().optional(),
  /** True when the personal data fields (PERSONAL_DATA_FIELDS) are shown in full; masked otherwise. */
  piiRevealed: z.boolean().optional(),
  /** The reviewer's decision (approve → COMPLETED, reject → FAILED) with its note. */
  decision: verificationDecisionSchema.nullable().optional(),
  /** What a request form asked to verify (education or employment requests). */
  requestDetails: verificationRequestDetailsSchema.nullable().optional(),
  /**
   * Sample data (seeded into the demo organisation): shown with a "Sample" badge and never
   * counted as usage (trial limit, billing).
   */
  isSample: z.boolean().optional(),
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

/** The admin list's orders: latest activity first, or latest submission first (never submitted last). */
export const VERIFICATION_SORTS = ['updated', 'submitted'] as const;
export const verificationSortSchema = z.enum(VERIFICATION_SORTS, {
  error: "Sort must be 'updated' or 'submitted'",
});
export type VerificationSort = z.infer<typeof verificationSortSchema>;
export const VERIFICATION_SEARCH_MAX = 200;

/**
 * GET /api/verifications. `search` matches the candidate's name or email (case-insensitive,
 * anywhere in the text; blank means no search); `status` filters; `sort` orders the keyset pages.
 * A cursor belongs to the sort it came from.
 */
export const listVerificationsQuerySchema = paginationQuerySchema.extend({
  status: verificationStatusSchema.optional(),
  search: text().trim().max(VERIFICATION_SEARCH_MAX, tooLongMessage(VERIFICATION_SEARCH_MAX)).optional(),
  sort: verificationSortSchema.default('updated'),
  /** Only verifications whose candidate link is expired or revoked (and still awaits the candidate). */
  link: linkStateSchema.optional(),
});
export type ListVerificationsQuery = z.infer<typeof listVerificationsQuerySchema>;

export const listVerificationsResponseSchema = z.object({
  success: z.literal(true),
  verifications: z.array(verificationRecordSchema),
  nextCursor: nextCursorSchema,
});
export type ListVerificationsResponse = z.infer<typeof listVerificationsResponseSchema>;

/** GET /api/verifications/{id}?reveal=pii shows the personal data fields in full (view_pii; audited). */
export const getVerificationQuerySchema = z.object({
  reveal: z.literal('pii', { error: "reveal must be 'pii'" }).optional(),
});
export type GetVerificationQuery = z.infer<typeof getVerificationQuerySchema>;

export const getVerificationResponseSchema = z.object({
  success: z.literal(true),
  verification: verificationRecordSchema,
});
export type GetVerificationResponse = z.infer<typeof getVerificationResponseSchema>;

// ---- POST /api/submit-verification (calls 4 and 5 of docs/product.md#api-calls; ADR 013) ----

/** Call 4: the candidate submits the completed form. `action` may be left out. */
export const candidateSubmissionBodySchema = z.object({
  action: z.literal('SUBMIT').optional(),
  verificationId: idSchema,
  status: z.literal('SUBMITTED'),
  submittedAt: isoDateTimeSchema,
  candidateEmail: requiredEmail('Candidate email is required', 'Candidate email is invalid'),
  candidateName: requiredText('Candidate name is required'),
  formData: candidateSubmittedFormDataSchema,
  documents: documentListSchema,
});
export type CandidateSubmissionBody = z.infer<typeof candidateSubmissionBodySchema>;

/**
 * What the portal sends (call 4 plus the signed consent of step 5). The candidate token travels
 * in the `x-candidate-token` header. A repeated submit answers the same and changes nothing.
 */
export const submitCandidateVerificationBodySchema = candidateSubmissionBodySchema
  .extend({
    consent: candidateConsentSchema,
    /** The candidate's note answering an open request for more information (kept in the history). */
    responseMessage: optionalText(LONG_TEXT_MAX),
  })
  .superRefine((body, ctx) => {
    // The typed signature is the candidate's own full name, as given in step 1.
    if (!signatureMatchesName(body.consent.signature, body.formData.personalInfo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['consent', 'signature'],
        message: consentMessages.signatureMismatch,
      });
    }
  });
export type SubmitCandidateVerificationBody = z.infer<typeof submitCandidateVerificationBodySchema>;

/** Call 5: a reviewer asks the candidate for more information; the candidate link reopens. */
export function createRequestMoreInfoBodySchema(today: TodayFn = localToday) {
  return z.object({
    action: z.literal('REQUEST_MORE_INFO'),
    verificationId: idSchema,
    /** The composed text; the server composes it from requestData when absent. */
    message: optionalText(LONG_TEXT_MAX),
    requestData: createInformationRequestSchema(today),
    /** Client-chosen id, used to make a retried request idempotent. */
    requestId: text().trim().min(1).max(100).optional(),
    requestedAt: isoDateTimeSchema.optional(),
  });
}
export const requestMoreInfoBodySchema = createRequestMoreInfoBodySchema();
export type RequestMoreInfoBody = z.infer<typeof requestMoreInfoBodySchema>;

/** The body of POST /api/submit-verification, told apart by `action`. */
export function createSubmitVerificationBodySchema(today: TodayFn = localToday) {
  return z.discriminatedUnion('action', [
    candidateSubmissionBodySchema,
    createRequestMoreInfoBodySchema(today),
  ]);
}
export const submitVerificationBodySchema = createSubmitVerificationBodySchema();
export type SubmitVerificationBody = z.infer<typeof submitVerificationBodySchema>;

export const submitVerificationResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  status: verificationStatusSchema,
});
export type SubmitVerificationResponse = z.infer<typeof submitVerificationResponseSchema>;

// ---- Status screen (docs/product.md#the-status-screen) ----

/**
 * How the automated checks stand on a verification: never run, running (queued or running), the
 * latest run failed (no check could run: no result), or the latest run finished.
 */
export const STATUS_CHECKS_STATES = ['NOT_RUN', 'RUNNING', 'FAILED', 'DONE'] as const;
export const statusChecksStateSchema = z.enum(STATUS_CHECKS_STATES);
export type StatusChecksState = z.infer<typeof statusChecksStateSchema>;

/** A claim's result in the words the status screen and the report use; never more than the evidence. */
export const CLAIM_RESULT_WORDS: Record<ClaimResultValue, string> = {
  VERIFIED: 'Verified by a person',
  CONSISTENT: 'No discrepancies found',
  DISCREPANCY: 'Needs review',
  UNABLE_TO_VERIFY: 'Could not tell',
};

/** What the report and the results section say first: the checks compare data, they verify nothing. */
export const AUTOMATED_CHECKS_NOTICE =
  'Automated checks compare what the candidate submitted with itself, with reference data and with the organisation’s other applications. They do not verify claims: only a person can, for example by calling the registrar or the employer.';

/**
 * What "Not checked" stands for: the LinkedIn check compares a profile PDF the candidate supplied
 * with the application (its findings are listed with the others); it never verifies a profile.
 */
export const LINKEDIN_NOT_CHECKED_TEXT =
  'Not verified: the automated checks only compare a LinkedIn profile PDF the candidate supplied with the application';

export const connectionAnalysisSchema = z.object({
  totalConnections: z.number().int().nonnegative(),
  verifiedConnections: z.number().int().nonnegative(),
  industryRelevance: z.number().min(0).max(100),
});
export type ConnectionAnalysis = z.infer<typeof connectionAnalysisSchema>;

/** The person's decision as the status screen shows it: who decided, when, and their note. */
export const statusScreenDecisionSchema = z.object({
  status: z.enum(FINAL_STATUSES),
  note: z.string(),
  decidedAt: isoDateTimeSchema,
  /** The member's name; null when the account no longer exists. */
  decidedBy: z.string().nullable(),
});
export type StatusScreenDecision = z.infer<typeof statusScreenDecisionSchema>;

/**
 * The status screen's results (docs/product.md#the-status-screen), built from the automated
 * checks' findings and a person's decision. Nothing here is invented: what no check covers is
 * null ("Not checked"), never false or 0.
 */
export const statusScreenResultSchema = z.object({
  /** The LinkedIn profile: null, no check covers it yet ("Not checked"). */
  profileVerified: z.boolean().nullable(),
  /**
   * Employment / education claims that match: verified by a person (VERIFIED), or in which the
   * latest finished run of the checks found no discrepancy (CONSISTENT). Null until a run has
   * finished.
   */
  employmentMatches: z.number().int().nonnegative().nullable(),
  educationMatches: z.number().int().nonnegative().nullable(),
  /** How many employment / education entries the submission holds (the matches are out of these). */
  employmentClaims: z.number().int().nonnegative(),
  educationClaims: z.number().int().nonnegative(),
  /** LinkedIn connections: null, no check covers them yet ("Not checked"). */
  connectionAnalysis: connectionAnalysisSchema.nullable(),
  checks: z.object({
    state: statusChecksStateSchema,
    /** Which groups of checks the latest run covered (a run may cover a subset). */
    types: z.array(checkTypeSchema),
    /** When the latest run finished (DONE or FAILED). */
    finishedAt: isoDateTimeSchema.nullable(),
    /** Why the latest run failed, or which checks could not run (no personal data). */
    error: z.string().nullable(),
  }),
  /** Open findings of severity medium or high that no person dismissed; null until a run has finished. */
  findingsNeedingReview: z.number().int().nonnegative().nullable(),
  /** Each claim with its result: all of them once a run has finished, otherwise those a person verified. */
  claims: z.array(claimResultSchema),
  /** The findings of the latest finished run and the reviewed ones (evidence masked as in the details). */
  findings: z.array(findingSchema),
  /** The person's decision once COMPLETED or FAILED; until then the results are the checks' alone. */
  decision: statusScreenDecisionSchema.nullable(),
});
export type StatusScreenResult = z.infer<typeof statusScreenResultSchema>;

/** GET /api/verifications/{id}/status: what the status screen shows. */
export const verificationStatusViewSchema = z.object({
  id: idSchema,
  type: verificationTypeSchema,
  status: statusScreenStatusSchema,
  linkedInUrl: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.nullable(),
  completedAt: isoDateTimeSchema.nullable(),
  /** Null while PENDING: the candidate's submission is not yet checked or decided. */
  result: statusScreenResultSchema.nullable(),
});
export type VerificationStatusView = z.infer<typeof verificationStatusViewSchema>;

export const verificationStatusResponseSchema = z.object({
  success: z.literal(true),
  verification: verificationStatusViewSchema,
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;

/**
 * Everything POST /api/submit-verification accepts: the portal's submission with the signed
 * consent (candidate token) or a reviewer's request for more information (staff session).
 */
export function createSubmitVerificationCallBodySchema(today: TodayFn = localToday) {
  return z.discriminatedUnion('action', [
    submitCandidateVerificationBodySchema,
    createRequestMoreInfoBodySchema(today),
  ]);
}
export type SubmitVerificationCallBody = z.infer<ReturnType<typeof createSubmitVerificationCallBodySchema>>;
