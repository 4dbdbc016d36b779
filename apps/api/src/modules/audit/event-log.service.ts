import {
  auditEventErrors,
  auditEventMessages,
  isAuditActorType,
  EVENT_LOG_LIMIT,
  isIsoDate,
  type AuditLogEntry,
  type AuditLogQuery,
  type AuditLogResponse,
  type ClearEventsResponse,
  type EventLogEntry,
  type EventsResponse,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { authorize, authorizeAny, forbidden, type Actor, type UserActor } from '../../lib/actor.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';
import { scopeOfActor, type ViewScope } from '../../db/visibility.js';
import type { AuditEventWithActor, AuditRepo } from './audit.repo.js';

const metadataString = (metadata: unknown, key: string): string | undefined => {
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const value = (metadata as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** An event log entry (docs/product.md#notifications-and-event-log) built from an audit row; no personal data is carried. */
export function toEventLogEntry(row: AuditEventWithActor): EventLogEntry {
  const answered =
    row.action === 'verification.submitted' &&
    metadataString(row.metadata, 'informationRequestId') !== undefined;
  const agent =
    row.actorType === 'user'
      ? (row.actorName ?? 'Staff member')
      : row.actorType === 'candidate'
        ? (row.candidateName ?? 'Candidate')
        : row.actorType === 'system'
          ? 'Candor'
          : 'Visitor';
  const status = metadataString(row.metadata, 'to') ?? metadataString(row.metadata, 'status');
  const error = auditEventErrors[row.action];
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    type: row.action,
    message: answered
      ? 'The candidate answered the request for more information and resubmitted'
      : (auditEventMessages[row.action] ?? row.action),
    ...(row.verificationId ? { verificationId: row.verificationId } : {}),
    ...(row.candidateName ? { candidateName: row.candidateName } : {}),
    agent,
    ...(status ? { status } : {}),
    ...(error ? { error } : {}),
  };
}

function toAuditLogEntry(row: AuditEventWithActor): AuditLogEntry {
  const type = isAuditActorType(row.actorType) ? row.actorType : 'system';
  const metadata =
    typeof row.metadata === 'object' && row.metadata !== null && !Array.isArray(row.metadata)
      ? (row.metadata as Record<string, unknown>)
      : {};
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    action: row.action,
    actor: {
      type,
      id: row.actorId,
      // A candidate acts through their link: they are named as the verification names them.
      name: type === 'candidate' ? row.candidateName : row.actorName,
      email: row.actorEmail,
    },
    target: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId } : null,
    verificationId: row.verificationId,
    candidateName: row.candidateName,
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
export function createEventLogService(deps: { repo: AuditRepo }) {
  const { repo } = deps;

  /**
   * The staff member whose event log it is (the "clear" is kept per user) and what they may see:
   * refused without a view permission, as the verification list is.
   */
  const viewer = (actor: Actor): { user: UserActor; scope: ViewScope } => {
    authorizeAny(actor, VIEW_PERMISSIONS);
    const scope = scopeOfActor(actor);
    if (actor.kind !== 'user' || !scope) throw forbidden();
    return { user: actor, scope };
  };

  return {
    /** The 50 most recent events after this user last cleared their view, newest first. */
    async events(actor: Actor): Promise<EventsResponse> {
      const { user, scope } = viewer(actor);
      const clearedAt = await repo.findEventsClearedAt(user.userId, scope.organisationId);
      const rows = await repo.listVerificationEvents(scope, clearedAt, EVENT_LOG_LIMIT);
      return {
        success: true,
        events: rows.map(toEventLogEntry),
        clearedAt: clearedAt?.toISOString() ?? null,
      };
    },

    /** "Clear": hides the current events from this user's view; the audit trail is untouched. */
    async clearEvents(actor: Actor): Promise<ClearEventsResponse> {
      const { user, scope } = viewer(actor);
      const clearedAt = await repo.clearEvents(user.userId, scope.organisationId);
      return { success: true, clearedAt: clearedAt.toISOString() };
    },

    /** The organisation's whole audit trail, newest first, filtered, one keyset page at a time. */
    async trail(actor: Actor, query: AuditLogQuery): Promise<AuditLogResponse> {
      const { organisationId } = authorize(actor, 'view_audit_logs');
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
