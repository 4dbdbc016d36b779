import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  educationVerificationFormSchema,
  employmentVerificationFormSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  inviteCandidateBodySchema,
  inviteCandidateResponseSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
  verificationRequestCreatedSchema,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { InvitationsService } from './invitations.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Staff routes that reach a candidate: invitations, the request forms, resending and revoking links. */
export const invitationsRoutes: FastifyPluginCallbackZod<{ service: InvitationsService }> = (
  app,
  { service },
  done,
) => {
  app.post(
    '/api/invite-candidate',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'inviteCandidate',
        tags: ['verifications'],
        summary: 'Invite a candidate: creates the verification and emails the private link',
        body: inviteCandidateBodySchema,
        response: {
          201: inviteCandidateResponseSchema,
          ...errors,
          409: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await service.invite(actorOf(request), request.body, contextOf(request));
      return reply.status(201).send(result);
    },
  );

  const requestFormResponses = {
    201: verificationRequestCreatedSchema,
    ...errors,
    409: errorEnvelopeSchema,
    502: errorEnvelopeSchema,
  };

  app.post(
    '/api/education-verification',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'requestEducationVerification',
        tags: ['verifications'],
        summary:
          'Education verification request form: a verification of type EDUCATION; the candidate is emailed their link',
        body: educationVerificationFormSchema,
        response: requestFormResponses,
      },
    },
    async (request, reply) => {
      const result = await service.requestEducation(actorOf(request), request.body, contextOf(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/employment-verification',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'requestEmploymentVerification',
        tags: ['verifications'],
        summary:
          'Employment verification request form: a verification of type EMPLOYMENT; the candidate is emailed their link',
        body: employmentVerificationFormSchema,
        response: requestFormResponses,
      },
    },
    async (request, reply) => {
      const result = await service.requestEmployment(actorOf(request), request.body, contextOf(request));
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/verifications/:id/resend-invitation',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'resendInvitation',
        tags: ['verifications'],
        summary: 'Email a new candidate link; earlier links keep working until the extended expiry',
        params: idParamsSchema,
        response: {
          200: resendInvitationResponseSchema,
          ...errors,
          409: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    (request) => service.resendInvitation(actorOf(request), request.params.id, contextOf(request)),
  );

  app.post(
    '/api/verifications/:id/revoke-link',
    {
      config: { access: { permission: 'initiate_verification' } },
      schema: {
        operationId: 'revokeCandidateLink',
        tags: ['verifications'],
        summary: 'Revoke every candidate link of the verification at once',
        params: idParamsSchema,
        response: { 200: revokeInvitationResponseSchema, ...errors },
      },
    },
    (request) => service.revokeLink(actorOf(request), request.params.id, contextOf(request)),
  );

  done();
};
