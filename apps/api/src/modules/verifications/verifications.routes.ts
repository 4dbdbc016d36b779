import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  getVerificationQuerySchema,
  getVerificationResponseSchema,
  idParamsSchema,
  listVerificationsQuerySchema,
  listVerificationsResponseSchema,
  myVerificationsResponseSchema,
  ownVerificationLinkResponseSchema,
  staffCandidateInformationBodySchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { VerificationsService } from './verifications.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Staff routes: the verification records of the caller's organisation and a candidate's own. */
export const verificationsRoutes: FastifyPluginCallbackZod<{ service: VerificationsService }> = (
  app,
  { service },
  done,
) => {
  app.put(
    '/api/verifications/:id/candidate-information',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'updateCandidateInformation',
        tags: ['verifications'],
        summary:
          'Staff complete or correct the candidate information (SSN stored encrypted; SSN and date of birth left out are kept)',
        params: idParamsSchema,
        body: staffCandidateInformationBodySchema,
        response: { 200: getVerificationResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await service.updateCandidateInformation(
        actorOf(request),
        request.params.id,
        request.body,
        contextOf(request),
      );
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.get(
    '/api/my-verifications',
    {
      config: { access: { permission: 'view_own_status' } },
      schema: {
        operationId: 'listMyVerifications',
        tags: ['verifications'],
        summary: "The signed-in candidate's own verifications: status, open link and open requests",
        response: { 200: myVerificationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.listOwn(actorOf(request));
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.post(
    '/api/my-verifications/:id/link',
    {
      config: { access: { permission: 'view_own_status' } },
      schema: {
        operationId: 'openMyVerificationLink',
        tags: ['verifications'],
        summary: "A new private link to the signed-in candidate's own verification, while it is open",
        params: idParamsSchema,
        response: { 200: ownVerificationLinkResponseSchema, ...errors, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await service.openOwnLink(actorOf(request), request.params.id, contextOf(request));
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  app.get(
    '/api/verifications',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listVerifications',
        tags: ['verifications'],
        summary: 'Verifications the caller may see, newest activity first',
        querystring: listVerificationsQuerySchema,
        response: { 200: listVerificationsResponseSchema, ...errors },
      },
    },
    (request) => service.list(actorOf(request), request.query),
  );

  app.get(
    '/api/verifications/:id',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerification',
        tags: ['verifications'],
        summary: 'One verification; personal data fields masked unless ?reveal=pii (view_pii, audited)',
        params: idParamsSchema,
        querystring: getVerificationQuerySchema,
        response: { 200: getVerificationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.get(
        actorOf(request),
        request.params.id,
        request.query,
        contextOf(request),
      );
      return reply.header('cache-control', 'no-store').send(result);
    },
  );

  done();
};
