import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createFieldCipher } from '../../lib/crypto.js';
import type { DomainEventDispatcher, DomainEvents } from '../../lib/domain-events.js';
import type { RealtimeHub } from '../../lib/realtime.js';
import { realtimeConsumer } from '../../lib/realtime-consumer.js';
import { closeRedis, connectRedis } from '../../lib/redis.js';
import { createMemoryWindowCounter, createRedisWindowCounter } from '../../lib/window-counter.js';
import type { AuditService } from '../audit/audit.service.js';
import { createSectionDigester } from './information-request-rules.js';
import { createInformationRequestsRepo } from './information-requests.repo.js';
import { createVerificationLifecycle } from './lifecycle.service.js';
import { createGuessLimiter, createVerificationAccess } from './verification-access.service.js';
import type { VerificationCore } from './verification-core.service.js';
import { createTimelineRepo } from './timeline.repo.js';
import { timelineRoutes } from './timeline.routes.js';
import { createTimelineService } from './timeline.service.js';
import { verificationsRoutes } from './verifications.routes.js';
import { createVerificationsRepo } from './verifications.repo.js';
import { createVerificationsService, type VerificationDocuments } from './verifications.service.js';

export type VerificationCoreOptions = {
  config: Pick<Config, 'redisUrl' | 'appSecret'>;
  db: Db;
  now: () => Date;
  rateLimits: 'enforced' | 'lifted';
  audit: AuditService;
  events: DomainEvents;
  dispatcher: Pick<DomainEventDispatcher, 'register'>;
  realtime: RealtimeHub;
};

/**
 * The verification core other modules are given: who may see or reach which verification
 * (`access`), the one lifecycle transition, the repos and the ciphers the verification modules
 * share (invitations, candidate portal, review, reports). It also
 * registers the realtime consumer of the domain events (who sees a verification is decided here).
 */
export async function createVerificationCore(
  app: FastifyInstance,
  deps: VerificationCoreOptions,
): Promise<VerificationCore> {
  const { config, db, now } = deps;
  // Invalid candidate-link guesses are counted per address, on Redis when several processes run.
  const guessCounter = async () => {
    if (!config.redisUrl) return createMemoryWindowCounter(() => now().getTime());
    const client = await connectRedis(config.redisUrl, app.log, 'link guesses');
    app.addHook('onClose', async () => {
      await closeRedis(client);
    });
    return createRedisWindowCounter(client, 'candor:link-guesses:');
  };
  const repo = createVerificationsRepo(db);
  const informationRequests = createInformationRequestsRepo(db);
  const access = createVerificationAccess({
    repo,
    informationRequests,
    guesses: createGuessLimiter({
      max: deps.rateLimits === 'lifted' ? Number.MAX_SAFE_INTEGER : 30,
      windowMs: 15 * 60 * 1000,
      counter: await guessCounter(),
    }),
    now,
  });
  deps.dispatcher.register(
    realtimeConsumer({
      hub: deps.realtime,
      audienceOf: (organisationId, id) => repo.findAudience(organisationId, id),
    }),
  );
  const lifecycle = createVerificationLifecycle({ repo, access, audit: deps.audit, events: deps.events });
  return {
    access,
    repo,
    informationRequests,
    lifecycle,
    ssnCipher: createFieldCipher(config.appSecret, 'ssn'),
    sectionDigests: createSectionDigester(config.appSecret),
  };
}

export type VerificationsModuleOptions = {
  config: Pick<Config, 'publicUrl'>;
  db: Db;
  audit: AuditService;
  events: DomainEvents;
  now: () => Date;
  core: VerificationCore;
  /** The documents module's service (the core takes only what it lists). */
  documents: VerificationDocuments;
};

/** The staff's verification records: the list, one record, corrections, a candidate's own. */
export const verificationsModule = fp<VerificationsModuleOptions>(
  async (app, { config, db, audit, events, now, core, documents }) => {
    await app.register(verificationsRoutes, {
      service: createVerificationsService({
        db,
        repo: core.repo,
        access: core.access,
        lifecycle: core.lifecycle,
        events,
        audit,
        documents,
        ssnCipher: core.ssnCipher,
        publicUrl: config.publicUrl,
        now,
      }),
    });
    await app.register(timelineRoutes, {
      service: createTimelineService({ repo: createTimelineRepo(db), access: core.access }),
    });
  },
  { name: 'verifications-module', dependencies: ['authenticate'] },
);
