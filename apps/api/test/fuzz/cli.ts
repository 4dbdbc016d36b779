/**
 * `npm run fuzz [-- --per-op N] [--seed S] [--db pglite|postgres|both] [--only REGEX] [--batch N]`
 *
 * Builds the API in-process (no network: every request is injected, so nothing leaves
 * 127.0.0.1) on a fresh embedded database in a temporary DATA_DIR and/or a fresh PostgreSQL
 * database (FUZZ_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres, under which a
 * new database is created and dropped), then sends malformed requests to every operation.
 * Exits non-zero on any 5xx answer or any data change after rejected requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { testConfig } from '../build-test-app.js';
import { createPostgresTestDatabase } from '../test-database.js';
import { fuzz, type OperationResult } from './run.js';

const { values } = parseArgs({
  options: {
    'per-op': { type: 'string', default: '1000' },
    seed: { type: 'string', default: 'candor' },
    db: { type: 'string', default: 'both' },
    only: { type: 'string' },
    batch: { type: 'string', default: '25' },
  },
});
const perOp = Number(values['per-op']);
if (!Number.isInteger(perOp) || perOp < 1 || perOp > 100_000) {
  process.stderr.write('--per-op must be a whole number between 1 and 100000\n');
  process.exit(2);
}
const batch = Number(values.batch);
if (!Number.isInteger(batch) || batch < 1 || batch > 1000) {
  process.stderr.write('--batch must be a whole number between 1 and 1000\n');
  process.exit(2);
}
const engines = values.db === 'both' ? ['pglite', 'postgres'] : [values.db];

async function runOn(engine: string): Promise<OperationResult[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-fuzz-'));
  let database: Database;
  let drop: () => Promise<void> = () => Promise.resolve();
  if (engine === 'postgres') {
    process.env.TEST_DATABASE_URL ??=
      process.env.FUZZ_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const created = await createPostgresTestDatabase();
    drop = created.drop;
    database = openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  } else {
    database = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  }
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ dataDir }),
    database,
    logger: false,
    rateLimits: 'lifted',
    resolveMx: () =>
      Promise.reject(Object.assign(new Error('no DNS while fuzzing'), { code: 'ECONNREFUSED' })),
  });
  await app.ready();
  const started = Date.now();
  process.stdout.write(`\n${engine}: ${perOp} malformed requests per operation, seed "${values.seed}"\n`);
  process.stdout.write(
    'operation'.padEnd(64) +
      'sent'.padStart(7) +
      '2xx'.padStart(6) +
      '4xx'.padStart(7) +
      '429'.padStart(6) +
      '5xx'.padStart(6) +
      'db'.padStart(4) +
      '\n',
  );
  try {
    return await fuzz(
      app,
      database,
      { perOp, batch, seed: values.seed, ...(values.only ? { only: new RegExp(values.only) } : {}) },
      (r) => {
        process.stdout.write(
          r.operation.slice(0, 63).padEnd(64) +
            String(r.sent).padStart(7) +
            String(r.ok).padStart(6) +
            String(r.rejected).padStart(7) +
            String(r.rateLimited).padStart(6) +
            String(r.serverErrors).padStart(6) +
            String(r.dbChanges).padStart(4) +
            '\n',
        );
        for (const example of r.examples) process.stdout.write(`    ${example}\n`);
      },
    );
  } finally {
    process.stdout.write(`${engine}: ${Math.round((Date.now() - started) / 1000)} s\n`);
    await app.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

let failed = false;
for (const engine of engines) {
  const results = await runOn(engine);
  const total = (key: 'sent' | 'serverErrors' | 'dbChanges' | 'unmeasured') =>
    results.reduce((sum, r) => sum + r[key], 0);
  process.stdout.write(
    `${engine} summary: ${results.length} operations, ${total('sent')} requests, ${total('serverErrors')} 5xx, ${total('dbChanges')} data changes after rejected requests (${total('unmeasured')} rejected requests not attributable)\n`,
  );
  if (total('serverErrors') > 0 || total('dbChanges') > 0) failed = true;
}
process.exit(failed ? 1 : 0);
