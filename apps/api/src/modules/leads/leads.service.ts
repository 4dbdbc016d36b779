import type { DemoRequestBody, ListLeadsResponse } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { authorizePlatformAdmin, type Actor } from '../../lib/actor.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LeadsRepo } from './leads.repo.js';

export function createLeadsService(deps: { db: Db; repo: LeadsRepo; audit: AuditService }) {
  return {
    /**
     * The newest leads first, for platform administrators. Leads are real visitors' details: the
     * demo's administrator (anyone, in demo mode) sees none, as the demo seeds no leads.
     */
    async list(actor: Actor, limit = 200): Promise<ListLeadsResponse> {
      const admin = authorizePlatformAdmin(actor);
      if (admin.demo) return { success: true, leads: [] };
      const rows = await deps.repo.listNewest(limit);
      return {
        success: true,
        leads: rows.map((row) => ({
          id: row.id,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          company: row.company,
          jobTitle: row.jobTitle,
          companySize: row.companySize,
          currentSolution: row.currentSolution,
          timeframe: row.timeframe,
          message: row.message,
          kind: row.kind,
          organisation: row.organisation
            ? { ...row.organisation, trialEndsAt: row.organisation.trialEndsAt?.toISOString() ?? null }
            : null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Stores a demo request from the public site as a lead, with its audit row, atomically. */
    async createDemoRequest(
      body: DemoRequestBody,
      context: RequestContext,
    ): Promise<{ demoRequestId: string }> {
      return deps.db.transaction(async (tx) => {
        const id = await deps.repo.insert(body, tx);
        await deps.audit.record(
          {
            organisationId: null,
            actor: { type: 'anonymous' },
            action: 'demo_request.created',
            target: { type: 'demo_request', id },
            context,
          },
          tx,
        );
        return { demoRequestId: id };
      });
    },
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
