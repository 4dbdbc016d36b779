import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import { loggableError } from '../../lib/logger.js';
import type { ChecksService } from './checks.service.js';

/** One run of the automated checks (docs/product.md#automated-checks). */
export const CHECKS_RUN_JOB = 'checks-run';
/** Takes runs that nobody holds: queued while no process ran jobs, or left by a process that died. */
export const CHECKS_RECOVER_JOB = 'checks-recover';

const runPayload = z.object({ runId: z.uuid() }).strict();
const recoverPayload = z.object({}).strict();

declare module '../../lib/jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [CHECKS_RUN_JOB]: z.input<typeof runPayload>;
    [CHECKS_RECOVER_JOB]: z.input<typeof recoverPayload>;
  }
}

/**
 * A run's state lives in its row, not in the job: the job only says "take this run". A run whose
 * process dies keeps its lease for a minute, then the recovery job takes it again.
 */
export const checksRunJob = (service: ChecksService) =>
  defineJob({
    name: CHECKS_RUN_JOB,
    schema: runPayload,
    // The run enforces the organisation's processing timeout itself; the job only has to outlive it.
    expireInSeconds: 15 * 60,
    retryLimit: 0,
    handler: async ({ runId }) => service.execute(runId),
  });

export const checksRecoverJob = (deps: { service: ChecksService; log: FastifyBaseLogger }) =>
  defineJob({
    name: CHECKS_RECOVER_JOB,
    schema: recoverPayload,
    everyMinutes: 1,
    runAtStartUp: true,
    handler: async () => {
      const runIds = await deps.service.orphanedRuns();
      for (const runId of runIds) {
        try {
          await deps.service.execute(runId);
        } catch (error) {
          deps.log.error({ err: loggableError(error), runId }, 'recovering a check run failed');
        }
      }
      return { recovered: runIds.length };
    },
  });
