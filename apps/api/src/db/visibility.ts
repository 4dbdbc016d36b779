import { and, eq, or, type SQL } from 'drizzle-orm';
import { verifications } from './schema.js';

/**
 * Which verifications of an organisation a member may see (SPEC §6 view permissions): all of
 * them, those of their department (and their own), or only those they invited.
 */
export type ViewScope =
  | { organisationId: string; kind: 'organisation' }
  | { organisationId: string; kind: 'department'; department: string | null; userId: string }
  | { organisationId: string; kind: 'own'; userId: string };

/** The SQL condition on `verifications` for a scope; every module filters through this one. */
export function verificationScopeCondition(scope: ViewScope): SQL {
  const inOrganisation = eq(verifications.organisationId, scope.organisationId);
  switch (scope.kind) {
    case 'organisation':
      return inOrganisation;
    case 'department':
      return and(
        inOrganisation,
        scope.department === null
          ? eq(verifications.invitedByUserId, scope.userId)
          : or(
              eq(verifications.department, scope.department),
              eq(verifications.invitedByUserId, scope.userId),
            ),
      ) as SQL;
    case 'own':
      return and(inOrganisation, eq(verifications.invitedByUserId, scope.userId)) as SQL;
  }
}
