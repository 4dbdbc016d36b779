import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  errorEnvelopeSchema,
  listNotificationsQuerySchema,
  listNotificationsResponseSchema,
  markNotificationsReadResponseSchema,
  notificationParamsSchema,
  VIEW_PERMISSIONS,
} from '@candor/contracts';
import { actorOf } from '../../plugins/authenticate.js';
import type { NotificationsService } from './notifications.service.js';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** The caller's own notification history: list (paged, filtered), mark one read, mark all read. */
export const notificationsRoutes: FastifyPluginCallbackZod<{ service: NotificationsService }> = (
  app,
  { service },
  done,
) => {
  app.get(
    '/api/notifications',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: "The caller's own notifications, newest first; filter by type or unread",
        querystring: listNotificationsQuerySchema,
        response: { 200: listNotificationsResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.list(actorOf(request), request.query)),
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'markAllNotificationsRead',
        tags: ['notifications'],
        summary: "Mark all of the caller's notifications read",
        response: { 200: markNotificationsReadResponseSchema, ...errors },
      },
    },
    (request) => service.markAllRead(actorOf(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: { anyPermission: VIEW_PERMISSIONS } },
      schema: {
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read',
        params: notificationParamsSchema,
        response: { 200: markNotificationsReadResponseSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    (request) => service.markRead(actorOf(request), request.params.id),
  );

  done();
};
