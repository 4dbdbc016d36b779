import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import type { Config } from '../src/config.js';
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
  ...overrides,
});

export type TestAppOptions = {
  config?: Partial<Config>;
  /** Runs before the app is ready, e.g. to add a route that exercises a shared mechanism. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
};

export type TestApp = FastifyInstance & {
  /** The app's own database, for asserting what a call stored (never for faking behaviour). */
  db: Db;
};

/** The real app on a fresh migrated database; close it in afterAll/afterEach. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(options.config), database, logger: false });
  try {
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return Object.assign(app, { db: database.db });
}
