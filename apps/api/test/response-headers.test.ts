import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { registerAndSignIn } from './auth-helpers.js';

function makeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'portal.html'), '<!doctype html><title>Candor</title><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'];

describe('response headers', () => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await buildTestApp({
      config: { webDistDir: makeWebDist(), publicUrl: 'https://candor.example' },
    });
    cookie = (await registerAndSignIn(app)).cookie;
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  it('no API answer that may hold personal data is stored by a browser or a proxy', async () => {
    const requests = [
      { method: 'GET', url: '/api/me', headers: { cookie } },
      { method: 'GET', url: '/api/session', headers: { cookie } },
      { method: 'GET', url: '/api/members', headers: { cookie } },
      { method: 'GET', url: '/api/dashboard', headers: { cookie } },
      { method: 'GET', url: '/api/settings', headers: { cookie } },
      { method: 'GET', url: '/api/me' },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'GET', url: '/api/candidate/not-a-valid-token' },
      { method: 'POST', url: '/api/email-check', headers: { cookie }, payload: { email: 'a@example.com' } },
      { method: 'POST', url: '/api/email-check', headers: { cookie }, payload: { email: 1 } },
    ] as const;
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.headers['cache-control'], `${request.method} ${request.url} ${res.statusCode}`).toBe(
        'no-store',
      );
    }
  });

  it('the public API description may be cached (it holds no personal data)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('every response switches off the browser features Candor does not use', async () => {
    for (const url of [
      '/',
      '/candidate/abc',
      '/assets/index-abc123.js',
      '/api/health',
      '/api/docs',
      '/api/me',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of DENIED_FEATURES) expect(policy, `${url} ${feature}`).toContain(`${feature}=()`);
    }
  });

  it('over https, the API reference page upgrades insecure requests like every other page', async () => {
    for (const url of ['/', '/api/docs']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(
        csp.split(';').map((d) => d.trim()),
        url,
      ).toContain('upgrade-insecure-requests');
    }
  });

  it('over plain http (a local run) neither page asks for an upgrade', async () => {
    const local = await buildTestApp({ config: { webDistDir: makeWebDist() } });
    try {
      for (const url of ['/', '/api/docs']) {
        const res = await local.inject({ method: 'GET', url });
        expect(String(res.headers['content-security-policy']), url).not.toContain(
          'upgrade-insecure-requests',
        );
      }
    } finally {
      await local.close();
    }
  }, 60_000);
});
