import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  auditLogExportQuerySchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  clearEventsResponseSchema,
  errorEnvelopeSchema,
  eventsResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { AuditExportService } from './audit-export.service.js';
import type { EventLogService } from './event-log.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The dashboard's event log (per-user clear) and the audit trail page. */
export const auditRoutes: FastifyPluginCallbackZod<{
  service: EventLogService;
  exports: AuditExportService;
}> = (app, { service, exports }, done) => {
  app.get(
    '/api/events',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listEvents',
        tags: ['events'],
        summary: "Event log: the 50 most recent events of the caller's visible verifications, newest first",
        response: { 200: eventsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.events(actorOf(request))),
  );

  app.post(
    '/api/events/clear',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'clearEvents',
        tags: ['events'],
        summary: "Clear the caller's own event log view (the audit trail is never deleted)",
        response: { 200: clearEventsResponseSchema, ...errors },
      },
    },
    (request) => service.clearEvents(actorOf(request)),
  );

  app.get(
    '/api/audit-logs',
    {
      config: { access: { permission: 'view_audit_logs' } },
      schema: {
        operationId: 'listAuditLogs',
        tags: ['events'],
        summary: "The organisation's audit trail, newest first; search by actor, action, record and dates",
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.trail(actorOf(request), request.query)),
  );

  app.get(
    '/api/audit-logs/export.csv',
    {
      config: { access: { permission: 'view_audit_logs' } },
      schema: {
        operationId: 'exportAuditLogsCsv',
        tags: ['events'],
        summary: 'The audit trail as CSV with the same filters as the page, newest first (audited)',
        querystring: auditLogExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, content } = await exports.exportCsv(
        actorOf(request),
        request.query,
        contextOf(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  done();
};
