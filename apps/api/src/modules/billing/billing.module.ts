import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { AuditService } from '../audit/audit.service.js';
import { createBillingRepo } from './billing.repo.js';
import { billingRoutes } from './billing.routes.js';
import { createBillingService } from './billing.service.js';

export type BillingModuleOptions = { db: Db; audit: AuditService; now: () => Date };

/** Plan and usage: the billing page, upgrade requests, and platform staff's plan changes. */
export const billingModule = fp<BillingModuleOptions>(
  async (app, { db, audit, now }) => {
    await app.register(billingRoutes, {
      service: createBillingService({ db, repo: createBillingRepo(db), audit, now }),
    });
  },
  { name: 'billing-module' },
);
