import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { loggerOptions } from './lib/logger.js';
import { accessPlugin } from './plugins/access.js';
import { csrfPlugin } from './plugins/csrf.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputPlugin } from './plugins/input.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { createSignInLockout } from './lib/sign-in-lockout.js';
import { createAuth } from './lib/auth.js';
import { createMailer, MAIL_BODY_RETENTION_JOB, MAIL_BODY_RETENTION_JOB_EVERY_MINUTES } from './lib/mail.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { createDemoService, DEMO_ORGANISATION_SLUG } from './modules/demo/demo.service.js';
import { demoRoutes } from './modules/demo/demo.routes.js';
import { createSettingsRepo } from './modules/settings/settings.repo.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createDashboardRepo } from './modules/dashboard/dashboard.repo.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createAccountsRepo } from './modules/accounts/accounts.repo.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { createMembersService } from './modules/accounts/members.service.js';
import { membersRoutes } from './modules/accounts/members.routes.js';
import { createStaffInvitationsRepo } from './modules/accounts/staff-invitations.repo.js';
import { createStaffInvitationsService } from './modules/accounts/staff-invitations.service.js';
import { staffInvitationsRoutes } from './modules/accounts/staff-invitations.routes.js';
import { outboxRoutes } from './modules/accounts/outbox.routes.js';
import { createOutboxService } from './modules/accounts/outbox.service.js';
import { spaPlugin } from './plugins/spa.js';
import { createAuditRepo } from './modules/audit/audit.repo.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createLeadsRepo } from './modules/leads/leads.repo.js';
import { createLeadsService } from './modules/leads/leads.service.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { createSystemRepo } from './modules/system/system.repo.js';
import { createSystemService } from './modules/system/system.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createFieldCipher } from './lib/crypto.js';
import { createLocalStorage, type Storage } from './lib/storage.js';
import { createDocumentsRepo } from './modules/documents/documents.repo.js';
import { createDocumentsService } from './modules/documents/documents.service.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { documentsMaintenance } from './modules/documents/documents.maintenance.js';
import {
  createEmailCheckService,
  systemMxResolver,
  type MxResolver,
} from './modules/email-check/email-check.service.js';
import { emailCheckRoutes } from './modules/email-check/email-check.routes.js';
import { createVerificationsRepo } from './modules/verifications/verifications.repo.js';
import {
  createGuessLimiter,
  createVerificationAccess,
} from './modules/verifications/verification-access.service.js';
import { createVerificationsService } from './modules/verifications/verifications.service.js';
import { verificationsRoutes } from './modules/verifications/verifications.routes.js';
import { createCandidatePortalService } from './modules/verifications/candidate-portal.service.js';
import { candidatePortalRoutes } from './modules/verifications/candidate-portal.routes.js';
import { fromNodeHeaders } from 'better-auth/node';
import { verificationVisibility } from '@candor/contracts';
import { createRealtimeHub, type RealtimeAuthentication } from './lib/realtime.js';
import { closeRedis, connectRedis } from './lib/redis.js';
import { createMemoryWindowCounter, createRedisWindowCounter } from './lib/window-counter.js';
import { createJobRunner, type JobRunner } from './lib/jobs.js';
import { createInformationRequestsRepo } from './modules/verifications/information-requests.repo.js';
import { createSectionDigester } from './modules/verifications/information-request-rules.js';
import { createReviewService } from './modules/verifications/review.service.js';
import { reviewRoutes } from './modules/verifications/review.routes.js';
import { createReportsService } from './modules/verifications/reports.service.js';
import { reportsRoutes } from './modules/verifications/reports.routes.js';
import { createEventLogService } from './modules/audit/event-log.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { createRemindersRepo } from './modules/reminders/reminders.repo.js';
import {
  createRemindersService,
  REMINDER_JOB,
  REMINDER_JOB_EVERY_MINUTES,
} from './modules/reminders/reminders.service.js';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Overrides pino options (tests pass `false` or a stream). */
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
  /** DNS MX lookups of the email pre-check (tests pass a fake; the system resolver otherwise). */
  resolveMx?: MxResolver;
  /** Where uploaded files are stored (local disk under DATA_DIR/files by default). */
  storage?: Storage;
  /**
   * Whether the recurring jobs (candidate reminders) run on their schedule in this process. The
   * server turns it on; tests leave it off and run a job with `app.jobs.runNow(name)`.
   */
  startJobs?: boolean;
  /**
   * `lifted` turns every rate limit off. Only in-process tools that send thousands of requests on
   * purpose (the fuzzer) pass it; the server never does, and no environment variable sets it.
   */
  rateLimits?: 'enforced' | 'lifted';
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The recurring jobs (pg-boss in the app's database). */
    jobs: JobRunner;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole API as one Fastify instance from its dependencies. The entry point
 * (server.ts) and the tests (test/build-test-app.ts) both call this.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { allowedOrigins: config.allowedOrigins, publicUrl: config.publicUrl });
  await app.register(securityPlugin, { https: config.publicUrl.startsWith('https://') });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, lifted: deps.rateLimits === 'lifted' });
  await app.register(openApiPlugin, { publicUrl: config.publicUrl });

  const { db } = database;
  const now = () => new Date((deps.now ?? Date.now)());
  const audit = createAuditService({ repo: createAuditRepo(db) });
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const lockout = createSignInLockout({ db, now });
  const auth = createAuth({ db, config, mailer, lockout, now, log: app.log });
  const accountsRepo = createAccountsRepo(db);
  // Realtime (socket.io at /api/socket.io, attached below): services raise events after their
  // transactions commit, and close the connections of sessions that end.
  const realtime = createRealtimeHub({ log: app.log });
  const accounts = createAccountsService({
    db,
    repo: accountsRepo,
    auth,
    realtime,
    audit,
    mailer,
    publicUrl: config.publicUrl,
    sessionMaxHours: config.session.maxHours,
    lockout,
    demoMode: config.demoMode,
    now,
  });
  await app.register(authenticatePlugin, { accounts });

  const systemService = createSystemService({
    repo: createSystemRepo(database),
    startedAt: (deps.now ?? Date.now)(),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(systemRoutes, { service: systemService });
  await app.register(accountsRoutes, { service: accounts, auth });
  if (config.demoMode) {
    const demo = createDemoService({ accounts, appSecret: config.appSecret });
    await demo.ensureSeeded();
    await app.register(demoRoutes, { service: demo, auth });
  }
  await app.register(membersRoutes, {
    service: createMembersService({ db, repo: accountsRepo, audit, realtime }),
  });
  await app.register(outboxRoutes, {
    service: createOutboxService({
      repo: accountsRepo,
      demoMode: config.demoMode,
      demoOrganisationSlug: DEMO_ORGANISATION_SLUG,
    }),
  });
  await app.register(staffInvitationsRoutes, {
    auth,
    service: createStaffInvitationsService({
      db,
      repo: createStaffInvitationsRepo(db),
      accounts: accountsRepo,
      auth,
      audit,
      mailer,
      publicUrl: config.publicUrl,
      now,
    }),
  });
  await app.register(dashboardRoutes, {
    service: createDashboardService({
      repo: createDashboardRepo(db),
      isDatabaseUp: () =>
        database.ping().then(
          () => true,
          () => false,
        ),
      now,
    }),
  });
  await app.register(settingsRoutes, {
    service: createSettingsService({ db, repo: createSettingsRepo(db), audit }),
  });
  await app.register(leadsRoutes, { service: createLeadsService({ db, repo: createLeadsRepo(db), audit }) });

  await realtime.attach({
    server: app.server,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
    authenticate: async (headers): Promise<RealtimeAuthentication> => {
      const actor = await accounts.resolveActor(fromNodeHeaders(headers), { refresh: false });
      if (!actor) return { ok: false, reason: 'unauthenticated' };
      // Until the organisation's MFA rule is met, no live verification events either.
      if (actor.mfaSetupRequired) return { ok: false, reason: 'forbidden' };
      const member = actor.member;
      const visibility = member ? verificationVisibility(member.roles) : 'none';
      if (!member || visibility === 'none') return { ok: false, reason: 'forbidden' };
      return {
        ok: true,
        viewer: {
          userId: actor.userId,
          sessionId: actor.sessionId,
          sessionExpiresAt: actor.sessionExpiresAt,
          organisationId: member.organisationId,
          visibility,
          department: member.department,
        },
      };
    },
  });
  app.addHook('preClose', async () => {
    await realtime.close();
  });

  // Invalid candidate-link guesses are counted per address, on Redis when several processes run.
  const guessCounter = async () => {
    if (!config.redisUrl) return createMemoryWindowCounter(() => now().getTime());
    const client = await connectRedis(config.redisUrl, app.log, 'link guesses');
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
    return createRedisWindowCounter(client, 'candor:link-guesses:');
  };
  const verificationsRepo = createVerificationsRepo(db);
  const informationRequestsRepo = createInformationRequestsRepo(db);
  const verificationAccess = createVerificationAccess({
    repo: verificationsRepo,
    informationRequests: informationRequestsRepo,
    guesses: createGuessLimiter({
      max: deps.rateLimits === 'lifted' ? Number.MAX_SAFE_INTEGER : 30,
      windowMs: 15 * 60 * 1000,
      counter: await guessCounter(),
    }),
    now,
  });
  const documents = createDocumentsService({
    db,
    repo: createDocumentsRepo(db),
    access: verificationAccess,
    storage:
      deps.storage ??
      createLocalStorage({ root: path.join(config.dataDir, 'files'), secret: config.appSecret }),
    audit,
    realtime,
    now,
  });
  const ssnCipher = createFieldCipher(config.appSecret, 'ssn');
  const sectionDigests = createSectionDigester(config.appSecret);
  await app.register(verificationsRoutes, {
    service: createVerificationsService({
      db,
      repo: verificationsRepo,
      access: verificationAccess,
      documents,
      accounts,
      audit,
      mailer,
      ssnCipher,
      realtime,
      publicUrl: config.publicUrl,
      mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
      now,
    }),
  });
  const review = createReviewService({
    db,
    repo: verificationsRepo,
    informationRequests: informationRequestsRepo,
    access: verificationAccess,
    documents,
    accounts,
    audit,
    mailer,
    ssnCipher,
    sectionDigests,
    realtime,
    publicUrl: config.publicUrl,
    now,
  });
  await app.register(reviewRoutes, { service: review });
  await app.register(candidatePortalRoutes, {
    service: createCandidatePortalService({
      db,
      repo: verificationsRepo,
      access: verificationAccess,
      documents,
      audit,
      ssnCipher,
      informationRequests: informationRequestsRepo,
      sectionDigests,
      realtime,
      now,
    }),
    review,
    // A deadline may not be before today in any time zone the reviewer may be in (UTC-12 is the
    // last to reach a date), so nobody's local "today" is refused.
    today: () => new Date(now().getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10),
  });
  await app.register(reportsRoutes, {
    service: createReportsService({ repo: verificationsRepo, access: verificationAccess, audit, now }),
  });
  await app.register(auditRoutes, {
    service: createEventLogService({ repo: createAuditRepo(db), scopeOf: verificationAccess.scopeOf }),
  });

  // Recurring jobs on pg-boss, in the app's own database (PostgreSQL or embedded).
  const jobs = createJobRunner({ executeSql: database.executeSql, log: app.log });
  const reminders = createRemindersService({
    db,
    repo: createRemindersRepo(db),
    mailer,
    audit,
    issueLink: (tx, verification, at) => verificationAccess.issueLink(tx, verification, at),
    publicUrl: config.publicUrl,
    now,
  });
  jobs.register({
    name: REMINDER_JOB,
    everyMinutes: REMINDER_JOB_EVERY_MINUTES,
    handler: () => reminders.run(),
  });
  jobs.register({
    name: MAIL_BODY_RETENTION_JOB,
    everyMinutes: MAIL_BODY_RETENTION_JOB_EVERY_MINUTES,
    handler: () => mailer.clearExpiredBodies(now()),
  });
  app.decorate('jobs', jobs);
  if (deps.startJobs === true) {
    app.addHook('onReady', async () => {
      await jobs.start();
    });
    app.addHook('preClose', async () => {
      await jobs.stop();
    });
  }
  await app.register(documentsRoutes, { service: documents });
  await app.register(documentsMaintenance, { service: documents });
  await app.register(emailCheckRoutes, {
    service: createEmailCheckService({ resolveMx: deps.resolveMx ?? systemMxResolver() }),
  });

  await app.register(spaPlugin, { webDistDir: config.webDistDir });

  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
