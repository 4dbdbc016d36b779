import type { DemoRequestBody } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LeadsRepo } from './leads.repo.js';

export function createLeadsService(deps: { db: Db; repo: LeadsRepo; audit: AuditService }) {
  return {
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
