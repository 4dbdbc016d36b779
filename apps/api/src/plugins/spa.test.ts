import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('SPA pages', () => {
  let app: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'candor-spa-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
    mkdirSync(path.join(dir, 'assets'));
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
    }
  });

  it('keeps the site-wide policy on every other page', async () => {
    for (const url of ['/', '/dashboard', '/candidates', '/verification/abc/status']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});
