import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { ensureBuild, fmt, startServer, stopServer } from './common.mjs';

const SUBMITS = Number(process.env.BENCH_REALTIME_SUBMITS ?? 200);
const PORT = 3322;
const BASE = `http://localhost:${PORT}`;
const TIMEOUT_MS = 10_000;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signInAsDemoAdmin() {
  const res = await fetch(`${BASE}/api/demo/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ user: 'company_admin' }),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A complete five-step form for candidate `n`. */
function formData(n, email) {
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
    const cookie = await signInAsDemoAdmin();
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
      const email = `bench.candidate${n}@bench.example`;
      const invited = await fetch(`${BASE}/api/invite-candidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: BASE },
        body: JSON.stringify({ candidateEmail: email, candidateName: `Bench Candidate${n}` }),
      });
      if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${await invited.text()}`);
      const { verificationId, candidateUrl } = await invited.json();
      const token = /\/candidate\/([^/?#]+)/.exec(candidateUrl)[1];

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
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          verificationId,
          status: 'SUBMITTED',
          submittedAt: new Date().toISOString(),
          candidateEmail: email,
          candidateName: `Bench Candidate${n}`,
          formData: formData(n, email),
          documents: [],
          consent: {
            disclosureVersion: CONSENT_DISCLOSURE.version,
            accepted: true,
            signature: `Bench Candidate${n}`,
          },
        }),
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
