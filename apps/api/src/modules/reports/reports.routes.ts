import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  adminOverviewResponseSchema,
  analyticsResponseSchema,
  errorEnvelopeSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { ReportsService } from './reports.service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The admin panel (docs/product.md#screens) and the analytics page, from the caller's visible records. */
export const reportsRoutes: FastifyPluginCallbackZod<{ service: ReportsService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/admin/overview',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getAdminOverview',
        tags: ['reports'],
        summary: 'Admin panel: stats (total, pending, completed, failed) and the 10 most recent requests',
        response: { 200: adminOverviewResponseSchema, ...errors },
      },
    },
    (request) => service.overview(actorOf(request)),
  );

  app.get(
    '/api/admin/export.csv',
    {
      config: { access: { permission: 'export_data' } },
      schema: {
        operationId: 'exportReportsCsv',
        tags: ['reports'],
        summary: 'Export Reports: every visible verification as CSV named with the current date (audited)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { fileName, content } = await service.exportCsv(actorOf(request), contextOf(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(content);
    },
  );

  app.get(
    '/api/analytics',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getAnalytics',
        tags: ['reports'],
        summary:
          'Analytics: totals, success rate, processing time, top type, requests per week, status breakdown, p50/p90 timings',
        response: { 200: analyticsResponseSchema, ...errors },
      },
    },
    (request) => service.analytics(actorOf(request)),
  );

  done();
};
