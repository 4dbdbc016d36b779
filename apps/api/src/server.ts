import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { openEmbeddedDatabase, SHIPPED_EMPTY_DATABASE } from './db/embedded.js';
import { PRIVATE_UMASK, securePrivateTree } from './lib/data-dir.js';
import { loggableError } from './lib/logger.js';

/** The process entry: configuration, database and migrations, then the HTTP server. */
async function main(): Promise<void> {
  // Everything this process creates (database files, uploads, the secret) is for its owner only.
  process.umask(PRIVATE_UMASK);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  await securePrivateTree(config.dataDir);

  // The database opens (and migrates) while the rest of the server's code loads: on the embedded
  // engine most of that opening is compiling PostgreSQL's WebAssembly, which overlaps with it.
  const migrated = (
    config.databaseUrl
      ? Promise.resolve(openDatabase({ kind: 'postgres', url: config.databaseUrl }))
      : openEmbeddedDatabase(path.join(config.dataDir, 'pglite'), SHIPPED_EMPTY_DATABASE)
  ).then(async (database) => {
    await database.migrate();
    return database;
  });
  migrated.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
  const { buildApp } = await import('./app.js');
  const database = await migrated;

  const app = await buildApp({ config, database, startJobs: 'after-listen' });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: loggableError(error) }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, dataDir: config.dataDir, web: config.webDistDir !== null },
    `Candor is serving ${config.publicUrl}`,
  );
  if (config.demoMode) {
    app.log.warn(
      { demoMode: true },
      `Demo mode is ON: anyone who can reach ${config.publicUrl} can sign in with one click, without a password, as the demo users (platform administrator, company administrator, candidate). They reach only the demo organisation and its mail. Do not keep real candidates' data on this server; set DEMO_MODE=false to turn demo mode off.`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Candor failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
