import { defineProject } from 'vitest/config';

/** The API suite again, each test app on its own fresh PostgreSQL database (TEST_DATABASE_URL). */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { CANDOR_TEST_ENGINE: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share a worker's loaded modules (the app's code and the migrated database
    // template are loaded once per worker, not once per file): no API test mocks modules or
    // globals, and each builds its own app on its own database.
    isolate: false,
    // As in vitest.config.ts: the AI SDK's eventsource-parser goes through Vite.
    server: { deps: { inline: [/\/node_modules\/ai\//, /@ai-sdk\//, /eventsource-parser/] } },
  },
});
