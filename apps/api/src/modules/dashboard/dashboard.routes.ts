import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorEnvelopeSchema } from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginCallbackZod<{ service: DashboardService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getDashboard',
        tags: ['dashboard'],
        summary: 'Home dashboard figures and recent activity for the caller',
        response: { 200: dashboardResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    (request) => service.summary(actorOf(request)),
  );
  done();
};
