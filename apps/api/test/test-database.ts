import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';

/** Which engine this run of the suite uses: PGlite by default, PostgreSQL in the `api-pg` project. */
export const testEngine = process.env.CANDOR_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database for one test app: an in-memory PGlite, or a new database on
 * the TEST_DATABASE_URL server that is dropped again when the app closes.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return database;
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A new empty database on the TEST_DATABASE_URL server, and how to drop it again. */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `candor_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
