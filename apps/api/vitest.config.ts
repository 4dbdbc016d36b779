import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // eventsource-parser (under the AI SDK) exports its TypeScript sources under "source" too:
    // the AI SDK goes through Vite, which compiles them, instead of Node, which cannot.
    server: { deps: { inline: [/\/node_modules\/ai\//, /@ai-sdk\//, /eventsource-parser/] } },
  },
});
