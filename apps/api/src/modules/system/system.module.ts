import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { createSystemRepo } from './system.repo.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export type SystemModuleOptions = { database: Database; clock: () => number };

/** Health and version: the process started when this module was registered. */
export const systemModule = fp<SystemModuleOptions>(
  async (app, { database, clock }) => {
    const service = createSystemService({ repo: createSystemRepo(database), startedAt: clock(), now: clock });
    await app.register(systemRoutes, { service });
  },
  { name: 'system-module' },
);
