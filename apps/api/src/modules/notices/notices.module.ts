import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DomainEventDispatcher } from '../../lib/domain-events.js';
import type { Mailer } from '../../lib/mail.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import type { AuditService } from '../audit/audit.service.js';
import { createNoticesRepo } from './notices.repo.js';
import { createNoticesService } from './notices.service.js';

export type NoticesModuleOptions = {
  db: Db;
  mailer: Mailer;
  audit: AuditService;
  realtime: RealtimeHub;
  dispatcher: DomainEventDispatcher;
  config: { publicUrl: string };
  log: FastifyBaseLogger;
};

/**
 * Notices the settings turn on: email notifications (submissions, answers, decisions) and the
 * admin alert when the review queue passes the threshold. A domain-event consumer: nothing is
 * sent from a request, and a redelivered event sends nothing twice.
 */
export const noticesModule = fp<NoticesModuleOptions>(
  (_app, { db, mailer, audit, realtime, dispatcher, config, log }, done) => {
    const service = createNoticesService({
      db,
      repo: createNoticesRepo(db),
      mailer,
      audit,
      realtime,
      publicUrl: config.publicUrl,
      log,
    });
    dispatcher.register({
      name: 'notices',
      types: ['verification.submitted', 'verification.decided', 'verification.status_changed'],
      handle: (event) => service.handle(event),
    });
    done();
  },
  { name: 'notices-module' },
);
