import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import { createLeadsRepo } from './leads.repo.js';
import { leadsRoutes } from './leads.routes.js';
import { createLeadsService } from './leads.service.js';

export type LeadsModuleOptions = { db: Db; audit: AuditService };

/** Requests for a demo or a quote from the public site, and their follow-up. */
export const leadsModule = fp<LeadsModuleOptions>(
  async (app, { db, audit }) => {
    await app.register(leadsRoutes, {
      service: createLeadsService({ db, repo: createLeadsRepo(db), audit }),
    });
  },
  { name: 'leads-module' },
);
