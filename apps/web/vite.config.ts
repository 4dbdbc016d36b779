import { fileURLToPath } from 'node:url';
import {
  defineConfig,
  defaultClientConditions,
  defaultServerConditions,
  type Connect,
  type Plugin,
} from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** The API server the dev and preview servers forward `/api` (and its socket.io endpoint) to. */
const apiTarget = 'http://localhost:3000';

/** The candidate portal is its own page: /candidate/{token} is served portal.html (ADR 006). */
const CANDIDATE_PAGE = /^\/candidate\/[^/?#]+\/?(?:[?#]|$)/;

const servePortalPage: Connect.NextHandleFunction = (req, _res, next) => {
  if (req.url && CANDIDATE_PAGE.test(req.url)) req.url = '/portal.html';
  next();
};

/** The dev and preview servers answer candidate links with portal.html, as the API server does. */
function candidatePortalPage(): Plugin {
  return {
    name: 'candor:candidate-portal-page',
    configureServer(server) {
      server.middlewares.use(servePortalPage);
    },
    configurePreviewServer(server) {
      server.middlewares.use(servePortalPage);
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), candidatePortalPage()],
  resolve: {
    // Workspace packages (e.g. @candor/contracts) are bundled from their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    // `zod` with eval-free parsing configured first (see src/zod-configured.ts): zod is no part of
    // the entry chunk, only of the chunks whose pages parse or validate.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-configured.ts', import.meta.url)) },
    ],
  },
  ssr: {
    // The prerender build (src/entry-prerender.tsx) bundles the workspace packages from their
    // TypeScript source too; React and React Router load from node_modules.
    resolve: { conditions: ['source', ...defaultServerConditions] },
    noExternal: ['@candor/contracts'],
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
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-prerender.tsx`: the renderer scripts/prerender.mjs runs at
        // build time (docs/decisions/018). Never served, so kept out of dist.
        outDir: 'dist-prerender',
        emptyOutDir: true,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json maps each route module to its chunk and static imports.
        manifest: true,
        sourcemap: mode !== 'production',
        rolldownOptions: {
          // The app, the candidate portal's own lighter page, and the script of the prerendered
          // public pages (scripts/prerender.mjs puts it in place of the app's in index.html).
          input: {
            main: fileURLToPath(new URL('./index.html', import.meta.url)),
            portal: fileURLToPath(new URL('./portal.html', import.meta.url)),
            hydrate: fileURLToPath(new URL('./src/hydrate.ts', import.meta.url)),
          },
        },
      },
}));
