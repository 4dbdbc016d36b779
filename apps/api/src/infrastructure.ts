import { loggableError } from './lib/logger.js';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { createAuth, type Auth } from './lib/auth.js';
import { createJobRunner, type JobRunner } from './lib/jobs.js';
import {
  createDomainEventDispatcher,
  domainEventsFor,
  type DomainEventDispatcher,
  type DomainEvents,
} from './lib/domain-events.js';
import { createMailer, mailBodyRetentionJob, type Mailer } from './lib/mail.js';
import { domainEventsPruneJob } from './lib/domain-events-prune.js';
import { createRealtimeHub, type RealtimeHub } from './lib/realtime.js';
import { createSignInLockout, type SignInLockout } from './lib/sign-in-lockout.js';
import { createLocalStorage, type Storage } from './lib/storage.js';
import { createAuditTrail } from './modules/audit/audit.module.js';
import type { AuditService } from './modules/audit/audit.service.js';
import type { MxResolver } from './modules/email-check/email-check.service.js';

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
   * Whether this process runs jobs (sent ones, the recurring ones on their schedule, the start-up
   * runs such as the orphan file sweep). The server turns it on; tests leave it off and run a job
   * with `app.jobs.runNow(name)`. `'after-listen'` (the server) starts them once the server
   * listens, so start-up does not wait for the queue; work requested meanwhile is picked up by the
   * start-up runs (the checks' recovery job).
   */
  startJobs?: boolean | 'after-listen';
  /**
   * `lifted` turns every rate limit off. Only in-process tools that send thousands of requests on
   * purpose (the fuzzer) pass it; the server never does, and no environment variable sets it.
   */
  rateLimits?: 'enforced' | 'lifted';
  /**
   * Whether this process delivers domain events (on by default). Only the crash test turns it
   * off, to leave committed events for the next process.
   */
  startEvents?: boolean;
};

/**
 * What every module may be given: built once per app, before any module, and passed to each
 * module's plugin as its options (a module's options type names the part it uses).
 */
export type Infrastructure = {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  /** The app's clock in milliseconds (tests fix it through `AppDeps.now`). */
  clock: () => number;
  now: () => Date;
  audit: AuditService;
  mailer: Mailer;
  lockout: SignInLockout;
  auth: Auth;
  /** Realtime (socket.io at /api/socket.io, attached once the accounts module exists). */
  realtime: RealtimeHub;
  storage: Storage;
  /** The jobs; modules register theirs, the app starts them when it is ready. */
  jobs: JobRunner;
  /** Domain events: services record them in their transactions (docs/decisions/015-transactional-outbox.md). */
  events: DomainEvents;
  /** Delivers recorded domain events to their consumers after commit; modules register consumers. */
  dispatcher: DomainEventDispatcher;
  rateLimits: 'enforced' | 'lifted';
  resolveMx: MxResolver | undefined;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** The jobs (pg-boss in the app's database): `send`, and `runNow` for tests. */
    jobs: JobRunner;
    /** The domain event dispatcher: `register` a consumer, `drain` pending events. */
    domainEvents: DomainEventDispatcher;
  }
}

/** Builds the shared infrastructure and ties its lifecycle (close, job start and stop) to the app. */
export function createInfrastructure(app: FastifyInstance, deps: AppDeps): Infrastructure {
  const { config, database } = deps;
  const { db } = database;
  const clock = deps.now ?? Date.now;
  const now = () => new Date(clock());
  const audit = createAuditTrail(db);
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const lockout = createSignInLockout({ db, now });
  const auth = createAuth({ db, config, mailer, lockout, now, log: app.log });
  // Loaded once the server listens, so start-up does not wait for it (lib/auth.ts).
  app.addHook('onListen', (done) => {
    auth.load().catch((error: unknown) => {
      app.log.error({ err: loggableError(error) }, 'the identity library did not load');
    });
    done();
  });
  // Realtime carries the domain events' consumer output, and closes the connections of sessions
  // that end.
  const realtime = createRealtimeHub({ log: app.log });
  const storage =
    deps.storage ??
    createLocalStorage({ root: path.join(config.dataDir, 'files'), secret: config.appSecret });

  // Domain events: recorded by services in their transactions, delivered after commit by the
  // dispatcher to the consumers modules register (realtime is the first).
  const dispatcher = createDomainEventDispatcher({ db, log: app.log });
  app.decorate('domainEvents', dispatcher);
  if (deps.startEvents !== false) {
    app.addHook('onReady', (done) => {
      dispatcher.start();
      done();
    });
  }
  app.addHook('preClose', async () => {
    await dispatcher.stop();
  });
  app.addHook('preClose', async () => {
    await realtime.close();
  });

  // Jobs on pg-boss, in the app's own database (PostgreSQL or embedded): one registry, one scheduler.
  const jobs = createJobRunner({ executeSql: database.executeSql, log: app.log });
  jobs.register(mailBodyRetentionJob({ mailer, now }));
  jobs.register(domainEventsPruneJob({ db, now }));
  app.decorate('jobs', jobs);
  if (deps.startJobs === true || deps.startJobs === 'after-listen') {
    let starting: Promise<void> | null = null;
    const start = () => (starting ??= jobs.start());
    if (deps.startJobs === 'after-listen') {
      app.addHook('onListen', (done) => {
        start().catch((error: unknown) => {
          // A server whose jobs cannot run is not healthy: it stops rather than serve without them.
          app.log.fatal({ err: loggableError(error) }, 'the job queue did not start; stopping');
          process.exitCode = 1;
          void app.close();
        });
        done();
      });
    } else {
      app.addHook('onReady', async () => {
        await start();
      });
    }
    app.addHook('preClose', async () => {
      await starting?.catch(() => undefined);
      await jobs.stop();
    });
  }

  return {
    config,
    database,
    db,
    log: app.log,
    clock,
    now,
    audit,
    mailer,
    lockout,
    auth,
    realtime,
    storage,
    jobs,
    events: domainEventsFor(dispatcher),
    dispatcher,
    rateLimits: deps.rateLimits ?? 'enforced',
    resolveMx: deps.resolveMx,
  };
}
