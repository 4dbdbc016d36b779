import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ensureBuild,
  fmt,
  forwardedFor,
  inviteCandidate,
  percentile,
  signInAsDemoAdmin,
  startServer,
  stopServer,
  submitBody,
} from './common.mjs';

const RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 50);
const PORT = 3324;
const BASE = `http://localhost:${PORT}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The automated checks on the embedded database: RUNS candidates submit, then staff start the
 * checks on all of them at once; each run is timed from its start request (202) until its
 * GET /checks answers DONE. The first run of a process also loads the institution directory.
 */
export async function checkRuns() {
  ensureBuild();
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE } = await import('@candor/contracts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-checks-'));
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, TRUST_PROXY: 'true' },
  });
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const staff = { cookie, origin: BASE, 'content-type': 'application/json' };
    const ids = [];
    for (let n = 1; n <= RUNS + 1; n += 1) {
      const candidate = await inviteCandidate(BASE, cookie, n);
      const res = await fetch(`${BASE}/api/submit-verification`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: BASE,
          'x-forwarded-for': forwardedFor(n),
          [CANDIDATE_TOKEN_HEADER]: candidate.token,
        },
        body: JSON.stringify(submitBody({ ...candidate, n }, CONSENT_DISCLOSURE.version)),
      });
      if (!res.ok) throw new Error(`submit failed: ${res.status}`);
      ids.push(candidate.verificationId);
    }

    // The run's finishedAt is the server's clock on this machine: measured against the moment
    // the start request was sent, without polling often (polling would load the server measured).
    const start = async (id) => {
      const sentAt = Date.now();
      const res = await fetch(`${BASE}/api/verifications/${id}/checks`, { method: 'POST', headers: staff, body: '{}' });
      if (res.status !== 202) throw new Error(`start failed: ${res.status} ${await res.text()}`);
      return { id, sentAt };
    };
    const finished = async ({ id, sentAt }) => {
      for (;;) {
        const read = await fetch(`${BASE}/api/verifications/${id}/checks`, { headers: { cookie } });
        const body = await read.json();
        if (body.run?.status === 'DONE' || body.run?.status === 'FAILED') {
          return { ms: Date.parse(body.run.finishedAt) - sentAt, status: body.run.status };
        }
        await sleep(1000);
      }
    };

    // One run alone first: it pays for loading the reference data once per process.
    const [first, ...rest] = ids;
    const cold = await finished(await start(first));
    const started = await Promise.all(rest.map(start));
    const results = await Promise.all(started.map(finished));
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const failed = results.filter((result) => result.status !== 'DONE').length;
    console.log(`first run of the process (loads the institution directory): ${fmt(cold.ms)} ms`);
    console.log(
      `${rest.length} runs started at once, start → DONE: p50 ${fmt(percentile(latencies, 50))} ms, ` +
        `p95 ${fmt(percentile(latencies, 95))} ms, max ${fmt(latencies.at(-1))} ms` +
        (failed > 0 ? ` (${failed} not DONE)` : ''),
    );
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await checkRuns();
