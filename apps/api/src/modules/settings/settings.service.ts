import type { SettingsResponse, UpdateSettingsBody } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorize, authorizeMember, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsRepo } from './settings.repo.js';

export const REQUIRE_MFA_NEEDS_OWN_MFA =
  'Turn on two-step verification for your own account (Security) before requiring it for everyone.';

/**
 * The organisation's settings, one set per organisation (permission system_config, checked by the
 * routes and again here). Changes are made by signed-in members, recorded under their name.
 */
export function createSettingsService(deps: {
  db: Db;
  repo: SettingsRepo;
  audit: AuditService;
  /** After a change is saved (caches of a setting forget the organisation's value). */
  onChange?: (organisationId: string) => void;
}) {
  const read = async (organisationId: string): Promise<SettingsResponse> => {
    const settings = await deps.repo.get(organisationId);
    if (!settings) throw new AppError('NOT_FOUND', 'Organisation not found');
    return { success: true, settings };
  };

  return {
    get: async (actor: Actor) => read(authorize(actor, 'system_config').organisationId),

    async update(
      caller: Actor,
      changes: UpdateSettingsBody,
      context: RequestContext,
    ): Promise<SettingsResponse> {
      const actor = authorizeMember(caller, 'system_config');
      const { organisationId } = actor.member;
      // Requiring MFA of everyone without having it oneself would lock the admin out at once.
      if (changes.requireMfa === true && !actor.twoFactorEnabled) {
        throw new AppError('INVALID_STATE', REQUIRE_MFA_NEEDS_OWN_MFA, [
          { path: 'requireMfa', message: REQUIRE_MFA_NEEDS_OWN_MFA },
        ]);
      }
      await deps.db.transaction(async (tx) => {
        await deps.repo.update(tx, organisationId, changes, actor.userId);
        await deps.audit.record(
          {
            organisationId,
            actor: { type: 'user', id: actor.userId },
            action: 'settings.updated',
            target: { type: 'organisation', id: organisationId },
            metadata: { changed: Object.keys(changes) },
            context,
          },
          tx,
        );
      });
      deps.onChange?.(organisationId);
      return read(organisationId);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
