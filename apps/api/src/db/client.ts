import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrivateNodeFS } from './private-node-fs.js';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The query interface shared by both engines; repos depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate: () => Promise<void>;
  /** Cheap round trip used by the readiness probe. */
  ping: () => Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (the job queue). Without parameters the
   * text may hold several statements; the rows of the last one are returned.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
  /** The embedded engine's whole data directory as a tarball (see `loadDataDir`). */
  dumpDataDir?: (compression: 'none' | 'gzip') => Promise<Blob>;
};

/** The committed migrations: apps/api/drizzle, two levels above this file in src/ and in dist/. */
export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Any value unique to this project, used as the advisory lock id for migrations. */
const MIGRATION_LOCK_ID = 7_411_020;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory dumped by PGlite's `dumpDataDir`, to start from instead of an empty cluster. */
      loadDataDir?: Blob;
    };

export function openDatabase(options: DatabaseOptions): Database {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle pooled connection can be closed by the server (restart, failover, a dropped
  // database). The pool discards it and the next query opens a new one; without a listener the
  // 'error' event would crash the process.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning');
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A multi-statement text answers one result per statement.
      const last: unknown = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last as { rows?: unknown[] } | undefined)?.rows ?? [] };
    },
    close: () => pool.end(),
  };
}

/** The embedded engine: on disk under dataDir, or in memory when dataDir is null (tests). */
function openPglite(dataDir: string | null, loadDataDir: Blob | undefined): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = new PGlite({
    ...(dataDir ? { fs: new PrivateNodeFS(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => client.close(),
    dumpDataDir: (compression) => client.dumpDataDir(compression),
  };
}
