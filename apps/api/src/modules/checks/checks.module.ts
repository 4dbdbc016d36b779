import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { DomainEventDispatcher, DomainEvents } from '../../lib/domain-events.js';
import type { JobRunner } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage.js';
import type { AuditService } from '../audit/audit.service.js';
import type { VerificationCore } from '../verifications/verification-core.service.js';
import { otherApplicationOf } from './context.js';
import { checksRecoverJob } from './checks.jobs.js';
import { createChecksRepo } from './checks.repo.js';
import { checksRoutes } from './checks.routes.js';
import { createChecksService } from './checks.service.js';
import { createDocumentFactsStore } from './extraction/document-facts.js';
import { documentFactsConsumer, documentFactsJob } from './extraction/extraction.jobs.js';
import { sharedOcrEngine } from './extraction/ocr.js';
import type { Check } from './check.js';
import { createLinkedinRepo } from './linkedin.repo.js';
import { linkedinRoutes } from './linkedin.routes.js';
import { createLinkedinService } from './linkedin.service.js';
import { createRunExecutor } from './run-executor.js';
import { createStatusViewRepo } from './status-view.repo.js';
import { statusViewRoutes } from './status-view.routes.js';
import { createStatusViewService } from './status-view.service.js';

export type ChecksModuleOptions = {
  db: Db;
  log: FastifyBaseLogger;
  audit: AuditService;
  events: DomainEvents;
  dispatcher: Pick<DomainEventDispatcher, 'register'>;
  jobs: JobRunner;
  now: () => Date;
  core: VerificationCore;
  storage: Storage;
};

/**
 * The verification engine (docs/product.md#automated-checks): routes to run and review the
 * checks, the consumer that runs a requested run in this process, and the recovery job; and the
 * status screen, whose results come from the checks. The service is built first (the
 * verification report reads and starts the checks through it); `plugin` registers the rest.
 */
export function createChecksModule(deps: ChecksModuleOptions) {
  const { db, log, audit, events, dispatcher, jobs, now, core, storage } = deps;
  // Documents are read off the request path: by a job after each upload, and by a run for
  // whatever is still missing. One OCR worker serves the whole process.
  const ocr = sharedOcrEngine();
  // The rules and their reference data load once the server listens, off the start-up path.
  let checks: Promise<readonly Check[]> | null = null;
  const loadChecks = () => (checks ??= import('./registry.js').then((registry) => registry.CHECKS));
  const documentFacts = createDocumentFactsStore({ db, storage, log, now, ocr });
  const service = createChecksService({
    db,
    repo: createChecksRepo(db),
    access: core.access,
    lifecycle: core.lifecycle,
    audit,
    events,
    log,
    now,
    checks: loadChecks,
    documentFacts,
    otherApplicationOf,
  });
  const plugin = fp(
    async (app) => {
      app.addHook('onListen', (done) => {
        loadChecks().catch((error: unknown) => {
          log.error(
            { err: error instanceof Error ? error.message : String(error) },
            'the checks did not load',
          );
        });
        done();
      });
      jobs.register(documentFactsJob({ store: documentFacts }));
      dispatcher.register(documentFactsConsumer(jobs));
      app.addHook('onClose', () => ocr.close());
      jobs.register(checksRecoverJob({ service, log }));
      const executor = createRunExecutor({ execute: (runId) => service.execute(runId), log });
      // Idempotent: a second delivery finds the run taken or finished. A process that runs no jobs
      // (tests) leaves the run to the recovery job of one that does.
      dispatcher.register({
        name: 'checks',
        types: ['checks.requested'],
        handle(event) {
          if (event.type === 'checks.requested' && jobs.isStarted()) executor.enqueue(event.payload.runId);
        },
      });
      // The checks start by themselves when a candidate submits or answers a request for more
      // information, if the organisation keeps that setting on (docs/product.md#automated-checks).
      dispatcher.register({
        name: 'checks-on-submission',
        types: ['verification.submitted'],
        async handle(event) {
          if (event.type !== 'verification.submitted') return;
          await service.startOnSubmission({
            id: event.id,
            organisationId: event.organisationId,
            verificationId: event.payload.verificationId,
          });
        },
      });
      await app.register(checksRoutes, { service });
      await app.register(statusViewRoutes, {
        service: createStatusViewService({
          access: core.access,
          checks: service,
          repo: createStatusViewRepo(db),
        }),
      });
      await app.register(linkedinRoutes, {
        service: createLinkedinService({
          access: core.access,
          checks: service,
          documentFacts,
          repo: createLinkedinRepo(db),
        }),
      });
    },
    { name: 'checks-module', dependencies: ['authenticate'] },
  );
  return { service, plugin };
}
