import { z } from 'zod';
import { auditActorTypeSchema } from './audit.js';
import {
  idSchema,
  isIsoDate,
  isoDateSchema,
  isoDateTimeSchema,
  LONG_TEXT_MAX,
  requiredText,
  SHORT_TEXT_MAX,
  tooLongMessage,
  text,
} from './common.js';
import { ADMIN_LIST_LIMIT } from './constants.js';
import { eventLogResponseSchema } from './events.js';
import { informationRequestRecordSchema } from './information-request.js';
import { nextCursorSchema, paginationQuerySchema } from './pagination.js';
import { verificationStatusSchema } from './statuses.js';
import { verificationRequestSchema, verificationTypeSchema } from './verification-requests.js';
import { submitVerificationResponseSchema, verificationDecisionSchema } from './verification.js';

// ---- GET /api/verifications/stats: the admin dashboard's cards (docs/product.md#screens) ----

export const verificationStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** SUBMITTED: waiting for a reviewer. */
  pendingReview: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  /** VERIFICATION_INITIATED: automated checks running. */
  initiated: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  /** VERIFIED + VERIFICATION_FAILED. */
  aiVerified: z.number().int().nonnegative(),
  /** Every status with its count (INVITED is shown as pending). */
  byStatus: z.record(verificationStatusSchema, z.number().int().nonnegative()),
});
export type VerificationStats = z.infer<typeof verificationStatsSchema>;

export const verificationStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: verificationStatsSchema,
});
export type VerificationStatsResponse = z.infer<typeof verificationStatsResponseSchema>;

// ---- POST /api/submit-verification with action REQUEST_MORE_INFO (call 5 of docs/product.md#api-calls) ----

/** The reviewer's answer: the verification is IN_PROGRESS again and the stored request. */
export const requestMoreInfoResponseSchema = submitVerificationResponseSchema.extend({
  informationRequest: informationRequestRecordSchema,
});
export type RequestMoreInfoResponse = z.infer<typeof requestMoreInfoResponseSchema>;

/** GET /api/verifications/{id}/information-requests: every request and answer, newest first. */
export const listInformationRequestsResponseSchema = z.object({
  success: z.literal(true),
  informationRequests: z.array(informationRequestRecordSchema),
});
export type ListInformationRequestsResponse = z.infer<typeof listInformationRequestsResponseSchema>;

// ---- Decisions: POST /api/verifications/{id}/approve and /reject ----

export const DECISION_NOTE_REQUIRED = 'Please add a note explaining the decision';

export const decisionBodySchema = z.object({
  note: requiredText(DECISION_NOTE_REQUIRED, LONG_TEXT_MAX),
});
export type DecisionBody = z.infer<typeof decisionBodySchema>;

export const decisionResponseSchema = z.object({
  success: z.literal(true),
  verificationId: idSchema,
  status: verificationStatusSchema,
  decision: verificationDecisionSchema,
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

// ---- Event log: GET /api/events, POST /api/events/clear ----

/** The 50 most recent events after the caller last cleared their view (clearedAt, or null). */
export const eventsResponseSchema = eventLogResponseSchema.extend({
  clearedAt: isoDateTimeSchema.nullable(),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

/** Clearing hides the current events from this user's view only; the audit trail is kept. */
export const clearEventsResponseSchema = z.object({
  success: z.literal(true),
  clearedAt: isoDateTimeSchema,
});
export type ClearEventsResponse = z.infer<typeof clearEventsResponseSchema>;

// ---- Audit trail: GET /api/audit-logs (view_audit_logs) ----

export const AUDIT_DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD) or date-time';
export const AUDIT_RANGE_MESSAGE = 'The start of the range must not be after its end';

const isDateOrDateTime = (value: string) =>
  isIsoDate(value) || (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)));

/** A day (YYYY-MM-DD, the whole UTC day) or an exact ISO date-time. */
const auditDateSchema = text()
  .trim()
  .refine((value) => value === '' || isDateOrDateTime(value), AUDIT_DATE_MESSAGE)
  .optional();

const searchText = (max: number) => text().trim().max(max, tooLongMessage(max)).optional();

/**
 * Filters: `actor` (a user's id, or part of their name or email; `candidate` or `system` for
 * those actors), `action` (an action or its prefix, e.g. `verification.`), `record` (the id of the
 * verification or other record), `from`/`to` (inclusive; a date covers its whole UTC day).
 */
const auditLogFilters = {
  actor: searchText(SHORT_TEXT_MAX),
  action: searchText(100),
  record: searchText(100),
  from: auditDateSchema,
  to: auditDateSchema,
};

const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) => {
  if (!query.from || !query.to) return true;
  const start = isIsoDate(query.from) ? `${query.from}T00:00:00.000Z` : query.from;
  const end = isIsoDate(query.to) ? `${query.to}T23:59:59.999Z` : query.to;
  return Date.parse(start) <= Date.parse(end);
};

export const auditLogQuerySchema = paginationQuerySchema
  .extend(auditLogFilters)
  .refine(rangeInOrder, { message: AUDIT_RANGE_MESSAGE, path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** GET /api/audit-logs/export.csv: the same filters as the page, every matching entry. */
export const auditLogExportQuerySchema = z
  .object(auditLogFilters)
  .refine(rangeInOrder, { message: AUDIT_RANGE_MESSAGE, path: ['to'] });
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

/** The columns of the audit trail's CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'action',
  'actionLabel',
  'actorType',
  'actorName',
  'actorEmail',
  'candidateName',
  'verificationId',
  'recordType',
  'recordId',
  'ip',
] as const;

/** The audit export's file name, with the day it was made (UTC). */
export function auditCsvFileName(date: Date = new Date()): string {
  return `audit-trail-${date.toISOString().slice(0, 10)}.csv`;
}

export const auditLogEntrySchema = z.object({
  id: idSchema,
  createdAt: isoDateTimeSchema,
  action: z.string(),
  actor: z.object({
    type: auditActorTypeSchema,
    id: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  target: z.object({ type: z.string(), id: z.string() }).nullable(),
  verificationId: idSchema.nullable(),
  /** The name of the candidate of the verification the entry concerns, when there is one. */
  candidateName: z.string().nullable().optional(),
  ip: z.string().nullable(),
  /** Ids, statuses and counts only; never personal data. */
  metadata: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditLogEntrySchema),
  nextCursor: nextCursorSchema,
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

// ---- Admin panel: GET /api/admin/overview, GET /api/admin/export.csv (docs/product.md#screens) ----

export const adminStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  /** Not decided yet: every status but COMPLETED and FAILED. */
  pending: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminOverviewResponseSchema = z.object({
  success: z.literal(true),
  stats: adminStatsSchema,
  /** The 10 most recently created requests (show ids with `shortId`). */
  requests: z
    .array(verificationRequestSchema.extend({ candidateName: z.string().optional() }))
    .max(ADMIN_LIST_LIMIT),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;

/** The columns of the CSV export, in order. */
export const EXPORT_CSV_COLUMNS = [
  'id',
  'type',
  'status',
  'candidateName',
  'candidateEmail',
  'createdAt',
  'submittedAt',
  'decidedAt',
  'updatedAt',
] as const;

// ---- Analytics: GET /api/analytics ----

/** Durations in milliseconds over the verifications that have both ends; null when none do. */
export const durationStatsSchema = z.object({
  count: z.number().int().nonnegative(),
  p50: z.number().nonnegative().nullable(),
  p90: z.number().nonnegative().nullable(),
});
export type DurationStats = z.infer<typeof durationStatsSchema>;

/** Weeks start on Monday (UTC); the last 12 weeks, oldest first, empty weeks included. */
export const ANALYTICS_WEEKS = 12;

export const analyticsSchema = z.object({
  totalRequests: z.number().int().nonnegative(),
  /** Approved share of decided verifications, 0–100 with one decimal; null before any decision. */
  successRate: z.number().min(0).max(100).nullable(),
  /** Mean time from submission to decision, in milliseconds; null before any decision. */
  averageProcessingTime: z.number().nonnegative().nullable(),
  /** The most requested verification type; null when there are none. */
  topVerificationType: verificationTypeSchema.nullable(),
  requestsPerWeek: z.array(z.object({ weekStart: isoDateSchema, count: z.number().int().nonnegative() })),
  statusBreakdown: z.array(
    z.object({ status: verificationStatusSchema, count: z.number().int().nonnegative() }),
  ),
  invitationToSubmission: durationStatsSchema,
  submissionToDecision: durationStatsSchema,
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsResponseSchema = z.object({
  success: z.literal(true),
  analytics: analyticsSchema,
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
