import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from '../../test/test-database.js';
import { openDatabase } from './client.js';
import { organisations, organisationSettings } from './schema.js';

describe('embedded database on disk', () => {
  it('applies migrations once and keeps data across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'candor-db-')), 'pglite');

    const first = openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(organisations).values({ id: 'org_1', name: 'Acme', slug: 'acme' });
    await first.close();

    const second = openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.select().from(organisations).where(eq(organisations.id, 'org_1'));
    expect(rows.map((r) => r.name)).toEqual(['Acme']);
    await second.close();
    // Two cold starts of the embedded database with every migration: slow on a busy machine.
  }, 120_000);

  it('enforces the settings ranges in the database too', async () => {
    const database = openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    await database.db.insert(organisations).values({ id: 'org_2', name: 'Beta', slug: 'beta' });
    await expect(
      database.db.insert(organisationSettings).values({ organisationId: 'org_2', alertThreshold: 101 }),
    ).rejects.toThrow();
    await database.db.insert(organisationSettings).values({ organisationId: 'org_2' });
    const [settings] = await database.db.select().from(organisationSettings);
    expect(settings).toMatchObject({
      alertThreshold: 10,
      rateLimitPerMinute: 100,
      processingTimeoutSeconds: 300,
    });
    await database.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection pool', () => {
  it('survives the server closing an idle connection and answers the next query', async () => {
    const created = await createPostgresTestDatabase();
    const database = openDatabase({ kind: 'postgres', url: created.url, poolSize: 2 });
    try {
      await database.ping();
      // The server ends every session of this database, as a restart or failover would; the pool
      // notices on its idle connection and says so in a warning.
      const noticed = new Promise((resolve) => process.once('warning', resolve));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [new URL(created.url).pathname.slice(1)],
        );
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await noticed;
      await database.ping();
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
