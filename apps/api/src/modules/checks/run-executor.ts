import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../lib/logger.js';

/**
 * Runs check runs in this process as soon as they are requested, a few at a time (the checks are
 * CPU work on the same cores as the requests). Nothing here is durable: a run that this process
 * does not finish keeps its row open and the recovery job takes it (ADR 016).
 */
export function createRunExecutor(deps: {
  execute: (runId: string) => Promise<void>;
  log: FastifyBaseLogger;
  concurrency?: number;
}) {
  const concurrency = deps.concurrency ?? 2;
  const waiting: string[] = [];
  const active = new Set<string>();

  const pump = () => {
    while (active.size < concurrency && waiting.length > 0) {
      const runId = waiting.shift();
      if (runId === undefined || active.has(runId)) continue;
      active.add(runId);
      deps
        .execute(runId)
        .catch((error: unknown) => {
          deps.log.error({ err: loggableError(error), runId }, 'a check run failed in this process');
        })
        .finally(() => {
          active.delete(runId);
          pump();
        });
    }
  };

  return {
    /** Queues a run here (a run already waiting or running here is not queued twice). */
    enqueue(runId: string) {
      if (active.has(runId) || waiting.includes(runId)) return;
      waiting.push(runId);
      pump();
    },
  };
}
export type RunExecutor = ReturnType<typeof createRunExecutor>;
