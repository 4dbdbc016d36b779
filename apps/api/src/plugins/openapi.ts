import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
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

    await app.register(apiReference, {
      routePrefix: DOCS_PREFIX,
      hooks: {
        onRequest: (request, reply, done) => {
          const path = request.url.split('?')[0];
          if (path === DOCS_PREFIX || path === `${DOCS_PREFIX}/`) {
            void reply
              .header('content-security-policy', docsCsp)
              .type('text/html; charset=utf-8')
              .send(docsPage);
            return;
          }
          done();
        },
      },
    });
  },
  { name: 'openapi', dependencies: ['security'] },
);
