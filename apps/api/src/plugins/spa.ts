import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './errors.js';

const isCandidatePage = (url: string) => url.startsWith('/candidate/') || url.startsWith('/candidate?');

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Where the web build writes the public site's prerendered pages (apps/web/scripts/prerender.mjs). */
const PAGES_DIR = 'pages';

/**
 * The prerendered pages of a web build by path: pages/index.html is `/`, pages/pricing.html is
 * `/pricing`, pages/services/education.html is `/services/education`. Read once at start-up.
 */
export function prerenderedPages(webDistDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(path.join(webDistDir, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        const route = `/${file.slice(PAGES_DIR.length + 1, -'.html'.length)}`;
        pages.set(route === '/index' ? '/' : route, file);
      }
    }
  };
  if (existsSync(path.join(webDistDir, PAGES_DIR))) visit(PAGES_DIR);
  return pages;
}

/** The path of a page request, without its query and without a trailing slash. */
function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Serves the built SPA from the same port: hashed assets with a long cache, compressed ahead of
 * time; portal.html for candidate links; the prerendered HTML of each public page
 * (docs/decisions/018); and index.html for every other GET that asks for a page (history
 * fallback, so deep links work). Unknown API paths answer a 404 envelope instead.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | null }) => {
    const { webDistDir } = opts;
    const pages = webDistDir ? prerenderedPages(webDistDir) : new Map<string, string>();
    if (webDistDir) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies (scripts/precompress.mjs); the one the browser
        // accepts is sent, the plain file otherwise.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
          void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage =
        webDistDir !== null &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (wantsPage) {
        // The candidate portal is its own, lighter page (ADR 006). Its URL carries the private
        // link token, which must never leave in a Referer.
        const candidatePage = isCandidatePage(request.url);
        if (candidatePage) void reply.header('referrer-policy', 'no-referrer');
        // Pages are revalidated on every visit (ETag): each names the hashed assets of its build.
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile(candidatePage ? 'portal.html' : (pages.get(pagePath(request.url)) ?? 'index.html'));
      }
      return reply.status(404).send(notFoundEnvelope(request.id, request.method));
    });
  },
  { name: 'spa' },
);
