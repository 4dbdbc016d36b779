import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy every response carries: everything from our own origin, no inline
 * script, no third party. `data:` images allow generated images such as MFA QR codes.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} satisfies Record<string, string[]>;

/** The policy for a site served over https also upgrades any http:// reference it meets. */
export function cspDirectives(
  directives: Record<string, string[]>,
  options: { https: boolean },
): Record<string, string[]> {
  return options.https ? { ...directives, 'upgrade-insecure-requests': [] } : directives;
}

/** Renders a directive map as a header value. */
export function renderCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Browser features no Candor page uses, switched off for every page and any frame in it.
 * Documents are picked with file inputs, which need no camera permission. Copying a candidate
 * link uses the clipboard, which stays at the browser's default (this origin only).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * API answers that hold no personal data and may be cached: the OpenAPI document and the
 * reference viewer's own files.
 */
const CACHEABLE_API = /^\/api\/(?:openapi\.json|docs(?:\/|$))/;

/** Security headers on every response, pages and API alike. */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(contentSecurityPolicy, opts),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: opts.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    // API answers carry personal data: no browser, proxy or back/forward cache keeps a copy.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('permissions-policy', permissionsPolicy);
      if (request.url.startsWith('/api') && !CACHEABLE_API.test(request.url)) {
        void reply.header('cache-control', 'no-store');
      }
      done();
    });
  },
  { name: 'security' },
);
