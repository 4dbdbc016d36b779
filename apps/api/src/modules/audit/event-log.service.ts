import {
  AUDIT_ACTOR_TYPES,
  EVENT_LOG_LIMIT,
  isIsoDate,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditLogResponse,
  type ClearEventsResponse,
  type EventLogEntry,
  type EventsResponse,
} from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';
import type { ViewScope } from '../../db/visibility.js';
import type { UserActor } from '../accounts/accounts.service.js';
import type { AuditEventWithActor, AuditRepo } from './audit.repo.js';

/** What each audited action means in the event log (SPEC §3 event log entry `message`). */
const MESSAGES: Record<string, string> = {
  'verification.invited': 'Invitation sent to the candidate',
  'verification.invitation_failed': 'The invitation email could not be sent',
  'verification.invitation_resent': 'A new candidate link was emailed',
  'verification.link_revoked': 'The candidate link was revoked',
  'verification.started': 'The candidate started the form',
  'verification.submitted': 'The candidate submitted the verification',
  'verification.info_requested': 'More information was requested from the candidate',
  'verification.info_request_failed': 'The request for more information could not be emailed',
  'verification.approved': 'The verification was approved',
  'verification.rejected': 'The verification was rejected',
  'verification.reminder_sent': 'A reminder was emailed to the candidate',
  'verification.pii_revealed': 'Personal data was revealed to a reviewer',
  'document.uploaded': 'A document was uploaded',
  'document.deleted': 'A document was removed by the candidate',
  'document.downloaded': 'A document was opened by a reviewer',
};

const ERRORS: Record<string, string> = {
  'verification.invitation_failed': 'Email delivery failed',
  'verification.info_request_failed': 'Email delivery failed',
};

const metadataString = (metadata: unknown, key: string): string | undefined => {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const value = (metadata as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** A SPEC §3 event log entry built from an audit row; no personal data is carried. */
export function toEventLogEntry(row: AuditEventWithActor): EventLogEntry {
  const answered =
    row.action === 'verification.submitted' &&
    metadataString(row.metadata, 'informationRequestId') !== undefined;
  const agent =
    row.actorType === 'user'
      ? (row.actorName ?? 'Staff member')
      : row.actorType === 'candidate'
        ? 'Candidate'
        : row.actorType === 'system'
          ? 'Candor'
          : 'Visitor';
  const status = metadataString(row.metadata, 'to') ?? metadataString(row.metadata, 'status');
  const error = ERRORS[row.action];
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    type: row.action,
    message: answered
      ? 'The candidate answered the request for more information and resubmitted'
      : (MESSAGES[row.action] ?? row.action),
    ...(row.verificationId ? { verificationId: row.verificationId } : {}),
    agent,
    ...(status ? { status } : {}),
    ...(error ? { error } : {}),
  };
}

function toAuditLogEntry(row: AuditEventWithActor): AuditLogEntry {
  const type = (AUDIT_ACTOR_TYPES as readonly string[]).includes(row.actorType)
    ? (row.actorType as AuditLogEntry['actor']['type'])
    : 'system';
  const metadata =
    typeof row.metadata === 'object' && row.metadata !== null && !Array.isArray(row.metadata)
      ? (row.metadata as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: { type, id: row.actorId, name: row.actorName, email: row.actorEmail },
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    verificationId: row.verificationId,
    ip: row.ip,
    metadata,
  };
}

/** A date filter: a day covers its whole UTC day. */
function boundary(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (isIsoDate(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(value);
}

/**
 * The review workspace's event log (built from the audit trail, within the viewer's visibility,
 * cleared per user without deleting anything) and the full audit trail for auditors.
 */
export function createEventLogService(deps: { repo: AuditRepo; scopeOf: (actor: UserActor) => ViewScope }) {
  const { repo } = deps;
  const organisationOf = (actor: UserActor) => {
    if (!actor.member) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    return actor.member.organisationId;
  };

  return {
    /** The 50 most recent events after this user last cleared their view, newest first. */
    async events(actor: UserActor): Promise<EventsResponse> {
      const scope = deps.scopeOf(actor);
      const clearedAt = await repo.findEventsClearedAt(actor.userId, scope.organisationId);
      const rows = await repo.listVerificationEvents(scope, clearedAt, EVENT_LOG_LIMIT);
      return {
        success: true,
        events: rows.map(toEventLogEntry),
        clearedAt: clearedAt?.toISOString() ?? null,
      };
    },

    /** "Clear": hides the current events from this user's view; the audit trail is untouched. */
    async clearEvents(actor: UserActor): Promise<ClearEventsResponse> {
      const scope = deps.scopeOf(actor);
      const clearedAt = await repo.clearEvents(actor.userId, scope.organisationId);
      return { success: true, clearedAt: clearedAt.toISOString() };
    },

    /** The organisation's whole audit trail, newest first, filtered, one keyset page at a time. */
    async trail(actor: UserActor, query: AuditLogQuery): Promise<AuditLogResponse> {
      const organisationId = organisationOf(actor);
      let cursor: { at: string; id: string } | null = null;
      if (query.cursor) {
        const decoded = decodeKeyset(query.cursor, 'audit');
        if (decoded.at === null) throw invalidCursor();
        cursor = { at: decoded.at, id: decoded.id };
      }
      const from = boundary(query.from, false);
      const to = boundary(query.to, true);
      const rows = await repo.listTrail(
        organisationId,
        {
          ...(query.actor ? { actor: query.actor } : {}),
          ...(query.action ? { action: query.action } : {}),
          ...(query.record ? { record: query.record } : {}),
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        },
        cursor,
        query.limit,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        success: true,
        entries: page.map(toAuditLogEntry),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeyset({ sort: 'audit', at: last.cursorAt, id: last.id })
            : null,
      };
    },
  };
}
export type EventLogService = ReturnType<typeof createEventLogService>;
