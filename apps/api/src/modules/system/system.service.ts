import type { ReadyResponse } from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SystemRepo } from './system.repo.js';

const PING_TIMEOUT_MS = 2000;

export function createSystemService(deps: { repo: SystemRepo; startedAt: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  return {
    health: () => ({
      success: true as const,
      status: 'ok' as const,
      uptimeSeconds: Math.round((now() - deps.startedAt) / 1000),
    }),

    /** Ready when the database answers within the timeout. */
    async ready(): Promise<ReadyResponse> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new AppError('UPSTREAM_FAILED', 'The database did not answer in time.'));
        }, PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([deps.repo.ping(), timeout]);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('UPSTREAM_FAILED', 'The database is not available.');
      } finally {
        clearTimeout(timer);
      }
      return { success: true, status: 'ready', database: deps.repo.kind };
    },
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
