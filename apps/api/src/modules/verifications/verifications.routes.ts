import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  educationVerificationFormSchema,
  employmentVerificationFormSchema,
  errorEnvelopeSchema,
  getVerificationQuerySchema,
  myVerificationsResponseSchema,
  ownVerificationLinkResponseSchema,
  staffCandidateInformationBodySchema,
  verificationRequestCreatedSchema,
  getVerificationResponseSchema,
  idParamsSchema,
  inviteCandidateBodySchema,
  inviteCandidateResponseSchema,
  listVerificationsQuerySchema,
  listVerificationsResponseSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
  verificationStatusResponseSchema,
  type Permission,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { VerificationsService } from './verifications.service.js';

const VIEW_PERMISSIONS: readonly Permission[] = [
  'view_all_verifications',
  'view_department_verifications',
  'view_own_verifications',
];

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/** Staff routes: invitations and the verification records of the caller's organisation. */
export const verificationsRoutes: FastifyPluginCallbackZod<{ service: VerificationsService }> = (
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
        summary: 'Invite a candidate: creates the verification and emails the private link (SPEC §7 call 2)',
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

  app.get(
    '/api/verifications',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listVerifications',
        tags: ['verifications'],
        summary: 'Verifications the caller may see, newest activity first (SPEC §7 call 6)',
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

  app.get(
    '/api/verifications/:id/status',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'getVerificationStatus',
        tags: ['verifications'],
        summary: 'What the verification status screen shows',
        params: idParamsSchema,
        response: { 200: verificationStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      verification: await service.getStatusView(actorOf(request), request.params.id),
    }),
  );

  done();
};
