import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('SPA pages', () => {
  let app: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'candor-spa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'portal.html'), '<!doctype html><title>Background Verification</title>');
    mkdirSync(path.join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(dir, 'assets/app-1a2b3c.js'), script);
    writeFileSync(path.join(dir, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dir, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
    app = await buildTestApp({ config: { webDistDir: dir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the candidate page with Referrer-Policy: no-referrer, so the link token never leaks', async () => {
    const url = '/candidate/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde?firstName=Ada&lastName=Lovelace';
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-cache');
      if (method === 'GET') expect(res.body).toContain('Background Verification');
    }
  });

  it('keeps the site-wide policy on every other page', async () => {
    for (const url of ['/', '/dashboard', '/candidates', '/verification/abc/status']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.body, url).toContain('<title>Candor</title>');
    }
  });

  it('sends the compressed copy a browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/app-1a2b3c.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });
});
