import {
  realtimeEventSchemas,
  realtimeNotificationType,
  reviewQueueAlertText,
  verificationStatusLabel,
  verificationTypeLabels,
  type DocumentType,
  type Notification,
  type NotificationPriority,
  type RealtimeEventName,
  type VerificationStatus,
} from '@candor/contracts';
import type { ToastVariant } from '../../../components/ui/toast';

const documentTypeLabels = {
  IDENTITY: 'Identity',
  EDUCATION: 'Education',
  EMPLOYMENT: 'Employment',
  LINKEDIN: 'LinkedIn',
  GENERAL: 'General',
} as const satisfies Record<DocumentType, string>;

const statusTitles: Partial<Record<VerificationStatus, string>> = {
  INVITED: 'Candidate invited',
  IN_PROGRESS: 'Candidate started the form',
  SUBMITTED: 'New submission',
  VERIFICATION_INITIATED: 'Automated checks started',
  VERIFIED: 'Automated checks finished',
  VERIFICATION_FAILED: 'Checks flagged items',
  COMPLETED: 'Verification approved',
  FAILED: 'Verification rejected',
};

const statusPriority: Partial<Record<VerificationStatus, NotificationPriority>> = {
  INVITED: 'low',
  IN_PROGRESS: 'low',
  SUBMITTED: 'high',
  VERIFICATION_FAILED: 'high',
};

const statusVariant: Partial<Record<VerificationStatus, ToastVariant>> = {
  COMPLETED: 'success',
  VERIFIED: 'success',
  FAILED: 'error',
  VERIFICATION_FAILED: 'error',
};

/** What happened to a named candidate's verification, as one sentence. */
const namedMessages: Partial<Record<VerificationStatus, (name: string) => string>> = {
  INVITED: (name) => `${name} was invited to verify their details.`,
  IN_PROGRESS: (name) => `${name} started their verification.`,
  SUBMITTED: (name) => `${name} submitted their verification.`,
  VERIFICATION_INITIATED: (name) => `The automated checks of ${name} started.`,
  VERIFIED: (name) => `The automated checks of ${name} finished.`,
  VERIFICATION_FAILED: (name) => `The automated checks of ${name} flagged items for a person.`,
  COMPLETED: (name) => `The verification of ${name} was approved.`,
  FAILED: (name) => `The verification of ${name} was rejected.`,
};

/** What an event raises: the notification kept for the bell, and how its toast looks. */
export type RaisedNotification = {
  notification: Notification;
  variant: ToastVariant;
  /** The verification the event is about, so its cached views can be refreshed (null: refresh all). */
  verificationId: string | null;
};

/**
 * Turns a realtime event into a notification (docs/product.md#notifications-and-event-log: id, type, title, message, status,
 * timestamp, priority). A payload that does not match the contract raises nothing.
 */
export function notificationFromEvent(
  event: RealtimeEventName,
  payload: unknown,
  id: string,
  now: Date,
): RaisedNotification | null {
  const type = realtimeNotificationType[event];
  const timestamp = now.toISOString();
  switch (event) {
    case 'verification_update': {
      const parsed = realtimeEventSchemas.verification_update.safeParse(payload);
      if (!parsed.success) return null;
      const { status, verificationType, verificationId, candidateName } = parsed.data;
      const label = verificationStatusLabel(status);
      const kind = verificationTypeLabels[verificationType];
      const subject = /verification$/i.test(kind) ? kind : `${kind} verification`;
      const named = candidateName ? namedMessages[status]?.(candidateName) : undefined;
      return {
        verificationId,
        variant: statusVariant[status] ?? 'info',
        notification: {
          id,
          type,
          title: statusTitles[status] ?? `Verification ${label.toLowerCase()}`,
          message: named ?? `${subject} is now ${label}.`,
          status,
          timestamp,
          priority: statusPriority[status] ?? 'normal',
          verificationId,
        },
      };
    }
    case 'document_processed': {
      const parsed = realtimeEventSchemas.document_processed.safeParse(payload);
      if (!parsed.success) return null;
      const documentType: DocumentType = parsed.data.documentType;
      const { candidateName } = parsed.data;
      return {
        verificationId: parsed.data.verificationId,
        variant: 'info',
        notification: {
          id,
          type,
          title: 'Document received',
          message: candidateName
            ? `${candidateName} uploaded a document (${documentTypeLabels[documentType]}).`
            : `${documentTypeLabels[documentType]} document uploaded and stored.`,
          timestamp,
          priority: 'low',
          verificationId: parsed.data.verificationId,
        },
      };
    }
    case 'reference_check_complete': {
      const parsed = realtimeEventSchemas.reference_check_complete.safeParse(payload);
      if (!parsed.success) return null;
      return {
        verificationId: parsed.data.verificationId,
        variant: 'success',
        notification: {
          id,
          type,
          title: 'Reference check complete',
          message: `The reference check for ${parsed.data.candidateName} is complete.`,
          timestamp,
          priority: 'normal',
          verificationId: parsed.data.verificationId,
        },
      };
    }
    case 'review_queue_alert': {
      const parsed = realtimeEventSchemas.review_queue_alert.safeParse(payload);
      if (!parsed.success) return null;
      const text = reviewQueueAlertText(parsed.data);
      return {
        verificationId: null,
        variant: 'info',
        notification: { id, type, title: text.title, message: text.message, timestamp, priority: 'high' },
      };
    }
  }
}
