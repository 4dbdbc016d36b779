import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace. The API suite runs on the embedded database
 * (PGlite) and, when TEST_DATABASE_URL is set, a second time against that PostgreSQL server.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle (cores - 1: a single worker on a 2-core machine). The
    // API tests spend much of their time waiting on PostgreSQL, password hashing and child
    // processes, so one worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.pg.config.ts'] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
