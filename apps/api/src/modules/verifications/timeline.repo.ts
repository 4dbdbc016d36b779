import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';

/** One audit row of a verification with the acting member's name (null for other actors). */
export type TimelineRow = {
  id: string;
  actorType: string;
  action: string;
  metadata: unknown;
  createdAt: Date;
  memberName: string | null;
  /** The exact database text of `created_at` (microseconds kept) for the keyset cursor. */
  cursorAt: string;
};

/** The audit trail of one verification, for its timeline. */
export function createTimelineRepo(db: Db) {
  return {
    /**
     * A keyset page of the verification's audit rows, newest first; fetches `limit + 1`. The
     * member's name is joined only for member actors (a candidate's actor id is not a user id).
     */
    async listForVerification(
      organisationId: string,
      verificationId: string,
      cursor: { at: string; id: string } | null,
      limit: number,
    ): Promise<TimelineRow[]> {
      const conditions: SQL[] = [
        eq(auditEvents.organisationId, organisationId),
        eq(auditEvents.verificationId, verificationId),
      ];
      if (cursor) {
        conditions.push(
          sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
        );
      }
      return db
        .select({
          id: auditEvents.id,
          actorType: auditEvents.actorType,
          action: auditEvents.action,
          metadata: auditEvents.metadata,
          createdAt: auditEvents.createdAt,
          memberName: users.name,
          cursorAt: sql<string>`${auditEvents.createdAt}::text`,
        })
        .from(auditEvents)
        .leftJoin(users, and(eq(auditEvents.actorType, 'user'), eq(users.id, auditEvents.actorId)))
        .where(and(...conditions))
        .orderBy(sql`${auditEvents.createdAt} desc`, sql`${auditEvents.id} desc`)
        .limit(limit + 1);
    },
  };
}
export type TimelineRepo = ReturnType<typeof createTimelineRepo>;
