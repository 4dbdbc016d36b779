import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  VIEW_PERMISSIONS,
  administratorsResponseSchema,
  errorEnvelopeSchema,
  listMembersResponseSchema,
  memberParamsSchema,
  memberResponseSchema,
  updateMemberBodySchema,
} from '@candor/contracts';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { MembersService } from './members.service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const access = { permission: 'user_management' } as const;

export const membersRoutes: FastifyPluginCallbackZod<{ service: MembersService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/members',
    {
      config: { access },
      schema: {
        operationId: 'listMembers',
        tags: ['members'],
        summary: "The organisation's members",
        response: { 200: listMembersResponseSchema, ...errors },
      },
    },
    (request) => service.list(actorOf(request)),
  );

  app.get(
    '/api/organisation/administrators',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listAdministrators',
        tags: ['members'],
        summary:
          "Who manages the organisation's members (names only): whom to ask for a department or a role",
        response: { 200: administratorsResponseSchema, ...errors },
      },
    },
    (request) => service.administrators(actorOf(request)),
  );

  app.patch(
    '/api/members/:membershipId',
    {
      config: { access },
      schema: {
        operationId: 'updateMember',
        tags: ['members'],
        summary: "Change a member's roles or department",
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: memberResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      member: await service.update(
        actorOf(request),
        request.params.membershipId,
        request.body,
        contextOf(request),
      ),
    }),
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/api/members/:membershipId/${action}`,
      {
        config: { access },
        schema: {
          operationId: `${action}Member`,
          tags: ['members'],
          summary: active
            ? 'Let a member sign in again'
            : 'Stop a member from signing in (ends their sessions at once)',
          params: memberParamsSchema,
          response: { 200: memberResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        member: await service.setActive(
          actorOf(request),
          request.params.membershipId,
          active,
          contextOf(request),
        ),
      }),
    );
  }
  done();
};
