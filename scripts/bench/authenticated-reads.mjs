import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensureBuild, fmt, startServer, stopServer, withTemporaryPostgres } from './common.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 50;
const ROWS = 300;
const PORT = 3331;
const BARE_PORT = 3332;
const BASE = `http://localhost:${PORT}`;
const bareScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-db-server.mjs');

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One INSERT … SELECT: ROWS verifications of the organisation, in every status. */
const seedSql = `
  INSERT INTO verifications (id, organisation_id, type, status, candidate_name, candidate_email, created_at, updated_at)
  SELECT gen_random_uuid(), $1, 'FULL',
         (ARRAY['INVITED','IN_PROGRESS','SUBMITTED','VERIFIED','VERIFICATION_FAILED','COMPLETED'])[1 + n % 6],
         'Bench Candidate ' || n, 'candidate' || n || '@bench.example',
         now() - n * interval '5 minutes', now() - n * interval '5 minutes'
  FROM generate_series(1, ${ROWS}) AS n`;

async function signIn() {
  const res = await fetch(`${BASE}/api/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ user: 'company_admin' }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const value = /candor\.session_token=([^;]+)/.exec(cookie)?.[1];
  const token = decodeURIComponent(value ?? '').split('.')[0];
  const me = await (await fetch(`${BASE}/api/me`, { headers: { cookie } })).json();
  return { cookie, token, organisationId: me.organisation.id };
}

function startBare(target, token) {
  return new Promise((resolve, reject) => {
    const child = fork(bareScript, [String(BARE_PORT), target, token], { stdio: 'inherit' });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

const line = (label, r) =>
  `${label}: ${fmt(r.requests.average)} req/s (p99 ${r.latency.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''})`;

async function measure(label, { env, seed, target }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-auth-'));
  const serverEnv = { DEMO_MODE: 'true', PUBLIC_URL: BASE, ...env };
  try {
    let { child } = await startServer({ port: PORT, dataDir, env: serverEnv });
    let session;
    try {
      session = await signIn();
    } finally {
      await stopServer(child);
    }
    await seed(dataDir, session.organisationId);

    const bareChild = await startBare(target(dataDir), session.token);
    let bare;
    try {
      bare = await load(`http://127.0.0.1:${BARE_PORT}/bare`);
    } finally {
      await stopServer(bareChild);
    }

    ({ child } = await startServer({ port: PORT, dataDir, env: serverEnv }));
    try {
      const headers = { cookie: session.cookie };
      await load(`${BASE}/api/me`, headers); // warm-up (JIT, caches), not counted
      const me = await load(`${BASE}/api/me`, headers);
      const list = await load(`${BASE}/api/verifications`, headers);
      console.log(`-- ${label}, ${CONNECTIONS} connections, ${DURATION_S} s each`);
      console.log(line('bare route, 3 sequential indexed queries', bare));
      console.log(
        `${line('GET /api/me', me)}; ratio ${fmt(me.requests.average / bare.requests.average, 2)} of bare`,
      );
      console.log(
        `${line(`GET /api/verifications (${ROWS} rows, first page)`, list)}; ratio ${fmt(list.requests.average / bare.requests.average, 2)} of bare`,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Authenticated reads against their bare baseline in the same run: GET /api/me and
 * GET /api/verifications as the demo administrator, against a plain Fastify route doing three
 * sequential indexed queries on the same database; embedded, and PostgreSQL when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 */
export async function authenticatedReads() {
  ensureBuild();
  await measure('embedded (PGlite)', {
    env: {},
    target: (dataDir) => path.join(dataDir, 'pglite'),
    seed: async (dataDir, organisationId) => {
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        await db.query(seedSql, [organisationId]);
        await db.exec('ANALYZE');
      } finally {
        await db.close();
      }
    },
  });

  await withTemporaryPostgres(async (url) => {
    await measure('PostgreSQL', {
      env: { DATABASE_URL: url },
      target: () => url,
      seed: async (_dataDir, organisationId) => {
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        try {
          await db.query(seedSql, [organisationId]);
          await db.query('ANALYZE');
        } finally {
          await db.end();
        }
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await authenticatedReads();
