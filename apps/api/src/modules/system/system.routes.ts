import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@candor/contracts';
import type { SystemService } from './system.service.js';

export const systemRoutes: FastifyPluginCallbackZod<{ service: SystemService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Liveness: the process is up',
        response: { 200: healthResponseSchema },
      },
    },
    () => service.health(),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReady',
        tags: ['system'],
        summary: 'Readiness: the database answers',
        response: { 200: readyResponseSchema, 502: errorEnvelopeSchema },
      },
    },
    () => service.ready(),
  );
  done();
};
