import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from './build-test-app.js';
import { openTestDatabase } from './test-database.js';
import { fuzz, type OperationResult } from './fuzz/run.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';

// A small sample of `npm run fuzz`: malformed requests to every operation of the OpenAPI
// document, signed in as a real organisation owner with a real candidate link.
const PER_OPERATION = 30;

describe('malformed requests to every operation', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let results: OperationResult[];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'candor-fuzz-test-'));
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig({ dataDir }),
      database,
      logger: false,
      rateLimits: 'lifted',
      resolveMx: () => Promise.reject(Object.assign(new Error('no DNS in tests'), { code: 'ECONNREFUSED' })),
    });
    await app.ready();
    results = await fuzz(app, database, { perOp: PER_OPERATION, seed: 'vitest' });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches every write operation and every read with query parameters', () => {
    expect(results.length).toBeGreaterThan(40);
    expect(results.every((r) => r.sent === PER_OPERATION)).toBe(true);
  });

  it('never answers with a server error', () => {
    expect(
      results.filter((r) => r.serverErrors > 0).map((r) => `${r.operation}: ${r.examples.join(' | ')}`),
    ).toEqual([]);
  });

  it('changes no data for a rejected request', () => {
    expect(
      results.filter((r) => r.dbChanges > 0).map((r) => `${r.operation}: ${r.examples.join(' | ')}`),
    ).toEqual([]);
  });
});
