import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  candidateFormData,
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

const AT_ONCE = Number(process.env.BENCH_CHECK_RUNS ?? 50);
const SUBMITS = Number(process.env.BENCH_CHECK_SUBMITS ?? 40);
const WARM_UP = 5;
const PORT = 3324;
const BASE = `http://localhost:${PORT}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const summary = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};

/**
 * The automated checks on the embedded database, as they run: by themselves when a candidate
 * submits (the organisation setting `runChecksOnSubmission`, on by default).
 *
 * - One submission alone first: the first run of a process also loads the reference data.
 * - AT_ONCE submissions sent at the same moment, each timed from its submit request until its run
 *   is DONE (the run's finishedAt, the server's clock on this machine).
 * - The candidate's submit latency with the setting on and off, submits one after another (the
 *   checks of the earlier submissions run meanwhile when it is on), and the ratio.
 *
 * SERVER_ARGS (space-separated) are passed to the server's node, e.g. `--cpu-prof`.
 */
export async function checkRuns() {
  ensureBuild();
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE, CANDIDATE_STEPS } = await import('@candor/contracts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-checks-'));
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, TRUST_PROXY: 'true' },
    args: process.env.SERVER_ARGS ? process.env.SERVER_ARGS.split(' ') : [],
  });
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const staff = { cookie, origin: BASE, 'content-type': 'application/json' };
    let n = 0;
    const invite = async () => {
      n += 1;
      const candidate = await inviteCandidate(BASE, cookie, n);
      const headers = {
        'content-type': 'application/json',
        origin: BASE,
        'x-forwarded-for': forwardedFor(n),
      };
      // The portal saves the draft while the candidate types; the submit sends the form again.
      const draft = await fetch(`${BASE}/api/candidate/${candidate.token}/draft`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          formData: candidateFormData(n, candidate.email),
          currentStep: CANDIDATE_STEPS,
        }),
      });
      if (!draft.ok) throw new Error(`draft save failed: ${draft.status} ${await draft.text()}`);
      const body = JSON.stringify(submitBody({ ...candidate, n }, CONSENT_DISCLOSURE.version));
      return {
        id: candidate.verificationId,
        headers: { ...headers, [CANDIDATE_TOKEN_HEADER]: candidate.token },
        body,
      };
    };
    const submit = async (candidate) => {
      const sentAt = Date.now();
      const started = performance.now();
      const res = await fetch(`${BASE}/api/submit-verification`, {
        method: 'POST',
        headers: candidate.headers,
        body: candidate.body,
      });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`submit failed: ${res.status}`);
      return { id: candidate.id, sentAt, ms };
    };
    // Polled by one request at a time, so that reading does not load the server measured.
    const untilDone = async (submitted) => {
      const pending = new Map(submitted.map((s) => [s.id, s]));
      const results = [];
      while (pending.size > 0) {
        await sleep(250);
        for (const [id, { sentAt }] of pending) {
          const read = await fetch(`${BASE}/api/verifications/${id}/checks`, { headers: { cookie } });
          const { run } = await read.json();
          if (run?.status === 'DONE' || run?.status === 'FAILED') {
            results.push({ ms: Date.parse(run.finishedAt) - sentAt, status: run.status });
            pending.delete(id);
          } else break; // the others were sent at the same time: look again later
        }
      }
      return results;
    };
    const setChecksOnSubmission = async (on) => {
      const res = await fetch(`${BASE}/api/settings`, {
        method: 'PATCH',
        headers: staff,
        body: JSON.stringify({ runChecksOnSubmission: on }),
      });
      if (!res.ok) throw new Error(`settings failed: ${res.status} ${await res.text()}`);
    };

    const [cold] = await untilDone([await submit(await invite())]);
    console.log(`first run of the process (loads the reference data): submit → DONE ${fmt(cold.ms)} ms`);

    const batch = [];
    for (let i = 0; i < AT_ONCE; i += 1) batch.push(await invite());
    const submitted = await Promise.all(batch.map(submit));
    const results = await untilDone(submitted);
    const failed = results.filter((result) => result.status !== 'DONE').length;
    const done = summary(results.map((result) => result.ms));
    const answered = summary(submitted.map((s) => s.ms));
    console.log(
      `${AT_ONCE} submissions at once, submit → checks DONE: p50 ${fmt(done.p50)} ms, ` +
        `p95 ${fmt(done.p95)} ms, max ${fmt(done.max)} ms` +
        (failed > 0 ? ` (${failed} not DONE)` : '') +
        ` (their submits answered: p50 ${fmt(answered.p50)} ms, p95 ${fmt(answered.p95)} ms)`,
    );

    // Submit latency, one after another, with the checks on submission off, then on.
    const sequential = async () => {
      const latencies = [];
      for (let i = 0; i < SUBMITS + WARM_UP; i += 1) {
        const candidate = await invite();
        const { ms } = await submit(candidate);
        if (i >= WARM_UP) latencies.push(ms);
      }
      return summary(latencies);
    };
    await setChecksOnSubmission(false);
    const off = await sequential();
    await setChecksOnSubmission(true);
    const on = await sequential();
    console.log(
      `${SUBMITS} submits one after another, checks on submission off: p50 ${fmt(off.p50, 1)} ms, ` +
        `p95 ${fmt(off.p95, 1)} ms; on: p50 ${fmt(on.p50, 1)} ms, p95 ${fmt(on.p95, 1)} ms; ` +
        `on/off ${fmt(on.p50 / off.p50, 2)} (p50), ${fmt(on.p95 / off.p95, 2)} (p95)`,
    );
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await checkRuns();
