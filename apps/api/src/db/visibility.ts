import { and, eq, or, type SQL } from 'drizzle-orm';
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
export type ViewScope =
  | { organisationId: string; kind: 'organisation' }
  | { organisationId: string; kind: 'department'; department: string | null; userId: string }
  | { organisationId: string; kind: 'own'; userId: string };

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
type Reach =
  { via: 'organisation' } | { via: 'department'; department: string } | { via: 'inviter'; userId: string };

/** The reaches of a scope, all within `scope.organisationId`. */
function reachOf(scope: ViewScope): Reach[] {
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
export function verificationScopeCondition(scope: ViewScope): SQL {
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
