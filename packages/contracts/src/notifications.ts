import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { documentTypeSchema } from './documents.js';
import { domainEventTypeSchema, type DomainEventType } from './domain-events.js';
import { notificationTypeSchema, type NotificationType } from './events.js';
import { nextCursorSchema, paginationQuerySchema } from './pagination.js';
import { verificationStatusSchema } from './statuses.js';

// ---- The notification history (/notifications; docs/product.md#notifications-and-event-log) ----

/**
 * The domain events that notify a member, and the notification type each raises: the same events
 * as the live notifications (every status change, a stored document). Each member who may see
 * the verification when the event is delivered gets their own copy, read or unread.
 */
export const NOTIFYING_EVENT_TYPES = {
  'verification.invited': 'verification',
  'verification.started': 'verification',
  'verification.submitted': 'verification',
  'verification.status_changed': 'verification',
  'verification.decided': 'verification',
  'document.processed': 'document',
} as const satisfies Partial<Record<DomainEventType, NotificationType>>;
export type NotifyingEventType = keyof typeof NOTIFYING_EVENT_TYPES;

/** "true" or "false" from the query string. */
const queryFlag = z
  .enum(['true', 'false'], { error: "Must be 'true' or 'false'" })
  .transform((v) => v === 'true');

/** GET /api/notifications: the caller's own notifications, newest first, in keyset pages. */
export const listNotificationsQuerySchema = paginationQuerySchema.extend({
  type: notificationTypeSchema.optional(),
  /** Only the ones not read yet. */
  unread: queryFlag.optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

/**
 * One notification of the history. It carries what happened (the event, the status it led to, the
 * document's type) and whom it concerns; the screen words it. The candidate's name is read from
 * the verification now (the caller may see it), never stored with the notification.
 */
export const notificationItemSchema = z.object({
  id: idSchema,
  type: notificationTypeSchema,
  event: domainEventTypeSchema,
  status: verificationStatusSchema.nullable(),
  documentType: documentTypeSchema.nullable(),
  verificationId: idSchema,
  candidateName: z.string(),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const listNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationItemSchema),
  nextCursor: nextCursorSchema,
  /** All of the caller's unread notifications, whatever the filter. */
  unreadCount: z.number().int().min(0),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

export const notificationParamsSchema = z.object({ id: idSchema });

/** POST /api/notifications/{id}/read and POST /api/notifications/read-all. */
export const markNotificationsReadResponseSchema = z.object({
  success: z.literal(true),
  /** How many notifications this call marked (0 when they were read already). */
  marked: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;
