import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * The headers helmet sets for these options, computed once: helmet's middleware is run against a
 * response that only records them (its policies are the same for every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  const request = Object.create(null) as IncomingMessage;
  helmet(options)(request, recorder as unknown as ServerResponse, () => undefined);
  return Object.fromEntries(headers);
}

/** Security headers on every response, pages and API alike, set in one hook from a table built at start-up. */
export const securityPlugin = fp(
  (app: FastifyInstance, opts: { https: boolean }, done: (error?: Error) => void) => {
    const headers = {
      ...helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: cspDirectives(contentSecurityPolicy, opts),
        },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: opts.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
        crossOriginEmbedderPolicy: false,
      }),
      'permissions-policy': permissionsPolicy,
    };
    app.addHook('onRequest', (request, reply, next) => {
      void reply.headers(headers);
      // API answers carry personal data: no browser, proxy or back/forward cache keeps a copy.
      if (request.url.startsWith('/api') && !CACHEABLE_API.test(request.url)) {
        void reply.header('cache-control', 'no-store');
      }
      next();
    });
    done();
  },
  { name: 'security' },
);
