import { CHECKS_PROGRESS_EVENT, STATUS_CHANGE_EVENT_TYPES, type DomainEvent } from '@candor/contracts';
import type { DomainEventConsumer } from './domain-events.js';
import type { RealtimeAudience, RealtimePublisher } from './realtime.js';

/**
 * The only path to the realtime hub: domain events become `verification_update` (every status
 * change), `document_processed` and `checks_progress` for everyone who may see the verification. Naturally
 * idempotent: a repeated event repeats a notification of the same state, which clients merge.
 */
export function realtimeConsumer(deps: {
  hub: RealtimePublisher;
  /**
   * Who may see the verification now, and its candidate's name (the notifications say who);
   * undefined when it no longer exists (nothing is sent).
   */
  audienceOf: (
    organisationId: string,
    verificationId: string,
  ) => Promise<(RealtimeAudience & { candidateName?: string }) | undefined>;
}): DomainEventConsumer {
  return {
    name: 'realtime',
    types: [
      ...STATUS_CHANGE_EVENT_TYPES,
      'document.processed',
      'checks.requested',
      'checks.progress',
      'checks.finished',
    ],
    async handle(event: DomainEvent) {
      const found = await deps.audienceOf(event.organisationId, event.aggregateId);
      if (!found) return;
      const { candidateName, ...audience } = found;
      const named = candidateName ? { candidateName } : {};
      switch (event.type) {
        case 'verification.invited':
        case 'verification.started':
        case 'verification.submitted':
        case 'verification.status_changed':
        case 'verification.decided':
          deps.hub.publish(audience, 'verification_update', {
            verificationId: event.payload.verificationId,
            verificationType: event.payload.verificationType,
            status: event.payload.to,
            updatedAt: event.payload.at,
            ...named,
          });
          return;
        case 'document.processed':
          deps.hub.publish(audience, 'document_processed', {
            verificationId: event.payload.verificationId,
            documentId: event.payload.documentId,
            documentType: event.payload.documentType,
            ...named,
          });
          return;
        case 'checks.requested':
          deps.hub.publish(audience, CHECKS_PROGRESS_EVENT, {
            verificationId: event.payload.verificationId,
            runId: event.payload.runId,
            status: 'QUEUED',
            done: null,
            total: null,
          });
          return;
        case 'checks.progress':
          deps.hub.publish(audience, CHECKS_PROGRESS_EVENT, {
            verificationId: event.payload.verificationId,
            runId: event.payload.runId,
            status: 'RUNNING',
            done: event.payload.done,
            total: event.payload.total,
          });
          return;
        case 'checks.finished':
          deps.hub.publish(audience, CHECKS_PROGRESS_EVENT, {
            verificationId: event.payload.verificationId,
            runId: event.payload.runId,
            status: event.payload.status,
            done: null,
            total: null,
          });
          return;
        default:
          return;
      }
    },
  };
}
