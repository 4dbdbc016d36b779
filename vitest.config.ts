import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every workspace. The API suite runs on the embedded database
 * (PGlite) and, when TEST_DATABASE_URL is set, a second time against that PostgreSQL server.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/api/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.pg.config.ts'] : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
