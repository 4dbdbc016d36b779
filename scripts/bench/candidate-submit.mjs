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

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 200);
const WARM_UP = 5;
const PORT = 3323;
const BASE = `http://localhost:${PORT}`;

/**
 * POST /api/submit-verification on the embedded database: candidates are invited and each one's
 * draft is saved (as the portal does while they type) before the timed submit, one after another.
 * The first few submits warm the server up and are not counted.
 */
export async function candidateSubmit() {
  ensureBuild();
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE, CANDIDATE_STEPS } = await import('@candor/contracts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-submit-'));
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, TRUST_PROXY: 'true' },
  });
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const latencies = [];
    for (let n = 1; n <= SUBMITS + WARM_UP; n += 1) {
      const candidate = await inviteCandidate(BASE, cookie, n);
      const headers = {
        'content-type': 'application/json',
        origin: BASE,
        'x-forwarded-for': forwardedFor(n),
      };
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
      const sent = performance.now();
      const res = await fetch(`${BASE}/api/submit-verification`, {
        method: 'POST',
        headers: { ...headers, [CANDIDATE_TOKEN_HEADER]: candidate.token },
        body,
      });
      await res.arrayBuffer();
      const answered = performance.now();
      if (!res.ok) throw new Error(`submit failed: ${res.status}`);
      if (n > WARM_UP) latencies.push(answered - sent);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `${SUBMITS} submits (draft saved first), embedded database: p50 ${fmt(percentile(latencies, 50), 1)} ms, ` +
        `p95 ${fmt(percentile(latencies, 95), 1)} ms, max ${fmt(latencies.at(-1), 1)} ms`,
    );
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await candidateSubmit();
