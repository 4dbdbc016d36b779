import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@candor/contracts';
import { AppError } from '../src/lib/app-error.js';
import { buildTestApp } from './build-test-app.js';
import { testEngine } from './test-database.js';

function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

describe('API foundation', () => {
  let app: FastifyInstance;
  let internalErrorMessage: string;

  beforeAll(async () => {
    internalErrorMessage = 'secret detail: connection string postgres://user:pw@host/db';
    app = await buildTestApp({
      config: { webDistDir: makeWebDist() },
      extend: (instance) => {
        const a = instance.withTypeProvider<ZodTypeProvider>();
        a.post(
          '/api/test/echo',
          {
            config: { access: 'public' },
            schema: { body: z.object({ name: z.string().min(1, 'Name is required') }) },
          },
          (request) => ({ success: true, name: request.body.name }),
        );
        a.get('/api/test/boom', { config: { access: 'public' } }, () => {
          throw new Error(internalErrorMessage);
        });
        a.get('/api/test/conflict', { config: { access: 'public' } }, () => {
          throw new AppError('INVALID_STATE', 'The verification is already submitted.');
        });
      },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json()).status).toBe('ok');
  });

  it('answers /api/ready when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(readyResponseSchema.parse(res.json()).database).toBe(testEngine);
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400 and changes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  it('answers a schema violation with 400 and the field path and message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.error).toBe('Name is required');
    expect(body.details).toEqual([{ path: 'name', message: 'Name is required' }]);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('masks an unexpected exception as 500 with a request id and no stack', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.statusCode).toBe(500);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('INTERNAL');
    expect(body.requestId).toBe('trace-12345678');
    expect(res.body).not.toContain('secret detail');
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('maps a domain error to its status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INVALID_STATE',
      error: 'The verification is already submitted.',
    });
  });

  it('puts CSP, nosniff and Referrer-Policy on API responses and pages', async () => {
    for (const url of ['/api/health', '/', '/candidate/abc', '/api/nothing-here']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // The candidate page carries the private link token, so it sends no Referer at all.
      expect(res.headers['referrer-policy']).toBe(
        url.startsWith('/candidate/') ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
    }
  });

  it('serves the SPA for deep links and hashed assets with a long cache', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/admin/dashboard?x=1',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document built from route schemas, and a reference page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']?.get?.operationId).toBe('getHealth');

    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/docs/js/scalar.js');
    expect(docs.body).not.toMatch(/<script>[^<]/);
    const script = await app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000); // the viewer itself, served by us
  });

  it('lists every API route with its declared access', () => {
    expect(app.apiRoutes).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
    for (const route of app.apiRoutes) expect(route.access).toBeDefined();
  });
});

describe('route access declarations', () => {
  it('refuses to build an app with an API route that declares no access', async () => {
    await expect(
      buildTestApp({
        extend: (a) => {
          a.get('/api/undeclared', () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/does not declare its access/);
  });
});
