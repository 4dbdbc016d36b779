import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from './client.js';

/**
 * The empty database the build ships (docs/decisions/022-shipped-empty-database.md): every
 * migration applied, dumped by PGlite as a gzipped tarball. Next to the compiled server in
 * dist/; absent when the server runs from source, which then creates its database with initdb.
 */
export const SHIPPED_EMPTY_DATABASE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'empty-database.tar.gz',
);

/**
 * The embedded database in `dir`. A directory without a database starts from `emptyDatabase`
 * when that file exists, which skips initdb and the migrations run so far (about half of a first
 * start). A marker beside the directory is there while it loads: if the process dies before the
 * load finished, the next start removes the half-written directory and loads again. Nobody's data
 * is in it yet.
 */
export async function openEmbeddedDatabase(dir: string, emptyDatabase: string | null): Promise<Database> {
  const marker = `${dir}.loading`;
  if (existsSync(marker)) rmSync(dir, { recursive: true, force: true });
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (!fresh || !emptyDatabase || !existsSync(emptyDatabase)) {
    rmSync(marker, { force: true });
    return openDatabase({ kind: 'pglite', dataDir: dir });
  }
  writeFileSync(marker, '');
  const database = openDatabase({
    kind: 'pglite',
    dataDir: dir,
    loadDataDir: new Blob([readFileSync(emptyDatabase)]),
  });
  try {
    await database.ping();
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  rmSync(marker);
  return database;
}
