import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  idParamsSchema,
  verificationStatusResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { StatusViewService } from './status-view.service.js';

/** The verification status screen: the verification, its checks' results and the decision. */
export const statusViewRoutes: FastifyPluginCallbackZod<{ service: StatusViewService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/verifications/:id/status',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerificationStatus',
        tags: ['verifications'],
        summary:
          'What the verification status screen shows: the status, the automated checks’ results and the decision',
        params: idParamsSchema,
        response: {
          200: verificationStatusResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const verification = await service.get(actorOf(request), request.params.id);
      return reply.header('cache-control', 'no-store').send({ success: true as const, verification });
    },
  );

  done();
};
