import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { createDashboardRepo } from './dashboard.repo.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';

export type DashboardModuleOptions = { database: Database; now: () => Date };

/** The staff dashboard's figures. */
export const dashboardModule = fp<DashboardModuleOptions>(
  async (app, { database, now }) => {
    await app.register(dashboardRoutes, {
      service: createDashboardService({
        repo: createDashboardRepo(database.db),
        isDatabaseUp: () =>
          database.ping().then(
            () => true,
            () => false,
          ),
        now,
      }),
    });
  },
  { name: 'dashboard-module' },
);
