import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './auth-helpers.js';
import { multipartBody, pdfBytes } from './fixtures.js';
import { sameServer, startTestSmtpServer, waitForMailedLink, type TestSmtpServer } from './smtp-server.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Entry = { path: string; kind: 'dir' | 'file'; mode: number };

/** Every directory and file under `root` (itself included), with its permission bits. */
function walk(root: string): Entry[] {
  const entries: Entry[] = [];
  const visit = (target: string) => {
    const info = lstatSync(target);
    if (info.isSymbolicLink()) return;
    const kind = info.isDirectory() ? 'dir' : 'file';
    entries.push({ path: path.relative(root, target) || '.', kind, mode: info.mode & 0o777 });
    if (kind === 'dir') for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return entries;
}

/** Entries readable, writable or searchable by anyone but the owner, or not owner-read/writable. */
const exposed = (entries: Entry[]) =>
  entries
    .filter((e) => e.mode !== (e.kind === 'dir' ? 0o700 : 0o600))
    .map((e) => `${e.path} ${e.mode.toString(8)}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

type Server = { process: ChildProcess; base: string; output: () => string };

/** The production entry (src/server.ts) on its own port and DATA_DIR, as `npm start` runs it. */
async function startServer(dataDir: string, smtpUrl: string): Promise<Server> {
  const port = await freePort();
  // As outside the test runner: no test-mode relaxations in the libraries, no configured services.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key !== 'TEST' && !key.startsWith('VITEST') && !key.endsWith('_URL') && key !== 'APP_SECRET',
    ),
  );
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'false',
      SMTP_URL: smtpUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { process: child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${output}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/**
 * Registers an organisation, signs in from the page's origin (http://127.0.0.1:<port>, while
 * PUBLIC_URL is unset and so http://localhost:<port>), invites a candidate and uploads a
 * document through the candidate link.
 */
async function storeDocument(base: string, smtp: TestSmtpServer): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const body = registration();
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
  expect(registered.status).toBe(201);
  // Inviting needs a confirmed address: the owner follows the mailed link first.
  const confirmed = await fetch(
    sameServer(base, await waitForMailedLink(smtp, body.email, '/api/auth/verify-email')),
    {
      redirect: 'manual',
    },
  );
  expect(confirmed.status).toBeLessThan(400);
  const signInFrom = async (headers: Record<string, string>) => {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify({ email: body.email, password: body.password }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  // As the browser does from the sign-in page (the auth library checks the origin of such requests).
  const cookie = await signInFrom({ origin: base, 'sec-fetch-site': 'same-origin' });
  const invited = await fetch(`${base}/api/invite-candidate`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ candidateName: 'Ada Lovelace', candidateEmail: 'ada@analytical.example' }),
  });
  expect(invited.status).toBe(201);
  const { candidateUrl } = (await invited.json()) as { candidateUrl: string };
  const token = new URL(candidateUrl).pathname.split('/').pop();
  const upload = multipartBody({ name: 'evidence.pdf', content: pdfBytes() });
  const uploaded = await fetch(`${base}/api/candidate/${token}/documents`, {
    method: 'POST',
    headers: upload.headers,
    body: upload.payload,
  });
  expect(uploaded.status).toBe(201);
}

describe('DATA_DIR access', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'candor-data-dir-'));
  const dataDir = path.join(parent, 'data');
  let server: Server | null = null;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await smtp.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('the server keeps the database, uploaded files and the secret private to its owner', async () => {
    server = await startServer(dataDir, smtp.url);
    await storeDocument(server.base, smtp);

    const entries = walk(dataDir);
    expect(entries.some((e) => e.path === 'app-secret')).toBe(true);
    expect(entries.some((e) => e.path.startsWith(`pglite${path.sep}`) && e.kind === 'file')).toBe(true);
    expect(entries.some((e) => e.path.startsWith(path.join('files', 'objects')) && e.kind === 'file')).toBe(
      true,
    );
    expect(exposed(entries)).toEqual([]);

    await stopServer(server);
    server = null;
    expect(exposed(walk(dataDir))).toEqual([]);
  }, 240_000);

  it('restricts a DATA_DIR an earlier version left open to others when the server starts', async () => {
    for (const entry of walk(dataDir)) {
      chmodSync(path.join(dataDir, entry.path), entry.kind === 'dir' ? 0o777 : 0o666);
    }
    expect(exposed(walk(dataDir)).length).toBeGreaterThan(0);

    server = await startServer(dataDir, smtp.url);
    expect(exposed(walk(dataDir))).toEqual([]);
    await stopServer(server);
    server = null;
  }, 240_000);
});
