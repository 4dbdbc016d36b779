import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { notFoundEnvelope } from './errors.js';

const isCandidatePage = (url: string) => url.startsWith('/candidate/') || url.startsWith('/candidate?');

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA from the same port: hashed assets with a long cache, compressed ahead of time, portal.html for
 * candidate links, and index.html for every other GET that asks for a page (history fallback,
 * so deep links work). Unknown API paths
 * answer a 404 envelope instead.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { webDistDir: string | null }) => {
    const { webDistDir } = opts;
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
        return reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .sendFile(candidatePage ? 'portal.html' : 'index.html');
      }
      return reply.status(404).send(notFoundEnvelope(request.id, request.method));
    });
  },
  { name: 'spa' },
);
