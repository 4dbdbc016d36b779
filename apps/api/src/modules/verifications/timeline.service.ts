import {
  auditEventErrors,
  FORMER_MEMBER_NAME,
  labelForAuditAction,
  SYSTEM_ACTOR_NAME,
  VIEW_PERMISSIONS,
  type TimelineActor,
  type TimelineEntry,
  type VerificationTimelineQuery,
  type VerificationTimelineResponse,
} from '@candor/contracts';
import { authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import { decodeKeyset, encodeKeyset, invalidCursor } from '../../lib/keyset.js';
import type { VerificationAccess } from './verification-access.service.js';
import type { TimelineRepo, TimelineRow } from './timeline.repo.js';

const CURSOR_SORT = 'timeline';

const metadataValue = (metadata: unknown, key: string): unknown =>
  typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
    ? (metadata as Record<string, unknown>)[key]
    : undefined;

/**
 * Who acted, by name: the member (or "A former member"), the candidate by their name, Candor for
 * its own actions. A candidate who opens their own link while signed in acts as the candidate.
 */
function actorOf(row: TimelineRow, candidateName: string): TimelineActor {
  if (row.action === 'verification.link_opened_by_candidate') {
    return { kind: 'candidate', name: candidateName };
  }
  switch (row.actorType) {
    case 'user':
      return { kind: 'staff', name: row.memberName ?? FORMER_MEMBER_NAME };
    case 'candidate':
      return { kind: 'candidate', name: candidateName };
    case 'anonymous':
      return { kind: 'visitor', name: 'A visitor' };
    default:
      return { kind: 'system', name: SYSTEM_ACTOR_NAME };
  }
}

/** One more sentence for the actions whose audit row says more than the label; no personal data. */
function detailOf(row: TimelineRow): string | undefined {
  const metadata = row.metadata;
  switch (row.action) {
    case 'verification.submitted':
      return typeof metadataValue(metadata, 'informationRequestId') === 'string'
        ? 'Answered the request for more information'
        : undefined;
    case 'verification.checks_started': {
      const types = metadataValue(metadata, 'types');
      return Array.isArray(types) && types.length > 0
        ? `Checks: ${types.map((type) => String(type).toLowerCase()).join(', ')}`
        : undefined;
    }
    case 'finding.reviewed': {
      const decision = metadataValue(metadata, 'decision');
      return decision === 'confirmed'
        ? 'Finding confirmed'
        : decision === 'dismissed'
          ? 'Finding dismissed'
          : undefined;
    }
    case 'verification.reminder_sent': {
      const sequence = metadataValue(metadata, 'sequence');
      return typeof sequence === 'number' ? `Reminder ${sequence} emailed to the candidate` : undefined;
    }
    case 'verification.pii_revealed':
      return 'The masked personal data fields were shown in full';
    default:
      return (auditEventErrors as Partial<Record<string, string>>)[row.action];
  }
}

export function toTimelineEntry(row: TimelineRow, candidateName: string): TimelineEntry {
  const detail = detailOf(row);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: actorOf(row, candidateName),
    action: row.action,
    label: labelForAuditAction(row.action),
    ...(detail ? { detail } : {}),
  };
}

/**
 * A verification's timeline: everything its audit trail recorded, with people's names and human
 * labels, newest first. Seen by whoever may see the verification (its organisation, narrowed by
 * the member's view scope); another organisation's verification is NOT_FOUND.
 */
export function createTimelineService(deps: { repo: TimelineRepo; access: VerificationAccess }) {
  return {
    async timeline(
      actor: Actor,
      id: string,
      query: VerificationTimelineQuery,
    ): Promise<VerificationTimelineResponse> {
      authorizeAny(actor, VIEW_PERMISSIONS);
      const verification = await deps.access.requireVisible(requireUser(actor), id);
      let cursor: { at: string; id: string } | null = null;
      if (query.cursor) {
        const decoded = decodeKeyset(query.cursor, CURSOR_SORT);
        if (decoded.at === null) throw invalidCursor();
        cursor = { at: decoded.at, id: decoded.id };
      }
      const rows = await deps.repo.listForVerification(
        verification.organisationId,
        verification.id,
        cursor,
        query.limit,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        success: true,
        verificationId: verification.id,
        entries: page.map((row) => toTimelineEntry(row, verification.candidateName)),
        nextCursor:
          rows.length > query.limit && last
            ? encodeKeyset({ sort: CURSOR_SORT, at: last.cursorAt, id: last.id })
            : null,
      };
    },
  };
}
export type TimelineService = ReturnType<typeof createTimelineService>;
