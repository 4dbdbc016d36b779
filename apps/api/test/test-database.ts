import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client.js';

/** Which engine this run of the suite uses: PGlite by default, PostgreSQL in the `api-pg` project. */
export const testEngine = process.env.CANDOR_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated, empty database for one test app: an in-memory PGlite, or a new database on
 * the TEST_DATABASE_URL server that is dropped again when the app closes.
 *
 * Both are cloned from a migrated template (docs/decisions/021-test-databases-from-a-template.md):
 * creating and migrating a cluster costs seconds, a clone a fraction of it. The template is keyed
 * by the migrations and the engine version, so a changed migration builds a new one.
 */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine === 'pglite') {
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteTemplate() });
  }
  const { url, drop } = await createPostgresTestDatabase({ migrated: true });
  const database = openDatabase({ kind: 'postgres', url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new database on the TEST_DATABASE_URL server, and how to drop it again: empty, or (with
 * `migrated`) a clone of the migrated template.
 */
export async function createPostgresTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test run');
  const name = `candor_test_${randomBytes(6).toString('hex')}`;
  if (options.migrated) await cloneTemplate(adminUrl, name);
  else await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** What the template depends on: every migration file and the embedded engine's version. */
const templateKey = (() => {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  }
  // The engine's files (not exported by name): its package.json, above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
})();

let pgliteDump: Promise<Blob> | null = null;

/**
 * The migrated PGlite data directory as a tarball, built once per key and kept in the system's
 * temporary directory, so every test file after the first loads it instead of running initdb.
 */
function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = path.join(tmpdir(), `candor-test-pglite-${templateKey}.tar`);
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await database.migrate();
      const dump = await database.dumpDataDir!('none');
      // Written aside, then renamed: a concurrent reader sees the whole file or none.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await database.close();
    }
  })();
  return pgliteDump;
}

/** PostgreSQL's codes for "does not exist" and "is being accessed by other users". */
const UNDEFINED_DATABASE = '3D000';
const OBJECT_IN_USE = '55006';
const DUPLICATE_DATABASE = '42P04';

/** `create database … template`, building the migrated template first when it is missing. */
async function cloneTemplate(adminUrl: string, name: string): Promise<void> {
  const template = `candor_template_${templateKey}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await withAdmin(adminUrl, (client) => client.query(`create database ${name} template ${template}`));
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === UNDEFINED_DATABASE) await buildPostgresTemplate(adminUrl, template);
      // Another process is building or renaming the template: it is free again in a moment.
      else if (code === OBJECT_IN_USE && attempt < 50)
        await new Promise((resolve) => setTimeout(resolve, 100));
      else throw error;
    }
  }
}

/** Migrates a database under a private name, then renames it to the template's name. */
async function buildPostgresTemplate(adminUrl: string, template: string): Promise<void> {
  const building = `candor_template_build_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${building}`));
  const database = openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, building), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, async (client) => {
    try {
      await client.query(`alter database ${building} rename to ${template}`);
    } catch (error) {
      // Another process built it first: theirs is the same template.
      if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
      await client.query(`drop database if exists ${building} with (force)`);
    }
  });
}

const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
