/**
 * The process the crash test kills: it commits a state change (an invitation, whose domain
 * event is written in the same transaction) without delivering events, says so, and waits to
 * be killed. Argument: `pglite:<dataDir>` or `postgres:<url>`.
 */
import { openDatabase } from '../src/db/client.js';
import { buildTestApp } from './build-test-app.js';
import { invite, newOrganisation } from './verification-helpers.js';

const target = process.argv[2] ?? '';
const database = target.startsWith('postgres:')
  ? openDatabase({ kind: 'postgres', url: target.slice('postgres:'.length), poolSize: 2 })
  : openDatabase({ kind: 'pglite', dataDir: target.slice('pglite:'.length) });
await database.migrate();
const app = await buildTestApp({ database, startEvents: false });
const owner = await newOrganisation(app, { plan: 'professional' });
const invitation = await invite(app, owner);
process.stdout.write(`COMMITTED ${invitation.verificationId}\n`);
// Wait to be killed (SIGKILL: no hook, no graceful close).
setInterval(() => undefined, 1000);
