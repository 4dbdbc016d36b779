import { and, desc, eq, gte, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvents, verifications } from '../../db/schema.js';

/** Which rows a viewer sees: always one organisation, optionally one department or one inviter. */
export type VerificationScope = {
  organisationId: string;
  department?: string | null;
  invitedByUserId?: string;
};

const scopeWhere = (scope: VerificationScope): SQL => {
  const conditions = [eq(verifications.organisationId, scope.organisationId)];
  if (scope.department !== undefined) {
    conditions.push(scope.department === null ? sql`false` : eq(verifications.department, scope.department));
  }
  if (scope.invitedByUserId !== undefined)
    conditions.push(eq(verifications.invitedByUserId, scope.invitedByUserId));
  return and(...conditions) ?? sql`true`;
};

export function createDashboardRepo(db: Db) {
  return {
    async countActive(scope: VerificationScope, finalStatuses: readonly string[]): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(verifications)
        .where(and(scopeWhere(scope), notInArray(verifications.status, [...finalStatuses])));
      return row?.n ?? 0;
    },

    async countDecided(scope: VerificationScope, statuses: readonly string[], since?: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(verifications)
        .where(
          and(
            scopeWhere(scope),
            inArray(verifications.status, [...statuses]),
            ...(since ? [gte(verifications.decidedAt, since)] : []),
          ),
        );
      return row?.n ?? 0;
    },

    /** The organisation's latest audit events (all, or those about visible verifications). */
    recentActivity(scope: VerificationScope, limit: number) {
      const visible = db.select({ id: verifications.id }).from(verifications).where(scopeWhere(scope));
      const restricted = scope.department !== undefined || scope.invitedByUserId !== undefined;
      return db
        .select({
          id: auditEvents.id,
          action: auditEvents.action,
          verificationId: auditEvents.verificationId,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.organisationId, scope.organisationId),
            ...(restricted ? [inArray(auditEvents.verificationId, visible)] : []),
          ),
        )
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit);
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
