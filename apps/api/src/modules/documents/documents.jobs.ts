import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import { loggableError } from '../../lib/logger.js';
import type { DocumentsService } from './documents.service.js';

/** The housekeeping of stored files: the orphan sweep, hourly and once at start-up. */
export const DOCUMENTS_SWEEP_JOB = 'documents-orphan-sweep';
export const DOCUMENTS_SWEEP_JOB_EVERY_MINUTES = 60;

/** A sweep looks at every stored file: no payload. */
const sweepJobPayload = z.object({}).strict();

declare module '../../lib/jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [DOCUMENTS_SWEEP_JOB]: z.input<typeof sweepJobPayload>;
  }
}

/**
 * Removes stored files that no document refers to, and unfinished writes, logging what it
 * removed. Runs every hour and once when the job runner starts (processes that start within the
 * same hour sweep once between them); a crash between storing a file and committing its row is
 * cleaned up at the latest an hour after the file is old enough.
 */
export const documentsSweepJob = (deps: { service: DocumentsService; log: FastifyBaseLogger }) =>
  defineJob({
    name: DOCUMENTS_SWEEP_JOB,
    schema: sweepJobPayload,
    everyMinutes: DOCUMENTS_SWEEP_JOB_EVERY_MINUTES,
    runAtStartUp: true,
    handler: async () => {
      try {
        const result = await deps.service.sweepOrphans();
        if (result.orphansRemoved > 0 || result.incompleteRemoved > 0) {
          deps.log.info(result, 'removed stored files that no document refers to');
        }
        return result;
      } catch (error) {
        deps.log.error({ err: loggableError(error) }, 'orphan file sweep failed');
        throw error;
      }
    },
  });
