import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  verificationTimelineQuerySchema,
  verificationTimelineResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { TimelineService } from './timeline.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The case page's timeline: what happened to one verification, from the audit trail. */
export const timelineRoutes: FastifyPluginCallbackZod<{ service: TimelineService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/verifications/:id/timeline',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerificationTimeline',
        tags: ['verifications'],
        summary:
          "Everything that happened to one verification, newest first, with people's names and human labels",
        params: idParamsSchema,
        querystring: verificationTimelineQuerySchema,
        response: { 200: verificationTimelineResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.timeline(actorOf(request), request.params.id, request.query);
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  done();
};
