import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FOREIGN_ORIGIN_DETAIL_PATH } from '@candor/contracts';
import { AppError } from '../lib/app-error.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch metadata values that mean the request did not come from one of our own pages. */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

export type CsrfOptions = {
  /** The origins our own pages are served from (`config.allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** Where Candor is configured to be opened, named in the refusal. */
  publicUrl: string;
};

/** The refusal for a request sent by a page that is not one of ours; the web app shows it as is. */
export function foreignOriginError(origin: string | null, publicUrl: string): AppError {
  const opened =
    origin && /^https?:\/\//.test(origin)
      ? `This page was opened at ${origin} but Candor is configured for ${publicUrl}.`
      : `This request did not come from a Candor page; Candor is configured for ${publicUrl}.`;
  return new AppError('FORBIDDEN', `${opened} Open it at ${publicUrl}, or set PUBLIC_URL.`, [
    { path: FOREIGN_ORIGIN_DETAIL_PATH, message: 'The request came from a page outside Candor.' },
  ]);
}

const mediaTypeOf = (request: FastifyRequest): string | null => {
  const header = request.headers['content-type'];
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
};

const hasBody = (request: FastifyRequest): boolean => {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = request.headers['content-length'];
  return length !== undefined && length !== '0';
};

/** Whether a route reads a multipart upload (declared in its schema's `consumes`). */
const takesMultipart = (request: FastifyRequest): boolean => {
  return request.routeOptions.schema?.consumes?.includes('multipart/form-data') ?? false;
};

/**
 * Cross-site request forgery defence for every state-changing API request (POST, PUT, PATCH,
 * DELETE under /api, the auth library's and the candidate portal's included):
 * - a browser names the page that sent the request in `Origin` (or, without it, says in
 *   `Sec-Fetch-Site` whether it came from another site); anything but our own origins is refused
 *   with 403 before the body is read or a session is looked at. A request with neither header
 *   comes from a program, not a browser page, and cookies cannot be abused that way.
 * - a body is JSON (`application/json`) unless the route takes a multipart upload; the forms a
 *   foreign page can send without asking (`text/plain`, url-encoded) get 415. No text parser
 *   exists, so no route ever reads a text body as if it were JSON.
 */
export const csrfPlugin = fp(
  (app: FastifyInstance, opts: CsrfOptions) => {
    const allowed = new Set(opts.allowedOrigins);
    app.removeContentTypeParser('text/plain');

    app.addHook('onRequest', (request, _reply, done) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api')) {
        done();
        return;
      }
      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!allowed.has(origin)) {
          done(foreignOriginError(origin, opts.publicUrl));
          return;
        }
      } else {
        const site = request.headers['sec-fetch-site'];
        if (typeof site === 'string' && FOREIGN_FETCH_SITES.has(site.toLowerCase())) {
          done(foreignOriginError(null, opts.publicUrl));
          return;
        }
      }

      if (hasBody(request) && !takesMultipart(request) && mediaTypeOf(request) !== 'application/json') {
        done(
          new AppError(
            'UNSUPPORTED_MEDIA_TYPE',
            'Send the request body as JSON, with the header Content-Type: application/json.',
          ),
        );
        return;
      }
      done();
    });
  },
  { name: 'csrf', dependencies: ['errors'] },
);
