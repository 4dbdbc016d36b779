import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { PageMetaCollectorContext, type PageMeta } from './features/marketing/hooks/use-page-meta';
import { formatDocumentTitle } from './lib/use-document-title';

export { prerenderedFile, prerenderedPaths } from './app/prerender/pages';

/**
 * The server side of the public site's prerendering (docs/decisions/018), built with
 * `vite build --ssr` and run once at build time by scripts/prerender.mjs: renders one public page
 * as a visitor who is not signed in sees it first, with the app's own route tree, so the browser
 * can take the HTML over (hydrateRoot in main.tsx) without a difference.
 */

export type PrerenderedPage = {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document title and description the page sets (usePageMeta), for the head; null if none. */
  meta: PageMeta | null;
};

const handler = createStaticHandler(routes);

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} ${context.headers.get('location') ?? ''}`.trim());
  }
  if (context.errors) throw new Error(`${path} failed to load: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  let meta: PageMeta | null = null;
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  // The same tree as main.tsx, with the static router in place of the browser's. The router's
  // own hydration script is left out: the Content-Security-Policy allows no inline script, and
  // the client loads the page's route modules before it hydrates instead.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <PageMetaCollectorContext value={collectMeta}>
      <StrictMode>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>
    </PageMetaCollectorContext>,
    {
      // A part that fails would be left to the browser to render: the build fails instead.
      onError: (error) => {
        failures.push(error);
      },
    },
  );
  if (failures.length > 0) throw new Error(`${path} failed to render`, { cause: failures[0] });
  const html = await new Response(prelude).text();
  const pageMeta = meta as PageMeta | null;
  return {
    html,
    meta: pageMeta && { title: formatDocumentTitle(pageMeta.title), description: pageMeta.description },
  };
}
