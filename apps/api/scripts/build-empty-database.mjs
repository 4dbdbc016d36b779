// Writes dist/empty-database.tar.gz: the embedded database with every migration applied, which a
// first start loads instead of running initdb and the migrations (docs/decisions/022-shipped-empty-database.md).
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../dist/db/client.js';
import { SHIPPED_EMPTY_DATABASE } from '../dist/db/embedded.js';

const database = openDatabase({ kind: 'pglite', dataDir: null });
try {
  await database.migrate();
  const dump = await database.dumpDataDir('gzip');
  writeFileSync(SHIPPED_EMPTY_DATABASE, Buffer.from(await dump.arrayBuffer()));
} finally {
  await database.close();
}
