import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
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

const SUBMITS = Number(process.env.BENCH_REALTIME_SUBMITS ?? 200);
const PORT = 3322;
const BASE = `http://localhost:${PORT}`;
const TIMEOUT_MS = 10_000;

/**
 * A staff member's socket.io client stays connected while candidates submit one after another;
 * for each submit, the time from sending POST /api/submit-verification to the client receiving
 * the verification_update that says SUBMITTED. Loopback, one API process, embedded database.
 */
export async function realtimeLatency() {
  ensureBuild();
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE, REALTIME_PATH } = await import('@candor/contracts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-rt-'));
  // Each candidate is a different person on a different address: the per-address limit of the
  // candidate endpoints is not what this measures.
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, TRUST_PROXY: 'true' },
  });
  let socket;
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    socket = io(BASE, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie, origin: BASE },
      reconnection: false,
    });
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

    const waiting = new Map();
    socket.on('verification_update', (event) => {
      const done = waiting.get(event.verificationId);
      if (done && event.status === 'SUBMITTED') done(performance.now());
    });

    const latencies = [];
    const responses = [];
    for (let n = 1; n <= SUBMITS; n += 1) {
      const candidate = await inviteCandidate(BASE, cookie, n);
      const { verificationId, token } = candidate;

      let timer;
      const received = new Promise((resolve, reject) => {
        waiting.set(verificationId, resolve);
        timer = setTimeout(
          () => reject(new Error(`no verification_update for ${verificationId}`)),
          TIMEOUT_MS,
        );
      });
      const sent = performance.now();
      const res = await fetch(`${BASE}/api/submit-verification`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: BASE,
          [CANDIDATE_TOKEN_HEADER]: token,
          'x-forwarded-for': forwardedFor(n),
        },
        body: JSON.stringify(submitBody({ ...candidate, n }, CONSENT_DISCLOSURE.version)),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
      const at = await received.finally(() => {
        clearTimeout(timer);
        waiting.delete(verificationId);
      });
      latencies.push(at - sent);
      responses.push(answered - sent);
    }
    latencies.sort((a, b) => a - b);
    responses.sort((a, b) => a - b);
    console.log(
      `${SUBMITS} submits: submit → verification_update at the staff client p50 ${fmt(percentile(latencies, 50), 1)} ms, ` +
        `p95 ${fmt(percentile(latencies, 95), 1)} ms, max ${fmt(latencies.at(-1), 1)} ms ` +
        `(the submit's HTTP answer: p50 ${fmt(percentile(responses, 50), 1)} ms, p95 ${fmt(percentile(responses, 95), 1)} ms)`,
    );
  } finally {
    socket?.close();
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await realtimeLatency();
