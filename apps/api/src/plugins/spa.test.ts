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
    // Prerendered public pages, as apps/web/scripts/prerender.mjs writes them.
    const landing = `<!doctype html><title>Candor</title><div id="root"><h1>Verify candidates</h1>${'<p>x</p>'.repeat(300)}</div>`;
    mkdirSync(path.join(dir, 'pages/services'), { recursive: true });
    writeFileSync(path.join(dir, 'pages/index.html'), landing);
    writeFileSync(path.join(dir, 'pages/index.html.br'), brotliCompressSync(landing));
    writeFileSync(path.join(dir, 'pages/index.html.gz'), gzipSync(landing));
    writeFileSync(
      path.join(dir, 'pages/pricing.html'),
      '<!doctype html><div id="root"><h1>Simple pricing</h1></div>',
    );
    writeFileSync(
      path.join(dir, 'pages/services/education.html'),
      '<!doctype html><div id="root"><h1>Education Verification</h1></div>',
    );
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
    for (const url of ['/', '/pricing', '/dashboard', '/candidates', '/verification/abc/status']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      if (url !== '/pricing') expect(res.body, url).toContain('<title>Candor</title>');
    }
  });

  it('serves a public page prerendered, with its heading in the HTML; other pages get the app shell', async () => {
    const pages: [url: string, heading: string][] = [
      ['/', 'Verify candidates'],
      ['/?demo=true', 'Verify candidates'],
      ['/pricing', 'Simple pricing'],
      ['/pricing/', 'Simple pricing'],
      ['/pricing?plan=starter', 'Simple pricing'],
      ['/services/education', 'Education Verification'],
    ];
    for (const [url, heading] of pages) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      // Revalidated on each visit: a new build names new assets.
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
    for (const url of ['/dashboard', '/services/payroll', '/login', '/pages']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><title>Candor</title><div id="root"></div>');
    }
    const head = await app.inject({ method: 'HEAD', url: '/pricing' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('sends a prerendered page compressed ahead of time when the browser accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Verify candidates</h1>');
  });

  it('allows no inline script on any page: the prerendered pages carry none', async () => {
    for (const url of ['/', '/pricing', '/dashboard']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = res.headers['content-security-policy'];
      expect(typeof csp, url).toBe('string');
      const scriptSrc = String(csp)
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc, url).toBe("script-src 'self'");
      expect(String(csp), url).not.toContain('unsafe-inline');
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
