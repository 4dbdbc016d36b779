import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@candor/contracts';
import { openDatabase, type Database } from '../src/db/client.js';
import { domainEvents } from '../src/db/schema.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createPostgresTestDatabase, testEngine } from './test-database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** Runs the child until it has committed, then kills it with SIGKILL; answers the verification id. */
function commitAndDie(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // The `source` condition resolves @candor/contracts to its TypeScript source, so the test
      // needs no built package (a fresh clone has none).
      ['--import', 'tsx', '--conditions=source', path.join(here, 'domain-events-crash-child.ts'), target],
      {
        cwd: path.join(root, 'apps/api'),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    let id: string | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /COMMITTED ([0-9a-f-]{36})/.exec(out);
      if (match && id === null) {
        id = match[1] ?? null;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (_code, signal) => {
      if (id !== null && signal === 'SIGKILL') resolve(id);
      else reject(new Error(`the child ended without committing (${String(signal)}): ${err.slice(-2000)}`));
    });
  });
}

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for the event');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('domain events survive a crash between commit and delivery', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('a process killed after committing leaves its event to the next process, which delivers it', async () => {
    let target: string;
    let reopen: () => Database;
    if (testEngine === 'postgres') {
      const created = await createPostgresTestDatabase();
      cleanup.push(created.drop);
      target = `postgres:${created.url}`;
      reopen = () => openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-crash-'));
      cleanup.push(() => {
        rmSync(dataDir, { recursive: true, force: true });
      });
      target = `pglite:${dataDir}`;
      reopen = () => openDatabase({ kind: 'pglite', dataDir });
    }

    const verificationId = await commitAndDie(target);

    const database = reopen();
    await database.migrate();
    const delivered: DomainEvent[] = [];
    const app: TestApp = await buildTestApp({
      database,
      startEvents: false,
      extend: (instance) => {
        instance.domainEvents.register({
          name: 'crash-test',
          types: ['verification.invited'],
          handle: (event) => {
            delivered.push(event);
          },
        });
      },
    });
    cleanup.push(() => app.close());

    const [pending] = await app.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, verificationId));
    expect(pending).toMatchObject({ type: 'verification.invited', deliveredAt: null });

    app.domainEvents.start();
    await until(() => delivered.length > 0);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      type: 'verification.invited',
      aggregateId: verificationId,
      payload: { verificationId, from: null, to: 'INVITED' },
    });
    await app.domainEvents.stop();
    const [after] = await app.db
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.aggregateId, verificationId));
    expect(after?.deliveredAt).not.toBeNull();
    // A child process on a busy machine takes a while to start, migrate and sign up.
  }, 180_000);
});
