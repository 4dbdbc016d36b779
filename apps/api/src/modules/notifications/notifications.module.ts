import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { DomainEventDispatcher } from '../../lib/domain-events.js';
import { notificationsConsumer } from './notifications.consumer.js';
import { createNotificationsRepo } from './notifications.repo.js';
import { notificationsRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

export type NotificationsModuleOptions = { db: Db; now: () => Date; dispatcher: DomainEventDispatcher };

/** The members' notification history: the consumer that writes it and the routes that read it. */
export const notificationsModule = fp<NotificationsModuleOptions>(
  async (app, { db, now, dispatcher }) => {
    const repo = createNotificationsRepo(db);
    dispatcher.register(notificationsConsumer(repo));
    await app.register(notificationsRoutes, { service: createNotificationsService({ repo, now }) });
  },
  { name: 'notifications-module' },
);
