import { randomUUID } from 'node:crypto';
import { and, eq, gt, ilike, inArray, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import { isAuditActorType } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { auditEvents, eventLogViews, users, verifications } from '../../db/schema.js';
import { verificationScopeCondition, type ViewScope } from '../../db/visibility.js';

export type AuditRow = typeof auditEvents.$inferInsert;
export type AuditEventRow = typeof auditEvents.$inferSelect;
export type AuditEventWithActor = AuditEventRow & {
  actorName: string | null;
  actorEmail: string | null;
  /** The candidate of the verification the row concerns, when there is one. */
  candidateName: string | null;
  cursorAt: string;
};

export type TrailFilters = {
  actor?: string;
  action?: string;
  record?: string;
  from?: Date;
  to?: Date;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const withActor = {
  id: auditEvents.id,
  organisationId: auditEvents.organisationId,
  actorType: auditEvents.actorType,
  actorId: auditEvents.actorId,
  action: auditEvents.action,
  targetType: auditEvents.targetType,
  targetId: auditEvents.targetId,
  verificationId: auditEvents.verificationId,
  ip: auditEvents.ip,
  userAgent: auditEvents.userAgent,
  metadata: auditEvents.metadata,
  createdAt: auditEvents.createdAt,
  actorName: users.name,
  actorEmail: users.email,
  candidateName: verifications.candidateName,
  cursorAt: sql<string>`${auditEvents.createdAt}::text`,
};

/** Joins the acting user (only for user actors: a candidate's actor id is a verification id). */
const actorJoin = and(eq(auditEvents.actorType, 'user'), eq(users.id, auditEvents.actorId));

/** Joins the verification the row concerns (same organisation), for its candidate's name. */
const verificationJoin = and(
  eq(verifications.id, auditEvents.verificationId),
  eq(verifications.organisationId, auditEvents.organisationId),
);

export function createAuditRepo(db: Db) {
  return {
    /** Appends one row; `tx` keeps it in the caller's transaction. */
    async insert(row: Omit<AuditRow, 'id' | 'createdAt'>, tx: Db = db): Promise<void> {
      await tx.insert(auditEvents).values({ id: randomUUID(), ...row });
    },

    /**
     * The newest events about verifications the scope may see, after `since` (the user's
     * "clear"), newest first.
     */
    async listVerificationEvents(
      scope: ViewScope,
      since: Date | null,
      limit: number,
    ): Promise<AuditEventWithActor[]> {
      const visible = db
        .select({ id: verifications.id })
        .from(verifications)
        .where(verificationScopeCondition(scope));
      return db
        .select(withActor)
        .from(auditEvents)
        .leftJoin(users, actorJoin)
        .leftJoin(verifications, verificationJoin)
        .where(
          and(
            eq(auditEvents.organisationId, scope.organisationId),
            isNotNull(auditEvents.verificationId),
            scope.kind === 'organisation' ? undefined : inArray(auditEvents.verificationId, visible),
            since ? gt(auditEvents.createdAt, since) : undefined,
          ),
        )
        .orderBy(sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
        .limit(limit);
    },

    /** A keyset page of the organisation's whole audit trail, newest first. Fetches `limit + 1`. */
    async listTrail(
      organisationId: string,
      filters: TrailFilters,
      cursor: { at: string; id: string } | null,
      limit: number,
    ): Promise<AuditEventWithActor[]> {
      const conditions: (SQL | undefined)[] = [eq(auditEvents.organisationId, organisationId)];
      if (filters.actor) {
        const text = filters.actor;
        const actorType = text.toLowerCase();
        const pattern = `%${escapeLike(text)}%`;
        conditions.push(
          or(
            eq(auditEvents.actorId, text),
            ...(isAuditActorType(actorType) ? [eq(auditEvents.actorType, actorType)] : []),
            ilike(users.name, pattern),
            ilike(users.email, pattern),
            and(eq(auditEvents.actorType, 'candidate'), ilike(verifications.candidateName, pattern)),
          ),
        );
      }
      if (filters.action) conditions.push(like(auditEvents.action, `${escapeLike(filters.action)}%`));
      if (filters.record) {
        conditions.push(
          UUID.test(filters.record)
            ? or(
                eq(auditEvents.verificationId, filters.record.toLowerCase()),
                eq(auditEvents.targetId, filters.record.toLowerCase()),
              )
            : eq(auditEvents.targetId, filters.record),
        );
      }
      if (filters.from)
        conditions.push(sql`${auditEvents.createdAt} >= ${filters.from.toISOString()}::timestamptz`);
      if (filters.to)
        conditions.push(sql`${auditEvents.createdAt} <= ${filters.to.toISOString()}::timestamptz`);
      if (cursor) {
        conditions.push(
          sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      return db
        .select(withActor)
        .from(auditEvents)
        .leftJoin(users, actorJoin)
        .leftJoin(verifications, verificationJoin)
        .where(and(...conditions))
        .orderBy(sql`${auditEvents.createdAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
        .limit(limit + 1);
    },

    async findEventsClearedAt(userId: string, organisationId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: eventLogViews.eventsClearedAt })
        .from(eventLogViews)
        .where(and(eq(eventLogViews.userId, userId), eq(eventLogViews.organisationId, organisationId)))
        .limit(1);
      return row?.at ?? null;
    },

    /** Clears the user's view as of the database clock (the clock that stamps audit rows). */
    async clearEvents(userId: string, organisationId: string): Promise<Date> {
      const [row] = await db
        .insert(eventLogViews)
        .values({ userId, organisationId, eventsClearedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [eventLogViews.userId, eventLogViews.organisationId],
          set: { eventsClearedAt: sql`now()` },
        })
        .returning({ at: eventLogViews.eventsClearedAt });
      if (!row) throw new Error('clearing the event log returned no row');
      return row.at;
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
