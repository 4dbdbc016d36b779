import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API server the dev and preview servers forward `/api` (and its socket.io endpoint) to. */
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Workspace packages (e.g. @candor/contracts) are bundled from their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    // `zod` with eval-free parsing configured first (see src/zod-configured.ts): zod is no part of
    // the entry chunk, only of the chunks whose pages parse or validate.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-configured.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each route module to its chunk and static imports.
    manifest: true,
    sourcemap: mode !== 'production',
  },
}));
