import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'apps/api/dist/server.js');

/** Builds once when the production build is missing. */
export function ensureBuild() {
  if (existsSync(serverEntry) && existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/** Starts the built server (`args` go to node, e.g. `--cpu-prof`); resolves with the child and the ms until /api/health answered 200. */
export async function startServer({ port, dataDir, env = {}, args = [] }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...args, serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://localhost:${port}/api/health`);
      if (res.ok) return { child, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The value at percentile `p` of an ascending array. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Signs in as the demo company admin (server started with DEMO_MODE); resolves with the cookie header. */
export async function signInAsDemoAdmin(base) {
  const res = await fetch(`${base}/api/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ user: 'company_admin' }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Invites candidate `n` as the signed-in staff member; resolves with the verification id, token and email. */
export async function inviteCandidate(base, cookie, n) {
  const email = `bench.candidate${n}@bench.example`;
  const res = await fetch(`${base}/api/invite-candidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ candidateEmail: email, candidateName: `Bench Candidate${n}` }),
  });
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const { verificationId, candidateUrl } = await res.json();
  const token = /\/candidate\/([^/?#]+)/.exec(candidateUrl)[1];
  return { verificationId, token, email, name: `Bench Candidate${n}` };
}

/** A distinct client address per candidate (server started with TRUST_PROXY): the per-address limit is not measured. */
export const forwardedFor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A complete five-step form for candidate `n`. */
export function candidateFormData(n, email) {
  const address = {
    address1: `${n} Bench Street`,
    address2: '',
    city: 'Leeds',
    state: 'West Yorkshire',
    country: 'United Kingdom',
    zip: 'LS1 1AA',
  };
  return {
    personalInfo: {
      firstName: 'Bench',
      lastName: `Candidate${n}`,
      dateOfBirth: '1990-01-01',
      email,
      phone: '+44 113 496 0000',
      currentAddress: address,
      previousAddresses: [],
      previousNames: [],
    },
    education: [
      {
        institution: 'University of Leeds',
        address: 'Woodhouse, Leeds',
        degree: 'BSc Physics',
        graduationDate: '2012-06-30',
        gpa: '',
      },
    ],
    employment: [
      {
        company: 'Bench Ltd',
        position: 'Engineer',
        startDate: '2013-01-01',
        endDate: '',
        supervisorName: 'Pat Supervisor',
        supervisorPhone: '+44 113 496 0001',
        supervisorEmail: 'pat@bench.example',
      },
    ],
  };
}

/** The body of POST /api/submit-verification for an invited candidate, consent signed. */
export function submitBody({ verificationId, email, name, n }, disclosureVersion) {
  return {
    verificationId,
    status: 'SUBMITTED',
    submittedAt: new Date().toISOString(),
    candidateEmail: email,
    candidateName: name,
    formData: candidateFormData(n, email),
    documents: [],
    consent: { disclosureVersion, accepted: true, signature: name },
  };
}

/**
 * Runs `measure(url)` on a temporary PostgreSQL database on the BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) server, dropped afterwards; prints that PostgreSQL was skipped when neither is set.
 */
export async function withTemporaryPostgres(measure) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const { default: pg } = await import('pg');
  const name = `candor_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
