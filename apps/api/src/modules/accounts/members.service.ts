import {
  VIEW_PERMISSIONS,
  grantRefusal,
  hasPermission,
  type AdministratorsResponse,
  rankOf,
  type ListMembersResponse,
  type Member,
  type UpdateMemberBody,
} from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeAny, authorizeMember, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { RealtimeConnections } from '../../lib/realtime.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AccountsRepo } from './accounts.repo.js';
import { rolesOf } from './accounts.service.js';

const memberNotFound = () => new AppError('NOT_FOUND', 'Member not found');

/**
 * Staff management (permission user_management, checked by the routes and again here): the
 * organisation's members, their roles and whether they may sign in. Nobody grants a role ranked
 * above their own or a permission they do not hold, changes their own roles, or deactivates
 * themselves; so changes are made by signed-in members only, weighed against their own roles.
 */
export function createMembersService(deps: {
  db: Db;
  repo: AccountsRepo;
  audit: AuditService;
  realtime: RealtimeConnections;
}) {
  const { repo } = deps;

  const load = async (organisationId: string, membershipId: string): Promise<Member> => {
    const members = await repo.listMembers(organisationId);
    const row = members.find((m) => m.membershipId === membershipId);
    if (!row) throw memberNotFound();
    return toMember(row);
  };

  const toMember = (row: Awaited<ReturnType<AccountsRepo['listMembers']>>[number]): Member => ({
    membershipId: row.membershipId,
    userId: row.userId,
    name: row.name,
    email: row.email,
    roles: rolesOf({ role: row.role }),
    department: row.department,
    status: row.status === 'deactivated' ? 'deactivated' : 'active',
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
  });

  return {
    async list(actor: Actor): Promise<ListMembersResponse> {
      const { organisationId } = authorize(actor, 'user_management');
      return { success: true, members: (await repo.listMembers(organisationId)).map(toMember) };
    },

    /**
     * The active members who manage members (user_management), by name: whom any member with a
     * verification view asks for a department or a role.
     */
    async administrators(actor: Actor): Promise<AdministratorsResponse> {
      const { organisationId } = authorizeAny(actor, VIEW_PERMISSIONS);
      const rows = await repo.listMembers(organisationId);
      return {
        success: true,
        administrators: rows
          .filter((row) => row.status === 'active' && hasPermission(rolesOf(row), 'user_management'))
          .map((row) => ({ name: row.name })),
      };
    },

    async update(
      caller: Actor,
      membershipId: string,
      changes: UpdateMemberBody,
      context: RequestContext,
    ): Promise<Member> {
      const actor = authorizeMember(caller, 'user_management');
      const me = actor.member;
      const target = await repo.findMembership(me.organisationId, membershipId);
      if (!target) throw memberNotFound();
      if (changes.roles) {
        if (target.userId === actor.userId)
          throw new AppError('FORBIDDEN', 'You cannot change your own roles.');
        const refusal = grantRefusal(me.roles, changes.roles);
        if (refusal) throw new AppError('FORBIDDEN', refusal);
        if (rankOf(rolesOf(target)) > rankOf(me.roles)) {
          throw new AppError('FORBIDDEN', 'You cannot change the roles of a member ranked above you.');
        }
      }
      await deps.db.transaction(async (tx) => {
        await repo.updateMembership(tx, target.id, {
          ...(changes.roles ? { role: [...new Set(changes.roles)].join(',') } : {}),
          ...(changes.department !== undefined ? { department: changes.department || null } : {}),
        });
        await deps.audit.record(
          {
            organisationId: me.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'member.updated',
            target: { type: 'membership', id: target.id },
            metadata: { roles: changes.roles ?? null, departmentChanged: changes.department !== undefined },
            context,
          },
          tx,
        );
      });
      // What the member may see live changed: their connections reconnect with the new view.
      if (changes.roles || changes.department !== undefined) deps.realtime.disconnectUser(target.userId);
      return load(me.organisationId, target.id);
    },

    /** Deactivating also ends the member's sessions and live connections at once; reactivating lets them sign in again. */
    async setActive(
      caller: Actor,
      membershipId: string,
      active: boolean,
      context: RequestContext,
    ): Promise<Member> {
      const actor = authorizeMember(caller, 'user_management');
      const me = actor.member;
      const target = await repo.findMembership(me.organisationId, membershipId);
      if (!target) throw memberNotFound();
      if (target.userId === actor.userId) throw new AppError('FORBIDDEN', 'You cannot deactivate yourself.');
      if (rankOf(rolesOf(target)) > rankOf(me.roles)) {
        throw new AppError('FORBIDDEN', 'You cannot change a member ranked above you.');
      }
      await deps.db.transaction(async (tx) => {
        await repo.updateMembership(tx, target.id, { status: active ? 'active' : 'deactivated' });
        if (!active) await repo.deleteSessions(tx, target.userId);
        await deps.audit.record(
          {
            organisationId: me.organisationId,
            actor: { type: 'user', id: actor.userId },
            action: active ? 'member.reactivated' : 'member.deactivated',
            target: { type: 'membership', id: target.id },
            context,
          },
          tx,
        );
      });
      if (!active) deps.realtime.disconnectUser(target.userId);
      return load(me.organisationId, target.id);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
