import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.js';
import type { Database, Db } from '../src/db/client.js';
import { allowedOriginsFor, type Config } from '../src/config.js';
import { openTestDatabase } from './test-database.js';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  env: 'test',
  host: '127.0.0.1',
  port: 0,
  dataDir: '/nonexistent-test-data-dir',
  databaseUrl: null,
  appSecret: 'test-secret-test-secret-test-secret-0123',
  publicUrl: 'http://localhost:3000',
  logLevel: 'silent',
  trustProxy: false,
  webDistDir: null,
  smtpUrl: null,
  mailFrom: 'Candor <no-reply@candor.test>',
  session: { idleMinutes: 30, maxHours: 12 },
  demoMode: false,
  redisUrl: null,
  ai: { provider: 'none' },
  // Like loadConfig: an explicit PUBLIC_URL is the one origin, the default one also allows the loopback names.
  allowedOrigins: allowedOriginsFor(overrides.publicUrl ?? 'http://localhost:3000', {
    explicit: overrides.publicUrl !== undefined,
  }),
  ...overrides,
});

export type TestAppOptions = {
  config?: Partial<Config>;
  /** Runs before the app is ready, e.g. to add a route that exercises a shared mechanism. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The DNS MX lookup of the email pre-check; by default every lookup fails (no network in tests). */
  resolveMx?: AppDeps['resolveMx'];
  now?: () => number;
  /** Run the recurring jobs on their schedule (off by default: tests call `app.jobs.runNow`). */
  startJobs?: boolean;
  /** Deliver domain events (on by default; the crash test builds apps that leave them pending). */
  startEvents?: boolean;
  /** An already migrated database to use instead of a fresh one (it is closed with the app). */
  database?: Database;
  /** pino options for the app's logger (silent by default), e.g. with a stream that captures lines. */
  logger?: AppDeps['logger'];
};

/** Tests never reach the real DNS: a lookup nobody faked fails like an unreachable server. */
const noDns: NonNullable<AppDeps['resolveMx']> = () =>
  Promise.reject(Object.assign(new Error('DNS is not available in tests'), { code: 'ECONNREFUSED' }));

export type TestApp = FastifyInstance & {
  /** The app's own database, for asserting what a call stored (never for faking behaviour). */
  db: Db;
  /** The same database as a handle another test app can share (close it with the first app). */
  database?: Database;
};

/** The real app on a fresh migrated database; close it in afterAll/afterEach. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  // Each app stores its files in its own temporary DATA_DIR, removed when it closes.
  const ownDataDir = options.config?.dataDir ? null : mkdtempSync(path.join(tmpdir(), 'candor-test-data-'));
  const app = await buildApp({
    config: testConfig({ ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options.config }),
    database,
    logger: options.logger ?? false,
    resolveMx: options.resolveMx ?? noDns,
    ...(options.now ? { now: options.now } : {}),
    startJobs: options.startJobs ?? false,
    ...(options.startEvents === false ? { startEvents: false } : {}),
  });
  if (ownDataDir) {
    app.addHook('onClose', (_instance, done) => {
      rmSync(ownDataDir, { recursive: true, force: true });
      done();
    });
  }
  try {
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return Object.assign(app, { db: database.db, database });
}
