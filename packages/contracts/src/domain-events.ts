import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.js';
import { documentTypeSchema } from './documents.js';
import {
  checkTypeSchema,
  claimSectionSchema,
  findingDecisionSchema,
  primarySourceMethodSchema,
} from './findings.js';
import { infoRequestCategorySchema } from './information-request.js';
import { verificationStatusSchema } from './statuses.js';
import { verificationTypeSchema } from './verification-requests.js';

// ---- Domain events (docs/decisions/015-transactional-outbox.md) ----

/**
 * What happened to a verification, written in the same transaction as the change itself and
 * delivered at least once to every consumer (realtime now; checks, emails and webhooks later).
 * Payloads carry ids, statuses and counts, never personal data.
 */

/** A verification moved from one status to another (`from` is null when it was created). */
const statusChange = {
  verificationId: idSchema,
  verificationType: verificationTypeSchema,
  from: verificationStatusSchema.nullable(),
  to: verificationStatusSchema,
  /** When the change was made (the verification's updatedAt). */
  at: isoDateTimeSchema,
};

export const domainEventPayloadSchemas = {
  /** Staff invited a candidate: the verification exists, status INVITED. */
  'verification.invited': z.object(statusChange),
  /** The candidate saved a first draft: INVITED → IN_PROGRESS. */
  'verification.started': z.object(statusChange),
  /** The candidate submitted (first time, or answering a request for more information). */
  'verification.submitted': z.object({
    ...statusChange,
    informationRequestId: idSchema.nullable(),
  }),
  /** Any other status change (a request for more information reopened it, or was withdrawn). */
  'verification.status_changed': z.object(statusChange),
  /** A person approved (COMPLETED) or rejected (FAILED) the verification. */
  'verification.decided': z.object({ ...statusChange, decidedByUserId: z.string().nullable() }),
  /** A new candidate link was emailed; every link works until the new expiry. */
  'verification.link_resent': z.object({ verificationId: idSchema, expiresAt: isoDateTimeSchema }),
  /** Every candidate link of the verification stopped working. */
  'verification.link_revoked': z.object({ verificationId: idSchema }),
  /** Staff completed or corrected the candidate's information. */
  'verification.candidate_information_updated': z.object({ verificationId: idSchema }),
  /** A document was stored and its type decided. */
  'document.processed': z.object({
    verificationId: idSchema,
    documentId: idSchema,
    documentType: documentTypeSchema,
  }),
  /** The candidate removed one of their documents before submitting. */
  'document.deleted': z.object({ verificationId: idSchema, documentId: idSchema }),
  /** A request for more information reached the candidate (its email was sent). */
  'information_request.sent': z.object({
    verificationId: idSchema,
    informationRequestId: idSchema,
    categories: z.array(infoRequestCategorySchema),
  }),
  /** The email of a request could not be sent: the request was withdrawn. */
  'information_request.email_failed': z.object({
    verificationId: idSchema,
    informationRequestId: idSchema,
  }),
  /** The candidate answered a request for more information by submitting again. */
  'information_request.answered': z.object({
    verificationId: idSchema,
    informationRequestId: idSchema,
  }),
  /** A run of the automated checks was queued; the checks consumer hands it to the job queue. */
  'checks.requested': z.object({
    verificationId: idSchema,
    runId: idSchema,
    types: z.array(checkTypeSchema),
  }),
  /** A run is under way: `done` of its `total` checks have finished (at most twice a second). */
  'checks.progress': z.object({
    verificationId: idSchema,
    runId: idSchema,
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  /** A run ended: DONE with its findings stored, or FAILED when no check could run. */
  'checks.finished': z.object({
    verificationId: idSchema,
    runId: idSchema,
    status: z.enum(['DONE', 'FAILED']),
    findings: z.number().int().nonnegative(),
    serious: z.number().int().nonnegative(),
  }),
  /** A person confirmed or dismissed a finding. */
  'finding.reviewed': z.object({
    verificationId: idSchema,
    findingId: idSchema,
    decision: findingDecisionSchema,
  }),
  /** A person recorded (or replaced) that a primary source confirmed a claim. */
  'claim.verified': z.object({
    verificationId: idSchema,
    section: claimSectionSchema,
    index: z.number().int().nonnegative(),
    method: primarySourceMethodSchema,
  }),
  /** A person withdrew their verification of a claim. */
  'claim.verification_withdrawn': z.object({
    verificationId: idSchema,
    section: claimSectionSchema,
    index: z.number().int().nonnegative(),
  }),
} as const satisfies Record<string, z.ZodType>;

export type DomainEventType = keyof typeof domainEventPayloadSchemas;
export const DOMAIN_EVENT_TYPES = Object.keys(domainEventPayloadSchemas) as [
  DomainEventType,
  ...DomainEventType[],
];
export const domainEventTypeSchema = z.enum(DOMAIN_EVENT_TYPES);

export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventPayloadSchemas)[T]>;

/** An event as it is recorded: its type with the matching payload. */
export type NewDomainEvent = {
  [T in DomainEventType]: { type: T; organisationId: string; payload: DomainEventPayload<T> };
}[DomainEventType];

/** An event as consumers receive it. */
export type DomainEvent = NewDomainEvent & {
  id: string;
  /** The verification the event is about. */
  aggregateId: string;
  occurredAt: string;
};

/** Events that change a verification's status; each carries `from`, `to` and `at`. */
export const STATUS_CHANGE_EVENT_TYPES = [
  'verification.invited',
  'verification.started',
  'verification.submitted',
  'verification.status_changed',
  'verification.decided',
] as const satisfies readonly DomainEventType[];

export const domainEventEnvelopeSchema = z.object({
  id: idSchema,
  organisationId: z.string(),
  aggregateId: idSchema,
  type: domainEventTypeSchema,
  payload: z.unknown(),
  occurredAt: isoDateTimeSchema,
});

/** Validates a stored event: envelope and the payload of its type. */
export function parseDomainEvent(value: unknown): DomainEvent {
  const envelope = domainEventEnvelopeSchema.parse(value);
  const payload: unknown = domainEventPayloadSchemas[envelope.type].parse(envelope.payload);
  return { ...envelope, payload } as DomainEvent;
}
