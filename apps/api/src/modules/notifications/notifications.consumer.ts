import { NOTIFYING_EVENT_TYPES, type DomainEvent, type NotifyingEventType } from '@candor/contracts';
import type { DomainEventConsumer } from '../../lib/domain-events.js';
import { scopeOfMember, scopeSees } from '../../db/visibility.js';
import type { NewNotification, NotificationsRepo } from './notifications.repo.js';

const isNotifying = (type: string): type is NotifyingEventType => type in NOTIFYING_EVENT_TYPES;

/** What the notification records of an event (never personal data). */
function notificationOf(event: DomainEvent): NewNotification | null {
  if (!isNotifying(event.type)) return null;
  const base = {
    organisationId: event.organisationId,
    eventId: event.id,
    verificationId: event.aggregateId,
    type: NOTIFYING_EVENT_TYPES[event.type],
    event: event.type,
    createdAt: new Date(event.occurredAt),
  };
  switch (event.type) {
    case 'document.processed':
      return { ...base, status: null, documentType: event.payload.documentType };
    case 'verification.invited':
    case 'verification.started':
    case 'verification.submitted':
    case 'verification.status_changed':
    case 'verification.decided':
      return { ...base, status: event.payload.to, documentType: null };
    default:
      return null;
  }
}

/**
 * Writes the notification history: each notifying event becomes one notification for every
 * active member who may see the verification when the event is delivered (the same people the
 * live notification reaches). Idempotent: a repeated delivery writes no second copy.
 */
export function notificationsConsumer(repo: NotificationsRepo): DomainEventConsumer {
  return {
    name: 'notifications',
    types: Object.keys(NOTIFYING_EVENT_TYPES) as NotifyingEventType[],
    async handle(event) {
      const notification = notificationOf(event);
      if (!notification) return;
      const audience = await repo.findAudience(event.organisationId, event.aggregateId);
      if (!audience) return;
      const members = await repo.activeMembers(event.organisationId);
      const recipients = members
        .filter((member) => {
          const scope = scopeOfMember(member, member.userId);
          return scope !== null && scopeSees(scope, audience);
        })
        .map((member) => member.userId);
      await repo.insertForUsers(recipients, notification);
    },
  };
}
