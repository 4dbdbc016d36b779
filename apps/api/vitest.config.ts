import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share a worker's loaded modules (the app's code and the migrated database
    // template are loaded once per worker, not once per file): no API test mocks modules or
    // globals, and each builds its own app on its own database.
    isolate: false,
    // eventsource-parser (under the AI SDK) exports its TypeScript sources under "source" too:
    // the AI SDK goes through Vite, which compiles them, instead of Node, which cannot.
    server: { deps: { inline: [/\/node_modules\/ai\//, /@ai-sdk\//, /eventsource-parser/] } },
  },
});
