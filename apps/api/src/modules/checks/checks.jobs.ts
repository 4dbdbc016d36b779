import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import { loggableError } from '../../lib/logger.js';
import type { ChecksService } from './checks.service.js';

/** Takes runs that nobody holds: queued while no process ran jobs, or left by a process that died. */
export const CHECKS_RECOVER_JOB = 'checks-recover';

const recoverPayload = z.object({}).strict();

declare module '../../lib/jobs.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface JobPayloads {
    [CHECKS_RECOVER_JOB]: z.input<typeof recoverPayload>;
  }
}

/**
 * A run's state lives in its row (ADR 016): the process that delivers `checks.requested` runs it at
 * once; this job takes, every minute and at start-up, the open runs nobody holds (queued while no
 * process ran jobs, or left by a process that died). Taking a run is one conditional update, so
 * several processes never work on one run.
 */
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
