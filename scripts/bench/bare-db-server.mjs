// The bare baseline of `authenticated-reads`: a plain Fastify route that does what an
// authenticated request must at least do — three sequential indexed reads (the session by its
// token, the user, the user's membership) — with no hooks, no validation and no identity library.
// Run as a child process: node bare-db-server.mjs <port> <pglite-dir | postgres-url> <session-token>
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const [port, target, token] = process.argv.slice(2);

let query;
let close;
if (target.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  query = async (sql, params) => (await pool.query(sql, params)).rows;
  close = () => pool.end();
} else {
  const db = new PGlite(target);
  await db.waitReady;
  query = async (sql, params) => (await db.query(sql, params)).rows;
  close = () => db.close();
}

const app = Fastify({ logger: false });
app.get('/bare', async () => {
  const [session] = await query('SELECT id, user_id, expires_at FROM sessions WHERE token = $1', [token]);
  const [user] = await query('SELECT id, email, role FROM users WHERE id = $1', [session.user_id]);
  const [membership] = await query(
    'SELECT id, organisation_id, role FROM memberships WHERE user_id = $1 AND status = $2',
    [user.id, 'active'],
  );
  return { session: session.id, user: user.email, organisation: membership?.organisation_id ?? null };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await close();
  process.exit(0);
});
process.send?.('ready');
