import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Auth } from '../../lib/auth.js';
import type { Mailer } from '../../lib/mail.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import type { SignInLockout } from '../../lib/sign-in-lockout.js';
import type { AuditService } from '../audit/audit.service.js';
import { createAccountsRepo } from './accounts.repo.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';
import { createSessionResolver } from './session-resolver.js';
import { membersRoutes } from './members.routes.js';
import { createMembersService } from './members.service.js';
import { outboxRoutes } from './outbox.routes.js';
import { createOutboxService } from './outbox.service.js';
import { createStaffInvitationsRepo } from './staff-invitations.repo.js';
import { staffInvitationsRoutes } from './staff-invitations.routes.js';
import { createStaffInvitationsService } from './staff-invitations.service.js';

export type AccountsModuleOptions = {
  config: Pick<Config, 'publicUrl' | 'session' | 'demoMode' | 'appSecret'>;
  db: Db;
  auth: Auth;
  realtime: RealtimeHub;
  audit: AuditService;
  mailer: Mailer;
  lockout: SignInLockout;
  now: () => Date;
  /** The slug of the seeded demo organisation (its mail is the only mail demo users see). */
  demoOrganisationSlug: string;
};

/**
 * Users, sessions and members of organisations, staff invitations and the demo outbox. The
 * accounts service is built first: the app authenticates every request with it and other
 * modules are given it; `plugin` registers the module's routes.
 */
export function createAccountsModule(deps: AccountsModuleOptions) {
  const { config, db, auth, realtime, audit, mailer, now } = deps;
  const repo = createAccountsRepo(db);
  const service = createAccountsService({
    db,
    repo,
    auth,
    realtime,
    audit,
    mailer,
    publicUrl: config.publicUrl,
    sessions: createSessionResolver({
      db,
      appSecret: config.appSecret,
      secureCookies: config.publicUrl.startsWith('https://'),
      idleMinutes: config.session.idleMinutes,
      maxHours: config.session.maxHours,
      now,
    }),
    lockout: deps.lockout,
    demoMode: config.demoMode,
    now,
  });

  const plugin = fp(
    async (app) => {
      await app.register(accountsRoutes, { service, auth });
      await app.register(membersRoutes, { service: createMembersService({ db, repo, audit, realtime }) });
      await app.register(outboxRoutes, {
        service: createOutboxService({
          repo,
          demoMode: config.demoMode,
          demoOrganisationSlug: deps.demoOrganisationSlug,
        }),
      });
      await app.register(staffInvitationsRoutes, {
        auth,
        service: createStaffInvitationsService({
          db,
          repo: createStaffInvitationsRepo(db),
          accounts: repo,
          auth,
          audit,
          mailer,
          publicUrl: config.publicUrl,
          now,
        }),
      });
    },
    { name: 'accounts-module', dependencies: ['authenticate'] },
  );

  return { service, plugin };
}
