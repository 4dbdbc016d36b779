import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimParamsSchema,
  errorEnvelopeSchema,
  getChecksResponseSchema,
  idParamsSchema,
  idSchema,
  reviewFindingBodySchema,
  startChecksBodySchema,
  startChecksResponseSchema,
  verifyClaimBodySchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import { REVIEW_FINDINGS_PERMISSIONS, RUN_CHECKS_PERMISSIONS, type ChecksService } from './checks.service.js';
import { VERIFY_CLAIMS_PERMISSION } from './claim-verification.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const findingParamsSchema = z.object({ id: idSchema, findingId: idSchema });

/**
 * The automated checks of a verification: start a run, read its findings, review one; and a
 * person's verification of a claim with a primary source.
 */
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

  app.put(
    '/api/verifications/:id/claims/:section/:index/verification',
    {
      config: { access: { permission: VERIFY_CLAIMS_PERMISSION } },
      schema: {
        operationId: 'verifyClaim',
        tags: ['checks'],
        summary:
          'Mark a claim (an education or employment entry) verified with a primary source, or replace that record: who confirmed, how, a note and an optional document (audited)',
        params: claimParamsSchema,
        body: verifyClaimBodySchema,
        response: { 200: getChecksResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    (request) => service.verifyClaim(actorOf(request), request.params, request.body, contextOf(request)),
  );

  app.delete(
    '/api/verifications/:id/claims/:section/:index/verification',
    {
      config: { access: { permission: VERIFY_CLAIMS_PERMISSION } },
      schema: {
        operationId: 'withdrawClaimVerification',
        tags: ['checks'],
        summary: 'Withdraw a person’s verification of a claim (audited)',
        params: claimParamsSchema,
        response: { 200: getChecksResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    (request) => service.withdrawClaimVerification(actorOf(request), request.params, contextOf(request)),
  );

  done();
};
