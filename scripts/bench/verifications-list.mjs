import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensureBuild, fmt, startServer, stopServer, withTemporaryPostgres } from './common.mjs';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const PAGE = 50;
const SAMPLES = Number(process.env.BENCH_LIST_SAMPLES ?? 40);
const PORT = 3321;
const BASE = `http://localhost:${PORT}`;

const STATUSES = [
  'INVITED',
  'IN_PROGRESS',
  'SUBMITTED',
  'VERIFICATION_INITIATED',
  'VERIFIED',
  'VERIFICATION_FAILED',
  'COMPLETED',
  'FAILED',
];

/** One INSERT … SELECT over generate_series: the rows of one organisation, spread over a year. */
const seedSql = (rows) => `
  INSERT INTO verifications (id, organisation_id, type, status, candidate_name, candidate_email,
                             created_at, updated_at, submitted_at)
  SELECT gen_random_uuid(), $1, 'FULL',
         (ARRAY[${STATUSES.map((s) => `'${s}'`).join(',')}])[1 + n % ${STATUSES.length}],
         'Bench Candidate ' || n, 'candidate' || n || '@bench.example',
         now() - (n * interval '5 minutes') - interval '1 day',
         now() - (n * interval '5 minutes'),
         CASE WHEN n % ${STATUSES.length} >= 2 THEN now() - (n * interval '5 minutes') ELSE NULL END
  FROM generate_series(1, ${rows}) AS n`;

/** The keyset cursor after `offset` rows of the default sort (what the server would hand out). */
const cursorSql = `
  SELECT updated_at::text AS at, id::text AS id FROM verifications
  WHERE organisation_id = $1 ORDER BY updated_at DESC, id DESC OFFSET $2 LIMIT 1`;

const encodeCursor = (at, id) =>
  Buffer.from(JSON.stringify(['updated', at, id]), 'utf8').toString('base64url');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signInAsDemoAdmin() {
  const res = await fetch(`${BASE}/api/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ user: 'company_admin' }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = await (await fetch(`${BASE}/api/session`, { headers: { cookie } })).json();
  const organisationId = session.me?.organisation?.id;
  if (!organisationId) throw new Error('the demo administrator has no organisation');
  return { cookie, organisationId };
}

/** Times GET /api/verifications?limit=50 (optionally from a cursor); checks the page is full. */
async function timePage(cookie, cursor) {
  const url = `${BASE}/api/verifications?limit=${PAGE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  const times = [];
  let body;
  for (let i = 0; i < SAMPLES + 3; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`list failed: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 3) times.push(ms); // the first three warm the caches
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rows: body.verifications.length,
    next: body.nextCursor,
  };
}

async function measure(label, { env, seed }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-list-'));
  const serverEnv = { DEMO_MODE: 'true', PUBLIC_URL: BASE, ...env };
  try {
    let { child } = await startServer({ port: PORT, dataDir, env: serverEnv });
    let session;
    try {
      session = await signInAsDemoAdmin();
    } finally {
      await stopServer(child);
    }
    const seeded = performance.now();
    const lastPage = Math.ceil(ROWS / PAGE);
    const cursor = await seed(dataDir, session.organisationId, (lastPage - 1) * PAGE - 1);
    const seedMs = performance.now() - seeded;
    ({ child } = await startServer({ port: PORT, dataDir, env: serverEnv }));
    try {
      const first = await timePage(session.cookie);
      const deep = await timePage(session.cookie, cursor);
      console.log(
        `${label}: ${fmt(ROWS)} rows seeded in ${fmt(seedMs / 1000, 1)} s; page 1: p50 ${fmt(first.p50, 1)} ms, p95 ${fmt(first.p95, 1)} ms; ` +
          `page ${fmt(lastPage)}: p50 ${fmt(deep.p50, 1)} ms, p95 ${fmt(deep.p95, 1)} ms ` +
          `(${deep.rows} rows, ${deep.next ? 'more after it' : 'the last page'}); ratio p95 ${fmt(deep.p95 / first.p95, 2)}×`,
      );
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * GET /api/verifications (page of 50) with ROWS verifications in one organisation: page 1 against
 * the last page reached through a keyset cursor, on the embedded database and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, on PostgreSQL in a temporary database.
 */
export async function verificationsList() {
  ensureBuild();
  console.log(`${SAMPLES} timed requests per page after 3 warm-up requests`);

  await measure('embedded (PGlite)', {
    env: {},
    seed: async (dataDir, organisationId, offset) => {
      const db = new PGlite(path.join(dataDir, 'pglite'));
      try {
        await db.query(seedSql(ROWS), [organisationId]);
        await db.exec('ANALYZE verifications');
        const { rows } = await db.query(cursorSql, [organisationId, offset]);
        return encodeCursor(rows[0].at, rows[0].id);
      } finally {
        await db.close();
      }
    },
  });

  await withTemporaryPostgres(async (url) => {
    await measure('PostgreSQL', {
      env: { DATABASE_URL: url },
      seed: async (_dataDir, organisationId, offset) => {
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        try {
          await db.query(seedSql(ROWS), [organisationId]);
          await db.query('ANALYZE verifications');
          const { rows } = await db.query(cursorSql, [organisationId, offset]);
          return encodeCursor(rows[0].at, rows[0].id);
        } finally {
          await db.end();
        }
      },
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await verificationsList();
