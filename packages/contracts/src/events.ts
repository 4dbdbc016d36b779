import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { EVENT_LOG_LIMIT, NOTIFICATIONS_MAX } from './constants.js';
import { documentTypeSchema } from './documents.js';
import { checkRunStatusSchema } from './findings.js';
import { verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';

// ---- Event log (docs/product.md#notifications-and-event-log) ----

export const eventLogEntrySchema = z.object({
  id: z.string(),
  timestamp: isoDateTimeSchema,
  /** What happened, e.g. an AI check, a request for information, an error. */
  type: z.string(),
  message: z.string(),
  verificationId: idSchema.optional(),
  /** Whose verification it is: the candidate's name (the only personal data an entry carries). */
  candidateName: z.string().optional(),
  agent: z.string().optional(),
  status: z.string().optional(),
  /** Milliseconds. */
  processingTime: z.number().nonnegative().optional(),
  error: z.string().optional(),
  candidateData: z.record(z.string(), z.unknown()).optional(),
  result: z.unknown().optional(),
});
export type EventLogEntry = z.infer<typeof eventLogEntrySchema>;

export const eventLogResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(eventLogEntrySchema).max(EVENT_LOG_LIMIT),
});
export type EventLogResponse = z.infer<typeof eventLogResponseSchema>;

/** Adds an entry to a newest-first log, keeping the 50 most recent. */
export function addEventLogEntry<T>(log: readonly T[], entry: T): T[] {
  return [entry, ...log].slice(0, EVENT_LOG_LIMIT);
}

// ---- Notifications (docs/product.md#notifications-and-event-log) ----

export const NOTIFICATION_TYPES = ['verification', 'document', 'reference', 'alert'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high'] as const;
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  status: z.string().optional(),
  timestamp: isoDateTimeSchema,
  priority: notificationPrioritySchema,
  /** The verification it is about: the bell item opens its case page. */
  verificationId: idSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Adds a notification to a newest-first list, keeping at most 10. */
export function addNotification<T>(list: readonly T[], notification: T): T[] {
  return [notification, ...list].slice(0, NOTIFICATIONS_MAX);
}

// ---- Realtime events (docs/product.md#realtime) ----

/**
 * The socket.io endpoint on the API's own origin (websocket transport only). The handshake is
 * authenticated by the session cookie and must come from the product's origin; each client
 * receives the events of the verifications it may see in its organisation.
 */
export const REALTIME_PATH = '/api/socket.io';
/** `connect_error` messages of a refused handshake. */
export const REALTIME_UNAUTHENTICATED = 'UNAUTHENTICATED';
export const REALTIME_FORBIDDEN = 'FORBIDDEN';

export const REALTIME_EVENTS = [
  'verification_update',
  'document_processed',
  'reference_check_complete',
  'review_queue_alert',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

export const verificationUpdateEventSchema = z.object({
  verificationId: idSchema,
  verificationType: verificationTypeSchema,
  status: verificationStatusSchema,
  updatedAt: isoDateTimeSchema,
  /**
   * The candidate's name, so a notification says who (sent only to those who may see the
   * verification; no other personal data travels in an event).
   */
  candidateName: z.string().optional(),
});
export type VerificationUpdateEvent = z.infer<typeof verificationUpdateEventSchema>;

export const documentProcessedEventSchema = z.object({
  verificationId: idSchema,
  documentId: idSchema,
  documentType: documentTypeSchema,
  /** The candidate's name, as in verification_update. */
  candidateName: z.string().optional(),
});
export type DocumentProcessedEvent = z.infer<typeof documentProcessedEventSchema>;

export const referenceCheckCompleteEventSchema = z.object({
  verificationId: idSchema,
  candidateName: z.string(),
});
export type ReferenceCheckCompleteEvent = z.infer<typeof referenceCheckCompleteEventSchema>;

/**
 * Sent to the organisation's administrators (user_management) when more submissions than the
 * settings' alert threshold wait for review: once per crossing (docs/product.md#settings).
 */
export const reviewQueueAlertEventSchema = z.object({
  waiting: z.number().int().nonnegative(),
  threshold: z.number().int().positive(),
});
export type ReviewQueueAlertEvent = z.infer<typeof reviewQueueAlertEventSchema>;

/** The alert's words, shared by the bell and the email. */
export const reviewQueueAlertText = ({ waiting, threshold }: ReviewQueueAlertEvent) => ({
  title: 'Review queue above threshold',
  message: `${waiting} submissions are waiting for review, more than your alert threshold of ${threshold}.`,
});

/**
 * The progress of a run of the automated checks, for the pages that show it (not a notification):
 * QUEUED when requested, RUNNING with `done` of `total` checks, then DONE or FAILED.
 */
export const CHECKS_PROGRESS_EVENT = 'checks_progress';
export const checksProgressEventSchema = z.object({
  verificationId: idSchema,
  runId: idSchema,
  status: checkRunStatusSchema,
  done: z.number().int().nonnegative().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type ChecksProgressEvent = z.infer<typeof checksProgressEventSchema>;

export const realtimeEventSchemas = {
  verification_update: verificationUpdateEventSchema,
  document_processed: documentProcessedEventSchema,
  reference_check_complete: referenceCheckCompleteEventSchema,
  review_queue_alert: reviewQueueAlertEventSchema,
} as const satisfies Record<RealtimeEventName, z.ZodType>;

/** socket.io server-to-client event map. */
export type ServerToClientEvents = {
  verification_update: (payload: VerificationUpdateEvent) => void;
  document_processed: (payload: DocumentProcessedEvent) => void;
  reference_check_complete: (payload: ReferenceCheckCompleteEvent) => void;
  checks_progress: (payload: ChecksProgressEvent) => void;
  review_queue_alert: (payload: ReviewQueueAlertEvent) => void;
};

/** The notification type each realtime event raises. */
export const realtimeNotificationType = {
  verification_update: 'verification',
  document_processed: 'document',
  reference_check_complete: 'reference',
  review_queue_alert: 'alert',
} as const satisfies Record<RealtimeEventName, NotificationType>;
