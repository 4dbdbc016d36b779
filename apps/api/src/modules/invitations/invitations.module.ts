import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { Mailer } from '../../lib/mail.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { invitationsRoutes } from './invitations.routes.js';
import { createInvitationsService } from './invitations.service.js';

export type InvitationsModuleOptions = {
  config: Pick<Config, 'publicUrl' | 'smtpUrl'>;
  db: Db;
  audit: AuditService;
  mailer: Mailer;
  events: DomainEvents;
  now: () => Date;
  core: VerificationCore;
  accounts: AccountsService;
};

/** Candidate invitations, the request forms (the free trial among them), resending and revoking links. */
export const invitationsModule = fp<InvitationsModuleOptions>(
  async (app, { config, db, audit, mailer, events, now, core, accounts }) => {
    await app.register(invitationsRoutes, {
      service: createInvitationsService({
        db,
        repo: core.repo,
        access: core.access,
        lifecycle: core.lifecycle,
        events,
        accounts,
        audit,
        mailer,
        publicUrl: config.publicUrl,
        mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
        now,
      }),
    });
  },
  { name: 'invitations-module', dependencies: ['authenticate'] },
);
