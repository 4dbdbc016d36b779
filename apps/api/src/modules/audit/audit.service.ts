import type { AuditAction } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditRepo } from './audit.repo.js';

export type Actor =
  | { type: 'user'; id: string }
  | { type: 'candidate'; verificationId: string }
  | { type: 'anonymous' }
  | { type: 'system' };

export type AuditEntry = {
  organisationId: string | null;
  actor: Actor;
  /** One of the contracts' audit actions (audit.ts), e.g. `verification.submitted`. */
  action: AuditAction;
  target?: { type: string; id: string };
  verificationId?: string;
  /** Never personal data: ids, statuses, counts. */
  metadata?: Record<string, unknown>;
  context: RequestContext | null;
};

const actorId = (actor: Actor): string | null => {
  switch (actor.type) {
    case 'user':
      return actor.id;
    case 'candidate':
      return actor.verificationId;
    default:
      return null;
  }
};

/** The append-only audit trail: who did what to which record, when, from where. */
export function createAuditService(deps: { repo: AuditRepo }) {
  return {
    async record(entry: AuditEntry, tx?: Db): Promise<void> {
      await deps.repo.insert(
        {
          organisationId: entry.organisationId,
          actorType: entry.actor.type,
          actorId: actorId(entry.actor),
          action: entry.action,
          targetType: entry.target?.type ?? null,
          targetId: entry.target?.id ?? null,
          verificationId: entry.verificationId ?? null,
          ip: entry.context?.ip ?? null,
          userAgent: entry.context?.userAgent ?? null,
          metadata: {
            ...(entry.metadata ?? {}),
            ...(entry.context ? { requestId: entry.context.requestId } : {}),
          },
        },
        tx,
      );
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
