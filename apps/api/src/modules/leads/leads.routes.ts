import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  demoRequestBodySchema,
  demoRequestResponseSchema,
  errorEnvelopeSchema,
  listLeadsResponseSchema,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { LeadsService } from './leads.service.js';

/** Public demo requests are cheap to send, so they are rate limited per client address. */
const DEMO_REQUESTS_PER_HOUR = 10;

export const leadsRoutes: FastifyPluginCallbackZod<{ service: LeadsService }> = (app, { service }, done) => {
  app.post(
    '/api/demo-requests',
    {
      config: { access: 'public', rateLimit: { max: DEMO_REQUESTS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        operationId: 'createDemoRequest',
        tags: ['public'],
        summary: 'Request a demo (stored as a sales lead)',
        body: demoRequestBodySchema,
        response: { 201: demoRequestResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { demoRequestId } = await service.createDemoRequest(request.body, contextOf(request));
      return reply.status(201).send({ success: true, demoRequestId });
    },
  );
  app.get(
    '/api/admin/demo-requests',
    {
      config: { access: 'platform_admin' },
      schema: {
        operationId: 'listDemoRequests',
        tags: ['platform'],
        summary: 'Demo requests (sales leads), newest first',
        response: { 200: listLeadsResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    (request) => service.list(actorOf(request)),
  );
  done();
};
