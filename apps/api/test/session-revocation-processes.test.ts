import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testEngine } from './test-database.js';
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

/**
 * Two server processes on one PostgreSQL database (the embedded database belongs to one
 * process): a session ended through one is refused by the very next request to the other.
 */
describe.skipIf(testEngine !== 'postgres')('sessions end at once across two server processes', () => {
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'candor-a-')),
    mkdtempSync(path.join(tmpdir(), 'candor-b-')),
  ];
  let drop: (() => Promise<void>) | null = null;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const [portA, portB] = [await freePort(), await freePort()];
    const env = (dataDir: string, port: number) => ({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      APP_SECRET: 'two-process-secret-two-process-secret-01',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    // One after the other: the first one migrates and seeds the demo organisation.
    a = await startServerProcess(env(dataDirs[0]!, portA), portA);
    b = await startServerProcess(env(dataDirs[1]!, portB), portB);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b] as (ServerProcess | undefined)[]) {
      if (server) await stopServerProcess(server, 'SIGTERM');
    }
    await drop?.();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (server: ServerProcess) => {
    const res = await fetch(`${server.base}/api/demo/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ user: 'company_admin' }),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const me = (server: ServerProcess, cookie: string) =>
    fetch(`${server.base}/api/me`, { headers: { cookie } });

  it('a device revoked on one process is refused by the next request to the other', async () => {
    const laptop = await signIn(a);
    const phone = await signIn(a);
    expect((await me(b, phone)).status).toBe(200);
    const session = await fetch(`${b.base}/api/auth/get-session`, { headers: { cookie: phone } });
    const phoneId = ((await session.json()) as { session: { id: string } }).session.id;

    const revoked = await fetch(`${a.base}/api/account/sessions/${phoneId}/revoke`, {
      method: 'POST',
      headers: { cookie: laptop, origin: a.base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(revoked.status).toBe(200);
    expect((await me(b, phone)).status).toBe(401);
    expect((await me(b, laptop)).status).toBe(200);

    const signedOut = await fetch(`${b.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: laptop, origin: b.base, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    expect((await me(a, laptop)).status).toBe(401);
  });
});
