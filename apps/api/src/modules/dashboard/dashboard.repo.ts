import { and, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { VerificationStatus } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { auditEvents, users, verifications } from '../../db/schema.js';
import { seesWholeOrganisation, verificationScopeCondition, type ViewScope } from '../../db/visibility.js';

/** The dashboard's figures, counted within a view scope (the same rule as the verification list). */
export function createDashboardRepo(db: Db) {
  return {
    async countActive(scope: ViewScope, finalStatuses: readonly VerificationStatus[]): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(verifications)
        .where(and(verificationScopeCondition(scope), notInArray(verifications.status, [...finalStatuses])));
      return row?.n ?? 0;
    },

    async countDecided(
      scope: ViewScope,
      statuses: readonly VerificationStatus[],
      since?: Date,
    ): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(verifications)
        .where(
          and(
            verificationScopeCondition(scope),
            inArray(verifications.status, [...statuses]),
            ...(since ? [gte(verifications.decidedAt, since)] : []),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * The organisation's latest audit events: all of them for a scope that sees the whole
     * organisation, otherwise those about the verifications the scope sees.
     */
    recentActivity(scope: ViewScope, limit: number) {
      const visible = db
        .select({ id: verifications.id })
        .from(verifications)
        .where(verificationScopeCondition(scope));
      return db
        .select({
          id: auditEvents.id,
          action: auditEvents.action,
          verificationId: auditEvents.verificationId,
          actorType: auditEvents.actorType,
          userName: users.name,
          candidateName: verifications.candidateName,
          createdAt: auditEvents.createdAt,
        })
        .from(auditEvents)
        .leftJoin(users, and(eq(auditEvents.actorType, 'user'), eq(users.id, auditEvents.actorId)))
        .leftJoin(
          verifications,
          and(
            eq(verifications.id, auditEvents.verificationId),
            eq(verifications.organisationId, auditEvents.organisationId),
          ),
        )
        .where(
          and(
            eq(auditEvents.organisationId, scope.organisationId),
            ...(seesWholeOrganisation(scope) ? [] : [inArray(auditEvents.verificationId, visible)]),
          ),
        )
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit);
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
