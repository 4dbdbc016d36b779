import { defineProject } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

const contractsSource = fileURLToPath(new URL('../../packages/contracts/src', import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The global setup prerenders the public pages outside the browser environment, where the
    // `source` condition is not applied: the contracts' entries point at their TypeScript source
    // there too (a fresh clone has no built contracts).
    alias: [
      { find: /^@candor\/contracts$/, replacement: `${contractsSource}/index.ts` },
      { find: /^@candor\/contracts\/([a-z-]+)$/, replacement: `${contractsSource}/$1.ts` },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./src/test/prerendered-pages.ts'],
  },
});
