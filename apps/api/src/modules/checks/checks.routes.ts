import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorEnvelopeSchema,
  getChecksResponseSchema,
  idParamsSchema,
  idSchema,
  reviewFindingBodySchema,
  startChecksBodySchema,
  startChecksResponseSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import { REVIEW_FINDINGS_PERMISSIONS, RUN_CHECKS_PERMISSIONS, type ChecksService } from './checks.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const findingParamsSchema = z.object({ id: idSchema, findingId: idSchema });

/** The automated checks of a verification: start a run, read its findings, review one. */
export const checksRoutes: FastifyPluginCallbackZod<{ service: ChecksService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/api/verifications/:id/checks',
    {
      config: { access: { anyPermission: RUN_CHECKS_PERMISSIONS } },
      schema: {
        operationId: 'startChecks',
        tags: ['checks'],
        summary:
          'Run the automated checks (all types, or those given): → VERIFICATION_INITIATED; answers 202',
        params: idParamsSchema,
        body: startChecksBodySchema.optional(),
        response: { 202: startChecksResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.start(
        actorOf(request),
        request.params.id,
        request.body ?? {},
        contextOf(request),
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/api/verifications/:id/checks',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getChecks',
        tags: ['checks'],
        summary:
          'The latest run of the automated checks, every finding with its evidence, and the result per claim',
        params: idParamsSchema,
        response: { 200: getChecksResponseSchema, ...errors },
      },
    },
    (request) => service.get(actorOf(request), request.params.id),
  );

  app.post(
    '/api/verifications/:id/findings/:findingId/review',
    {
      config: { access: { anyPermission: REVIEW_FINDINGS_PERMISSIONS } },
      schema: {
        operationId: 'reviewFinding',
        tags: ['checks'],
        summary: 'Confirm or dismiss a finding with a note (audited, under the reviewer’s name)',
        params: findingParamsSchema,
        body: reviewFindingBodySchema,
        response: { 200: getChecksResponseSchema, ...errors },
      },
    },
    (request) =>
      service.review(
        actorOf(request),
        request.params.id,
        request.params.findingId,
        request.body,
        contextOf(request),
      ),
  );

  done();
};
