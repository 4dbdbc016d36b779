import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  linkedinComparisonResponseSchema,
  linkedinVerificationsQuerySchema,
  linkedinVerificationsResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { LinkedinService } from './linkedin.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The LinkedIn profile comparison page's reads. */
export const linkedinRoutes: FastifyPluginCallbackZod<{ service: LinkedinService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/linkedin/verifications',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listLinkedinVerifications',
        tags: ['checks'],
        summary: 'Verifications with a LinkedIn profile PDF, latest upload first (search by candidate name)',
        querystring: linkedinVerificationsQuerySchema,
        response: { 200: linkedinVerificationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const search = request.query.search ? request.query.search : null;
      const verifications = await service.list(actorOf(request), search);
      return reply.header('cache-control', 'no-store').send({ success: true as const, verifications });
    },
  );

  app.get(
    '/api/verifications/:id/linkedin',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getLinkedinComparison',
        tags: ['checks'],
        summary:
          'The LinkedIn profile PDFs of a verification as read, the application beside them and the LinkedIn check’s findings',
        params: idParamsSchema,
        response: { 200: linkedinComparisonResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await service.get(actorOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ success: true as const, ...answer });
    },
  );

  done();
};
