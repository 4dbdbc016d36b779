import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { contentSecurityPolicy, cspDirectives, renderCsp } from './security.js';

const DOCS_PREFIX = '/api/docs';

/**
 * The reference page. The viewer script is served by us (no CDN); the page has no inline script.
 * The viewer injects its own stylesheet at run time, so this one page allows inline styles.
 */
const docsPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Candor API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <script
      id="api-reference"
      type="application/json"
      data-configuration='{"url":"/api/openapi.json","withDefaultFonts":false,"hideClientButton":true}'
    ></script>
    <script src="${DOCS_PREFIX}/js/scalar.js"></script>
  </body>
</html>`;

/**
 * The viewer's script, from the viewer's Fastify plugin: loaded on the first request for it. The
 * plugin's module holds the whole 4 MB script in a string; loading it at start-up cost about
 * 0.2 s of every start (docs/decisions/028-prepared-reads-and-a-lazy-identity-library.md).
 */
let viewer: Promise<{ type: string; body: string }> | null = null;
function viewerScript(): Promise<{ type: string; body: string }> {
  viewer ??= (async () => {
    const { default: Fastify } = await import('fastify');
    const { default: apiReference } = await import('@scalar/fastify-api-reference');
    const host = Fastify({ logger: false });
    try {
      await host.register(apiReference, {
        routePrefix: '/viewer',
        configuration: { url: '/api/openapi.json' },
      });
      const res = await host.inject({ method: 'GET', url: '/viewer/js/scalar.js' });
      if (res.statusCode !== 200) throw new Error(`the API reference viewer answered ${res.statusCode}`);
      return {
        type: String(res.headers['content-type'] ?? 'text/javascript; charset=utf-8'),
        body: res.body,
      };
    } finally {
      await host.close();
    }
  })();
  viewer.catch(() => {
    viewer = null; // a later request tries again
  });
  return viewer;
}

/** The OpenAPI document, generated from the route schemas, and its reference page. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string }) => {
    const docsCsp = renderCsp(
      cspDirectives(
        { ...contentSecurityPolicy, 'style-src': ["'self'", "'unsafe-inline'"] },
        { https: opts.publicUrl.startsWith('https://') },
      ),
    );
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Candor API',
          version: '1.0.0',
          description:
            'Candidate verification for hiring teams. Every failure answers `{ success: false, error, code, details?, requestId }`.',
        },
        servers: [{ url: opts.publicUrl }],
      },
      transform: jsonSchemaTransform,
    });

    app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, () =>
      app.swagger(),
    );

    // The reference page itself, then the viewer's script.
    for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`]) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        reply.header('content-security-policy', docsCsp).type('text/html; charset=utf-8').send(docsPage),
      );
    }
    app.get(`${DOCS_PREFIX}/js/scalar.js`, { schema: { hide: true } }, async (_request, reply) => {
      const script = await viewerScript();
      return reply.type(script.type).send(script.body);
    });
  },
  { name: 'openapi', dependencies: ['security'] },
);
