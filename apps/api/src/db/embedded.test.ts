import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/test-database.js';
import { PRIVATE_UMASK } from '../lib/data-dir.js';
import { openDatabase, type Database } from './client.js';
import { openEmbeddedDatabase } from './embedded.js';

/** Paths under `root` whose mode is not owner-only (0700 directories, 0600 files). */
function exposed(root: string): string[] {
  const found: string[] = [];
  const visit = (target: string) => {
    const info = lstatSync(target);
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? 0o700 : 0o600;
    if ((info.mode & 0o777) !== wanted)
      found.push(`${path.relative(root, target)} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(target)) visit(path.join(target, name));
  };
  visit(root);
  return found;
}

const migrationsApplied = async (database: Database) =>
  (await database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0] as {
    n: number;
  };

// The embedded engine only: the PostgreSQL run of the suite has nothing to add here.
describe.skipIf(testEngine === 'postgres')('the shipped empty database', () => {
  let root: string;
  let shipped: string;
  let migrations: number;
  let umask = 0;

  beforeAll(async () => {
    umask = process.umask(PRIVATE_UMASK);
    root = mkdtempSync(path.join(tmpdir(), 'candor-embedded-'));
    shipped = path.join(root, 'empty-database.tar.gz');
    const source = openDatabase({ kind: 'pglite', dataDir: null });
    await source.migrate();
    writeFileSync(shipped, Buffer.from(await (await source.dumpDataDir!('gzip')).arrayBuffer()));
    migrations = (await migrationsApplied(source)).n;
    await source.close();
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  it('a first start loads it: migrated, owner-only files, and the data stays on the next start', async () => {
    const dir = path.join(root, 'first', 'pglite');
    mkdirSync(path.dirname(dir), { mode: 0o700 });
    const database = await openEmbeddedDatabase(dir, shipped);
    expect(existsSync(`${dir}.loading`)).toBe(false);
    expect((await migrationsApplied(database)).n).toBe(migrations);
    await database.migrate(); // nothing left to apply
    expect((await migrationsApplied(database)).n).toBe(migrations);
    await database.executeSql(
      `insert into organisations (id, name, slug) values ('org-kept', 'Kept Ltd', 'kept')`,
    );
    await database.close();
    expect(exposed(dir)).toEqual([]);

    const again = await openEmbeddedDatabase(dir, shipped);
    const kept = await again.executeSql(`select name from organisations where name = 'Kept Ltd'`);
    expect(kept.rows).toEqual([{ name: 'Kept Ltd' }]);
    await again.close();
  });

  it('a load cut short (its marker left behind) is started again from the shipped database', async () => {
    const dir = path.join(root, 'interrupted', 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(`${dir}.loading`, '');
    const database = await openEmbeddedDatabase(dir, shipped);
    expect(existsSync(`${dir}.loading`)).toBe(false);
    expect((await migrationsApplied(database)).n).toBe(migrations);
    await database.close();
  });
});
