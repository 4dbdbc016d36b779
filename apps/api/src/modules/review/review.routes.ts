import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  decisionBodySchema,
  decisionResponseSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listInformationRequestsResponseSchema,
  verificationStatsResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { ReviewService } from './review.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** The review workspace: dashboard counts, the request history of a record, decisions. */
export const reviewRoutes: FastifyPluginCallbackZod<{ service: ReviewService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/verifications/stats',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerificationStats',
        tags: ['verifications'],
        summary: "The admin dashboard's cards, counted within the caller's visibility",
        response: { 200: verificationStatsResponseSchema, ...errors },
      },
    },
    (request) => service.stats(actorOf(request)),
  );

  app.get(
    '/api/verifications/:id/information-requests',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listInformationRequests',
        tags: ['verifications'],
        summary: 'Every request for more information of a verification and the answers, newest first',
        params: idParamsSchema,
        response: { 200: listInformationRequestsResponseSchema, ...errors },
      },
    },
    (request) => service.listInformationRequests(actorOf(request), request.params.id),
  );

  app.post(
    '/api/verifications/:id/approve',
    {
      config: { access: { permission: 'approve_verifications' } },
      schema: {
        operationId: 'approveVerification',
        tags: ['verifications'],
        summary: 'Approve with a note: → COMPLETED (once submitted, also while the checks run)',
        params: idParamsSchema,
        body: decisionBodySchema,
        response: { 200: decisionResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    (request) =>
      service.decide(actorOf(request), request.params.id, 'COMPLETED', request.body, contextOf(request)),
  );

  app.post(
    '/api/verifications/:id/reject',
    {
      config: { access: { permission: 'reject_verifications' } },
      schema: {
        operationId: 'rejectVerification',
        tags: ['verifications'],
        summary: 'Reject with a note: → FAILED (once submitted, also while the checks run)',
        params: idParamsSchema,
        body: decisionBodySchema,
        response: { 200: decisionResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    (request) =>
      service.decide(actorOf(request), request.params.id, 'FAILED', request.body, contextOf(request)),
  );

  done();
};
