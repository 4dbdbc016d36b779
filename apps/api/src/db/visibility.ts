import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { verificationVisibility, type Role } from '@candor/contracts';
import type { Actor } from '../lib/actor.js';
import { verifications } from './schema.js';

/**
 * The one rule for who sees which verification (docs/product.md, roles and permissions): a
 * member sees all of their organisation's verifications, those of their department (and the ones
 * they invited), or only those they invited. Every reader goes through this file: the list, the
 * stats, the reports, the dashboard and the event log filter with `verificationScopeCondition`;
 * realtime joins a viewer to `roomsOfScope` and sends an event to `roomsOfAudience`. All three
 * are derived from `reachOf`, so the database and the live connection cannot disagree
 * (docs/decisions/005-realtime-rooms-by-visibility.md).
 */
export type ViewScope = ViewScopeOf<string>;

/** A scope whose values are `V`: strings, or placeholders of a prepared statement. */
type ViewScopeOf<V> =
  | { organisationId: V; kind: 'organisation' }
  | { organisationId: V; kind: 'department'; department: V | null; userId: V }
  | { organisationId: V; kind: 'own'; userId: V };

/** What a member is: their organisation, roles and department. */
export type ViewingMember = {
  organisationId: string;
  roles: readonly Role[];
  department: string | null;
};

/** The scope of a member, or null when their roles let them see no verification. */
export function scopeOfMember(member: ViewingMember, userId: string): ViewScope | null {
  switch (verificationVisibility(member.roles)) {
    case 'organisation':
      return { organisationId: member.organisationId, kind: 'organisation' };
    case 'department':
      return {
        organisationId: member.organisationId,
        kind: 'department',
        department: member.department,
        userId,
      };
    case 'own':
      return { organisationId: member.organisationId, kind: 'own', userId };
    case 'none':
      return null;
  }
}

/**
 * The scope of any actor, or null when it may see no verification: a member by their roles
 * (nothing until their organisation's MFA rule is met); an API key sees the whole organisation
 * when it holds `view_all_verifications` (it has no department and invites nobody); a candidate
 * link and the system have no list to see.
 */
export function scopeOfActor(actor: Actor): ViewScope | null {
  switch (actor.kind) {
    case 'user':
      return actor.member && !actor.mfaSetupRequired ? scopeOfMember(actor.member, actor.userId) : null;
    case 'api_key':
      return actor.permissions.has('view_all_verifications')
        ? { organisationId: actor.organisationId, kind: 'organisation' }
        : null;
    case 'candidate':
    case 'system':
      return null;
  }
}

/** One way a scope reaches verifications; a scope sees a verification if any of its reaches does. */
type Reach<V = string> =
  { via: 'organisation' } | { via: 'department'; department: V } | { via: 'inviter'; userId: V };

/** The reaches of a scope, all within `scope.organisationId`. */
function reachOf<V>(scope: ViewScopeOf<V>): Reach<V>[] {
  switch (scope.kind) {
    case 'organisation':
      return [{ via: 'organisation' }];
    case 'department':
      return [
        ...(scope.department !== null ? [{ via: 'department' as const, department: scope.department }] : []),
        { via: 'inviter', userId: scope.userId },
      ];
    case 'own':
      return [{ via: 'inviter', userId: scope.userId }];
  }
}

/** The SQL condition on `verifications` for a scope; every module filters through this one. */
export function verificationScopeCondition(scope: ViewScopeOf<string | Placeholder>): SQL {
  const inOrganisation = eq(verifications.organisationId, scope.organisationId);
  const reaches = reachOf(scope);
  if (reaches.some((reach) => reach.via === 'organisation')) return inOrganisation;
  const conditions = reaches.map((reach): SQL => {
    switch (reach.via) {
      case 'organisation':
        return inOrganisation;
      case 'department':
        return eq(verifications.department, reach.department);
      case 'inviter':
        return eq(verifications.invitedByUserId, reach.userId);
    }
  });
  return and(inOrganisation, conditions.length === 1 ? conditions[0] : or(...conditions)) as SQL;
}

/**
 * The scope's condition for a prepared statement: the same shape as `scope`, its values as the
 * placeholders `organisationId`, `department` and `userId` (see `scopeParams`).
 */
export function scopeConditionTemplate(scope: ViewScope): SQL {
  const organisationId = sql.placeholder('organisationId');
  const userId = sql.placeholder('userId');
  switch (scope.kind) {
    case 'organisation':
      return verificationScopeCondition({ kind: 'organisation', organisationId });
    case 'department':
      return verificationScopeCondition({
        kind: 'department',
        organisationId,
        department: scope.department === null ? null : sql.placeholder('department'),
        userId,
      });
    case 'own':
      return verificationScopeCondition({ kind: 'own', organisationId, userId });
  }
}

/** The values for `scopeConditionTemplate`'s placeholders. */
export function scopeParams(scope: ViewScope): Record<string, string> {
  switch (scope.kind) {
    case 'organisation':
      return { organisationId: scope.organisationId };
    case 'department':
      return {
        organisationId: scope.organisationId,
        userId: scope.userId,
        ...(scope.department === null ? {} : { department: scope.department }),
      };
    case 'own':
      return { organisationId: scope.organisationId, userId: scope.userId };
  }
}

/** What decides the text of `scopeConditionTemplate(scope)`: its kind, and whether a department is set. */
export const scopeShape = (scope: ViewScope): string =>
  scope.kind === 'department' && scope.department === null ? 'department-none' : scope.kind;

/** Whether the scope sees the whole organisation (no per-verification filter is needed). */
export const seesWholeOrganisation = (scope: ViewScope): boolean =>
  reachOf(scope).some((reach) => reach.via === 'organisation');

/** Who a verification concerns: its organisation, department and inviter. */
export type VerificationAudience = {
  organisationId: string;
  department: string | null;
  invitedByUserId: string | null;
};

/** The audience of a verification row. */
export function audienceOf(row: VerificationAudience): VerificationAudience {
  return {
    organisationId: row.organisationId,
    department: row.department,
    invitedByUserId: row.invitedByUserId,
  };
}

/** Whether a scope sees a verification: the in-memory twin of `verificationScopeCondition`. */
export function scopeSees(scope: ViewScope, audience: VerificationAudience): boolean {
  if (scope.organisationId !== audience.organisationId) return false;
  return reachOf(scope).some((reach) => {
    switch (reach.via) {
      case 'organisation':
        return true;
      case 'department':
        return audience.department === reach.department;
      case 'inviter':
        return audience.invitedByUserId === reach.userId;
    }
  });
}

/** The realtime room of one reach: `org:<id>`, `org:<id>:dept:<name>` or `org:<id>:user:<id>`. */
function roomOf(organisationId: string, reach: Reach): string {
  const base = `org:${organisationId}`;
  switch (reach.via) {
    case 'organisation':
      return base;
    case 'department':
      return `${base}:dept:${reach.department}`;
    case 'inviter':
      return `${base}:user:${reach.userId}`;
  }
}

/** The realtime rooms a viewer with this scope joins. */
export function roomsOfScope(scope: ViewScope): string[] {
  return reachOf(scope).map((reach) => roomOf(scope.organisationId, reach));
}

/**
 * The realtime rooms an event about a verification goes to: the room of every reach that sees
 * it. A viewer receives the event exactly when `scopeSees` their scope and the verification.
 */
export function roomsOfAudience(audience: VerificationAudience): string[] {
  const reaches: Reach[] = [
    { via: 'organisation' },
    ...(audience.department !== null
      ? [{ via: 'department' as const, department: audience.department }]
      : []),
    ...(audience.invitedByUserId !== null
      ? [{ via: 'inviter' as const, userId: audience.invitedByUserId }]
      : []),
  ];
  return reaches.map((reach) => roomOf(audience.organisationId, reach));
}
