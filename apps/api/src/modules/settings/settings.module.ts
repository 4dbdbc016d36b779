import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import { createSettingsRepo } from './settings.repo.js';
import { settingsRoutes } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

export type SettingsModuleOptions = { db: Db; audit: AuditService };

/** The organisation's settings. */
export const settingsModule = fp<SettingsModuleOptions>(
  async (app, { db, audit }) => {
    await app.register(settingsRoutes, {
      service: createSettingsService({ db, repo: createSettingsRepo(db), audit }),
    });
  },
  { name: 'settings-module' },
);
