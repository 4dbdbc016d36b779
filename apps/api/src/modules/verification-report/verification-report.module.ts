import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChecksService } from '../checks/checks.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { createVerificationReportRepo } from './verification-report.repo.js';
import { verificationReportRoutes } from './verification-report.routes.js';
import { createVerificationReportService } from './verification-report.service.js';

export type VerificationReportModuleOptions = {
  db: Db;
  audit: AuditService;
  now: () => Date;
  core: VerificationCore;
  checks: ChecksService;
};

/** The verification report (JSON, PDF) and the demo report's sample verifications. */
export const verificationReportModule = fp<VerificationReportModuleOptions>(
  async (app, { db, audit, now, core, checks }) => {
    const service = createVerificationReportService({
      db,
      access: core.access,
      verifications: core.repo,
      checks,
      audit,
      repo: createVerificationReportRepo(db),
      now,
    });
    await app.register(verificationReportRoutes, { service });
  },
  { name: 'verification-report-module', dependencies: ['authenticate'] },
);
