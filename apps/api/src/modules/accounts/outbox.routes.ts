import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, outboxResponseSchema } from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { OutboxService } from './outbox.service.js';

export const outboxRoutes: FastifyPluginCallbackZod<{ service: OutboxService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/admin/outbox',
    {
      config: { access: 'platform_admin' },
      schema: {
        operationId: 'listOutbox',
        tags: ['accounts'],
        summary: 'The newest stored emails (demo mode only)',
        response: { 200: outboxResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    (request) => service.list(actorOf(request)),
  );
  done();
};
