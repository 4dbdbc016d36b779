import type { Permission, Role } from '@candor/contracts';
import { AppError } from './app-error.js';

/**
 * Who is calling a service. Routes keep their `access` declaration as the outer gate; every
 * service method that reads or changes data checks the actor's permission and tenant again
 * (docs/decisions/010-authorization-in-routes-and-services.md).
 */

/** A signed-in user, as every service sees the caller. */
export type UserActor = {
  kind: 'user';
  userId: string;
  sessionId: string;
  /** When the session ends unless used (idle expiry), or at the latest (absolute), if sooner. */
  sessionExpiresAt: Date;
  email: string;
  platformAdmin: boolean;
  /**
   * One of demo mode's one-click users (anyone can sign in as them): they reach only the demo
   * organisation. Platform-wide reads (leads, stored mail) are limited to demo data for them.
   */
  demo: boolean;
  /**
   * The member's organisation requires MFA and they have not turned it on: until they do, only
   * their own account and security screens are open to them.
   */
  mfaSetupRequired: boolean;
  /** Whether the user has two-step verification (TOTP) on. */
  twoFactorEnabled: boolean;
  /** Null for users who belong to no organisation (e.g. platform administrators). */
  member: {
    organisationId: string;
    membershipId: string;
    roles: readonly Role[];
    permissions: ReadonlySet<Permission>;
    department: string | null;
  } | null;
};

/** The bearer of a candidate link: reaches that one verification and nothing else. */
export type CandidateActor = { kind: 'candidate'; verificationId: string; organisationId: string };

/** An integrator's API key of one organisation, with the permissions its scopes grant. */
export type ApiKeyActor = {
  kind: 'api_key';
  keyId: string;
  organisationId: string;
  permissions: ReadonlySet<Permission>;
};

/** Candor itself: a job or an event consumer acting on an organisation's data. */
export type SystemActor = { kind: 'system'; process: string };

export type Actor = UserActor | CandidateActor | ApiKeyActor | SystemActor;

export const systemActor = (process: string): SystemActor => ({ kind: 'system', process });

const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const forbidden = (message = FORBIDDEN_MESSAGE) => new AppError('FORBIDDEN', message);

/** Only a signed-in person may do this (a user actor; FORBIDDEN otherwise). */
export function requireUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw forbidden();
  return actor;
}

/** Whether the actor holds a permission (the system holds every one; a candidate none). */
export function actorCan(actor: Actor, permission: Permission): boolean {
  switch (actor.kind) {
    case 'user':
      return actor.member !== null && !actor.mfaSetupRequired && actor.member.permissions.has(permission);
    case 'api_key':
      return actor.permissions.has(permission);
    case 'system':
      return true;
    case 'candidate':
      return false;
  }
}

/** The organisation an actor acts in, or null (platform administrators, the system). */
export function tenantOf(actor: Actor): string | null {
  switch (actor.kind) {
    case 'user':
      return actor.member?.organisationId ?? null;
    case 'api_key':
    case 'candidate':
      return actor.organisationId;
    case 'system':
      return null;
  }
}

/**
 * Refuses an actor that lacks a permission; returns the organisation it acts in. For the system
 * actor the organisation must be given (it acts on behalf of one).
 */
export function authorize(actor: Actor, permission: Permission): { organisationId: string } {
  const organisationId = tenantOf(actor);
  if (organisationId === null || !actorCan(actor, permission)) throw forbidden();
  return { organisationId };
}

/** Refuses an actor that holds none of the permissions; returns the organisation it acts in. */
export function authorizeAny(actor: Actor, permissions: readonly Permission[]): { organisationId: string } {
  const organisationId = tenantOf(actor);
  if (organisationId === null || !permissions.some((p) => actorCan(actor, p))) throw forbidden();
  return { organisationId };
}

/**
 * Refuses a record of another organisation as if it did not exist (no tenant learns that another
 * tenant's id is real). The system actor may reach every organisation.
 */
export function requireTenant(actor: Actor, organisationId: string, notFound: () => AppError): void {
  if (actor.kind === 'system') return;
  if (tenantOf(actor) !== organisationId) throw notFound();
}

/** Refuses anyone but a platform administrator. */
export function authorizePlatformAdmin(actor: Actor): UserActor {
  if (actor.kind !== 'user' || !actor.platformAdmin) throw forbidden();
  return actor;
}

/** A signed-in user who is a member of an organisation. */
export type MemberActor = UserActor & { member: NonNullable<UserActor['member']> };

/**
 * Refuses anyone but a signed-in member holding the permission: for actions weighed against the
 * caller's own roles (granting roles, ranks) or recorded under a person's name.
 */
export function authorizeMember(actor: Actor, permission: Permission): MemberActor {
  authorize(actor, permission);
  if (actor.kind !== 'user' || actor.member === null) throw forbidden();
  return { ...actor, member: actor.member };
}

/** Refuses anyone but Candor itself (jobs, start-up seeding): work that spans organisations. */
export function authorizeSystem(actor: Actor): SystemActor {
  if (actor.kind !== 'system') throw forbidden();
  return actor;
}
