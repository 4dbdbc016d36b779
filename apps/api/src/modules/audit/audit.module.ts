import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createAuditExportService } from './audit-export.service.js';
import { createAuditRepo } from './audit.repo.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditService, type AuditService } from './audit.service.js';
import { createEventLogService } from './event-log.service.js';

/** The audit writer every module records its changes with (shared infrastructure). */
export const createAuditTrail = (db: Db): AuditService => createAuditService({ repo: createAuditRepo(db) });

export type AuditModuleOptions = { db: Db; audit: AuditService; now: () => Date };

/** The dashboard's event log and the audit trail page. */
export const auditModule = fp<AuditModuleOptions>(
  async (app, { db, audit, now }) => {
    const repo = createAuditRepo(db);
    await app.register(auditRoutes, {
      service: createEventLogService({ repo }),
      exports: createAuditExportService({ repo, audit, now }),
    });
  },
  { name: 'audit-module' },
);
