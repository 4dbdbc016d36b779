import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import { registerDebugLogging } from './debug-logging.js';
import { createSettingsRepo } from './settings.repo.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

export type SettingsModuleOptions = { db: Db; audit: AuditService; clock: () => number };

/** The organisation's settings. */
export const settingsModule = fp<SettingsModuleOptions>(
  async (app, { db, audit, clock }) => {
    const repo = createSettingsRepo(db);
    const debugLogging = registerDebugLogging(app, {
      debugLogging: async (organisationId) => (await repo.get(organisationId))?.debugLogging ?? false,
      clock,
    });
    await app.register(settingsRoutes, {
      service: createSettingsService({
        db,
        repo,
        audit,
        onChange: (organisationId) => {
          debugLogging.forget(organisationId);
        },
      }),
    });
  },
  { name: 'settings-module' },
);
