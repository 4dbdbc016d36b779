import fp from 'fastify-plugin';
import type { JobRunner } from '../../lib/jobs.js';
import { documentsSweepJob } from './documents.jobs.js';
import { createDocumentsRepo } from './documents.repo.js';
import { documentsRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';

/** Everything the documents service needs but its own repo (the verification core's access among it). */
export type DocumentsModuleOptions = Omit<Parameters<typeof createDocumentsService>[0], 'repo'> & {
  jobs: JobRunner;
};

/**
 * Uploaded documents of verifications and the housekeeping of stored files. The service is built
 * first (the verification modules are given it); `plugin` registers the routes and the sweep job.
 */
export function createDocumentsModule(deps: DocumentsModuleOptions) {
  const { jobs, ...serviceDeps } = deps;
  const service = createDocumentsService({ ...serviceDeps, repo: createDocumentsRepo(deps.db) });
  const plugin = fp(
    async (app) => {
      await app.register(documentsRoutes, { service });
      jobs.register(documentsSweepJob({ service, log: app.log }));
    },
    { name: 'documents-module' },
  );
  return { service, plugin };
}
