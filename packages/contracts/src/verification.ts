import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  LONG_TEXT_MAX,
  optionalText,
  requiredEmail,
  requiredText,
} from './common.js';
import { aiVerificationResultsSchema } from './ai.js';
import { candidateFormDataSchema, candidateFormDraftSchema } from './candidate.js';
import { documentListSchema, documentSchema } from './documents.js';
import { createInformationRequestSchema, localToday, type TodayFn } from './information-request.js';
import { nextCursorSchema, paginationQuerySchema } from './pagination.js';
import { statusScreenStatusSchema, verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';

// ---- The verification record (admin list, SPEC §3) ----

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
});
export type VerificationRecord = z.infer<typeof verificationRecordSchema>;

export const listVerificationsQuerySchema = paginationQuerySchema.extend({
  status: verificationStatusSchema.optional(),
});
export type ListVerificationsQuery = z.infer<typeof listVerificationsQuerySchema>;

export const listVerificationsResponseSchema = z.object({
  success: z.literal(true),
  verifications: z.array(verificationRecordSchema),
  nextCursor: nextCursorSchema,
});
export type ListVerificationsResponse = z.infer<typeof listVerificationsResponseSchema>;

export const getVerificationResponseSchema = z.object({
  success: z.literal(true),
  verification: verificationRecordSchema,
});
export type GetVerificationResponse = z.infer<typeof getVerificationResponseSchema>;

// ---- POST /api/submit-verification (SPEC §7 calls 4 and 5) ----

/** Call 4: the candidate submits the completed form. `action` may be left out. */
export const candidateSubmissionBodySchema = z.object({
  action: z.literal('SUBMIT').optional(),
  verificationId: idSchema,
  status: z.literal('SUBMITTED'),
  submittedAt: isoDateTimeSchema,
  candidateEmail: requiredEmail('Candidate email is required', 'Candidate email is invalid'),
  candidateName: requiredText('Candidate name is required'),
  formData: candidateFormDataSchema,
  documents: documentListSchema,
});
export type CandidateSubmissionBody = z.infer<typeof candidateSubmissionBodySchema>;

/** Call 5: a reviewer asks the candidate for more information; the candidate link reopens. */
export function createRequestMoreInfoBodySchema(today: TodayFn = localToday) {
  return z.object({
    action: z.literal('REQUEST_MORE_INFO'),
    verificationId: idSchema,
    /** The composed text; the server composes it from requestData when absent. */
    message: optionalText(LONG_TEXT_MAX),
    requestData: createInformationRequestSchema(today),
    /** Client-chosen id, used to make a retried request idempotent. */
    requestId: z.string().trim().min(1).max(100).optional(),
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

// ---- Status screen (SPEC §2, §3) ----

export const statusScreenResultSchema = z.object({
  profileVerified: z.boolean(),
  employmentMatches: z.number().int().nonnegative(),
  educationMatches: z.number().int().nonnegative(),
  connectionAnalysis: z.object({
    totalConnections: z.number().int().nonnegative(),
    verifiedConnections: z.number().int().nonnegative(),
    industryRelevance: z.number().min(0).max(100),
  }),
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
  result: statusScreenResultSchema.nullable(),
});
export type VerificationStatusView = z.infer<typeof verificationStatusViewSchema>;

export const verificationStatusResponseSchema = z.object({
  success: z.literal(true),
  verification: verificationStatusViewSchema,
});
export type VerificationStatusResponse = z.infer<typeof verificationStatusResponseSchema>;
