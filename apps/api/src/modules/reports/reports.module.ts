import fp from 'fastify-plugin';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

export type ReportsModuleOptions = {
  audit: AuditService;
  now: () => Date;
  core: VerificationCore;
};

/** The overview, the CSV export and the analytics of the verifications the caller may see. */
export const reportsModule = fp<ReportsModuleOptions>(
  async (app, { audit, now, core }) => {
    await app.register(reportsRoutes, {
      service: createReportsService({ repo: core.repo, access: core.access, audit, now }),
    });
  },
  { name: 'reports-module', dependencies: ['authenticate'] },
);
