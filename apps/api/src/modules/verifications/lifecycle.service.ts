import { and, eq, type SQL } from 'drizzle-orm';
import {
  type AiVerificationResults,
  type AuditAction,
  canTransition,
  verificationStatusLabel,
  type VerificationStatus,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { verifications } from '../../db/schema.js';
import { verificationScopeCondition } from '../../db/visibility.js';
import { forbidden, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService, Actor as AuditActor } from '../audit/audit.service.js';
import {
  candidateLinkNotFound,
  verificationNotFound,
  type VerificationAccess,
} from './verification-access.service.js';
import { verificationTypeOf } from './verification-record.js';
import type { VerificationRow, VerificationsRepo } from './verifications.repo.js';

/** How the audit trail names an actor. */
export function auditActorOf(actor: Actor): AuditActor {
  switch (actor.kind) {
    case 'user':
      return { type: 'user', id: actor.userId };
    case 'candidate':
      return { type: 'candidate', verificationId: actor.verificationId };
    case 'api_key':
    case 'system':
      return { type: 'system' };
  }
}

/** The domain event of a status change, with what only some of them carry. */
export type StatusEvent =
  | { type: 'verification.started' | 'verification.status_changed' }
  | { type: 'verification.submitted'; informationRequestId: string | null }
  | { type: 'verification.decided'; decidedByUserId: string | null };

export type TransitionInput = {
  actor: Actor;
  /** The row locked by `lock` in this transaction. */
  row: VerificationRow;
  to: VerificationStatus;
  /** The other columns that change with the status. */
  changes?: Partial<Omit<typeof verifications.$inferInsert, 'id' | 'organisationId' | 'status'>>;
  at: Date;
  audit: {
    action: AuditAction;
    target?: { type: string; id: string };
    metadata?: Record<string, unknown>;
  };
  event: StatusEvent;
  context: RequestContext | null;
  /** The error when the lifecycle does not allow the change (a generic INVALID_STATE otherwise). */
  refuse?: (from: VerificationStatus) => AppError;
};

const invalidTransition = (from: VerificationStatus, to: VerificationStatus) =>
  new AppError(
    'INVALID_STATE',
    `This verification is ${verificationStatusLabel(from).toLowerCase()}, so it cannot become ${verificationStatusLabel(to).toLowerCase()}.`,
  );

/**
 * The verification lifecycle: the one place that locks a verification for a change, moves its
 * status (only along the transitions of the contracts' table), and writes the audit row and the
 * domain event, all inside the caller's transaction (docs/decisions/015-transactional-outbox.md).
 */
export function createVerificationLifecycle(deps: {
  repo: VerificationsRepo;
  access: Pick<VerificationAccess, 'scopeOf'>;
  audit: AuditService;
  events: DomainEvents;
}) {
  /** The condition on `verifications` of what the actor may reach. */
  function reachOf(actor: Actor): SQL {
    switch (actor.kind) {
      case 'user':
        return verificationScopeCondition(deps.access.scopeOf(actor));
      case 'candidate':
        return and(
          eq(verifications.organisationId, actor.organisationId),
          eq(verifications.id, actor.verificationId),
        ) as SQL;
      case 'api_key':
        if (!actor.permissions.has('view_all_verifications')) throw forbidden();
        return eq(verifications.organisationId, actor.organisationId);
      case 'system':
        return eq(verifications.id, verifications.id);
    }
  }

  return {
    reachOf,

    /**
     * Locks the verification for a change in one `SELECT … FOR UPDATE`, scoped by what the actor
     * may reach: NOT_FOUND (or the candidate link's NOT_FOUND) for anything else.
     */
    async lock(tx: Db, actor: Actor, id: string): Promise<VerificationRow> {
      const row = await deps.repo.lockWhere(tx, reachOf(actor), id);
      if (!row) throw actor.kind === 'candidate' ? candidateLinkNotFound() : verificationNotFound();
      return row;
    },

    /** Moves a locked verification to `to`, with its audit row and domain event. */
    async transition(tx: Db, input: TransitionInput): Promise<VerificationRow> {
      const { row, to, at } = input;
      const from = row.status;
      if (!canTransition(from, to)) throw input.refuse?.(from) ?? invalidTransition(from, to);
      const updated = await deps.repo.update(tx, row.organisationId, row.id, {
        ...input.changes,
        status: to,
        updatedAt: at,
      });
      await deps.audit.record(
        {
          organisationId: row.organisationId,
          actor: auditActorOf(input.actor),
          action: input.audit.action,
          target: input.audit.target ?? { type: 'verification', id: row.id },
          verificationId: row.id,
          metadata: { from, to, ...input.audit.metadata },
          context: input.context,
        },
        tx,
      );
      const change = {
        verificationId: row.id,
        verificationType: verificationTypeOf(updated),
        from,
        to,
        at: at.toISOString(),
      };
      const base = { organisationId: row.organisationId, aggregateId: row.id, occurredAt: at };
      const { event } = input;
      switch (event.type) {
        case 'verification.submitted':
          await deps.events.record(tx, {
            ...base,
            type: event.type,
            payload: { ...change, informationRequestId: event.informationRequestId },
          });
          break;
        case 'verification.decided':
          await deps.events.record(tx, {
            ...base,
            type: event.type,
            payload: { ...change, decidedByUserId: event.decidedByUserId },
          });
          break;
        default:
          await deps.events.record(tx, { ...base, type: event.type, payload: change });
      }
      return updated;
    },

    /**
     * Replaces the stored results (`checkResults`, the record's `aiVerificationResults`) of a
     * verification locked by `lock`, without a status change: a person verified a claim or
     * withdrew it. The caller writes the audit row and the domain event of what it changed.
     */
    async writeResults(
      tx: Db,
      row: VerificationRow,
      checkResults: AiVerificationResults | null,
      at: Date,
    ): Promise<VerificationRow> {
      return deps.repo.update(tx, row.organisationId, row.id, { checkResults, updatedAt: at });
    },

    /** Creates a verification in its first status (INVITED), with its audit row and event. */
    async create(
      tx: Db,
      input: {
        actor: Actor;
        values: Omit<typeof verifications.$inferInsert, 'status'>;
        at: Date;
        metadata?: Record<string, unknown>;
        context: RequestContext | null;
      },
    ): Promise<VerificationRow> {
      const inserted = await deps.repo.insert(tx, { ...input.values, status: 'INVITED' });
      await deps.audit.record(
        {
          organisationId: inserted.organisationId,
          actor: auditActorOf(input.actor),
          action: 'verification.invited',
          target: { type: 'verification', id: inserted.id },
          verificationId: inserted.id,
          metadata: { status: 'INVITED', ...input.metadata },
          context: input.context,
        },
        tx,
      );
      await deps.events.record(tx, {
        type: 'verification.invited',
        organisationId: inserted.organisationId,
        aggregateId: inserted.id,
        occurredAt: input.at,
        payload: {
          verificationId: inserted.id,
          verificationType: verificationTypeOf(inserted),
          from: null,
          to: 'INVITED',
          at: inserted.updatedAt.toISOString(),
        },
      });
      return inserted;
    },
  };
}
export type VerificationLifecycle = ReturnType<typeof createVerificationLifecycle>;
