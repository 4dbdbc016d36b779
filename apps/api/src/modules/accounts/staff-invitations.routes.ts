import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptStaffInvitationBodySchema,
  acceptStaffInvitationResponseSchema,
  errorEnvelopeSchema,
  inviteStaffBodySchema,
  listStaffInvitationsResponseSchema,
  staffInvitationLookupQuerySchema,
  staffInvitationLookupResponseSchema,
  staffInvitationParamsSchema,
  staffInvitationResponseSchema,
} from '@candor/contracts';
import type { Auth } from '../../lib/auth.js';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import { signInWithPassword } from '../../lib/auth-bridge.js';
import type { StaffInvitationsService } from './staff-invitations.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const access = { permission: 'user_management' } as const;

export const staffInvitationsRoutes: FastifyPluginCallbackZod<{
  service: StaffInvitationsService;
  auth: Auth;
}> = (app, { service, auth }, done) => {
  app.get(
    '/api/staff-invitations',
    {
      config: { access },
      schema: {
        operationId: 'listStaffInvitations',
        tags: ['members'],
        summary: 'Open (pending or expired) invitations of colleagues',
        response: { 200: listStaffInvitationsResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, invitations: await service.list(actorOf(request)) }),
  );

  app.post(
    '/api/staff-invitations',
    {
      config: { access, rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        operationId: 'inviteStaff',
        tags: ['members'],
        summary: 'Invite a colleague by email with chosen roles',
        body: inviteStaffBodySchema,
        response: { 201: staffInvitationResponseSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        invitation: await service.invite(actorOf(request), request.body, contextOf(request)),
      }),
  );

  app.post(
    '/api/staff-invitations/:invitationId/resend',
    {
      config: { access, rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        operationId: 'resendStaffInvitation',
        tags: ['members'],
        summary: 'Send the invitation again with a new link and expiry',
        params: staffInvitationParamsSchema,
        response: { 200: staffInvitationResponseSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      invitation: await service.resend(actorOf(request), request.params.invitationId, contextOf(request)),
    }),
  );

  app.post(
    '/api/staff-invitations/:invitationId/revoke',
    {
      config: { access },
      schema: {
        operationId: 'revokeStaffInvitation',
        tags: ['members'],
        summary: 'Withdraw an invitation (its link stops working)',
        params: staffInvitationParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await service.revoke(actorOf(request), request.params.invitationId, contextOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/staff-invitations/lookup',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'lookupStaffInvitation',
        tags: ['members'],
        summary: 'The organisation and address behind an invitation link',
        querystring: staffInvitationLookupQuerySchema,
        response: { 200: staffInvitationLookupResponseSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, invitation: await service.lookup(request.query.token) }),
  );

  app.post(
    '/api/staff-invitations/accept',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        operationId: 'acceptStaffInvitation',
        tags: ['members'],
        summary: 'Accept an invitation: choose name and password, then be signed in',
        body: acceptStaffInvitationBodySchema,
        response: { 200: acceptStaffInvitationResponseSchema, 429: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = await service.accept(request.body, contextOf(request));
      return signInWithPassword(
        auth,
        request,
        reply,
        { email, password: request.body.password },
        { success: true, redirectTo: '/dashboard' },
      );
    },
  );
  done();
};
