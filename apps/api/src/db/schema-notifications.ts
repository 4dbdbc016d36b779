import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_TYPES,
  NOTIFICATION_TYPES,
  VERIFICATION_STATUSES,
  type DocumentType,
  type NotificationType,
  type NotifyingEventType,
  type VerificationStatus,
} from '@candor/contracts';
import { oneOf, organisations, users, verifications } from './schema.js';

/**
 * A member's own copy of a notification (the history behind /notifications). Written by the
 * `notifications` consumer of domain events for every member who may see the verification when
 * the event is delivered; `event_id` makes a repeated delivery write nothing twice. No personal
 * data: the candidate's name is read from the verification when the list is shown.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The domain event it came from (events are pruned after 30 days; the notification stays). */
    eventId: uuid('event_id').notNull(),
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    event: text('event').$type<NotifyingEventType>().notNull(),
    status: text('status').$type<VerificationStatus>(),
    documentType: text('document_type').$type<DocumentType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_event_idx').on(t.userId, t.eventId),
    index('notifications_user_created_idx').on(t.userId, t.organisationId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId, t.organisationId)
      .where(sql`read_at is null`),
    index('notifications_verification_idx').on(t.verificationId),
    check('notifications_type_check', oneOf(t.type, NOTIFICATION_TYPES)),
    check('notifications_status_check', sql`status is null or ${oneOf(t.status, VERIFICATION_STATUSES)}`),
    check(
      'notifications_document_type_check',
      sql`document_type is null or ${oneOf(t.documentType, DOCUMENT_TYPES)}`,
    ),
  ],
);
