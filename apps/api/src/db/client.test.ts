import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
  });

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
