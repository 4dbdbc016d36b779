import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  candidateFormData,
  ensureBuild,
  fmt,
  inviteCandidate,
  percentile,
  signInAsDemoAdmin,
  startServer,
  stopServer,
  submitBody,
} from './common.mjs';

const PORT = 3341;
const BASE = `http://localhost:${PORT}`;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50);
const REPORTS = Number(process.env.BENCH_REPORTS ?? 20);

const stats = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: p50 ${fmt(percentile(sorted, 50), 1)} ms, p95 ${fmt(percentile(sorted, 95), 1)} ms, max ${fmt(sorted.at(-1), 1)} ms (${sorted.length})`,
  );
};

async function json(res) {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * An invited candidate's application that the checks flag many times (supervisors at free-mail
 * addresses, overlapping jobs, no LinkedIn export), submitted; resolves with its verification id.
 */
async function crowdedApplication(staffHeaders) {
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE, CANDIDATE_STEPS } = await import('@candor/contracts');
  const candidate = await inviteCandidate(BASE, staffHeaders.cookie, 1);
  const formData = candidateFormData(1, candidate.email);
  formData.employment = [1, 2, 3, 4, 5].map((i) => ({
    company: `Bench Company ${i}`,
    position: 'Engineer',
    startDate: `201${i}-01-01`,
    endDate: `201${i + 3}-12-31`,
    supervisorName: `Pat Supervisor${i}`,
    supervisorPhone: '+44 113 496 0001',
    supervisorEmail: `pat.supervisor${i}@gmail.com`,
  }));
  const headers = { 'content-type': 'application/json', origin: BASE };
  const draft = await fetch(`${BASE}/api/candidate/${candidate.token}/draft`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ formData, currentStep: CANDIDATE_STEPS }),
  });
  if (!draft.ok) throw new Error(`draft save failed: ${draft.status} ${await draft.text()}`);
  const body = { ...submitBody({ ...candidate, n: 1 }, CONSENT_DISCLOSURE.version), formData };
  const res = await fetch(`${BASE}/api/submit-verification`, {
    method: 'POST',
    headers: { ...headers, [CANDIDATE_TOKEN_HEADER]: candidate.token },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  return candidate.verificationId;
}

/**
 * The assistant's template answers ("Rules", the default without a model) and the report PDF:
 * a sample verification made by /api/demo-report with its checks finished, then QUESTIONS times
 * "why is employment flagged?" timed to the whole answer, and REPORTS downloads of its PDF timed to
 * the last byte. Embedded database, AI_PROVIDER=none. Budgets: answers p95 ≤ 200 ms; the PDF of a
 * report with 10 findings ≤ 1 s.
 */
export async function assistantAndReport() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-assistant-'));
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, AI_PROVIDER: 'none' },
  });
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const headers = { cookie, origin: BASE, 'content-type': 'application/json' };
    const { verificationId } = await json(
      await fetch(`${BASE}/api/demo-report`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ candidateName: 'Bench Sample', position: 'Engineer', company: 'Bench Works' }),
      }),
    );
    // The checks run in the background: wait for them; resolves with the number of findings.
    const checksDone = async (id) => {
      for (let i = 0; i <= 600; i += 1) {
        const checks = await json(await fetch(`${BASE}/api/verifications/${id}/checks`, { headers }));
        if (checks.run?.status === 'DONE') return checks.findings.length;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the checks did not finish');
    };
    const findings = await checksDone(verificationId);
    const crowded = await crowdedApplication(headers);
    const crowdedFindings = await checksDone(crowded);
    const { session } = await json(
      await fetch(`${BASE}/api/assistant/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ verificationType: 'EMPLOYMENT', verificationId }),
      }),
    );
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(`${BASE}/api/assistant/sessions/${session.id}/messages`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ message: 'why is employment flagged?' }),
      });
      const body = await res.text();
      if (!res.ok || !body.includes('"answer"'))
        throw new Error(`no answer: ${res.status} ${body.slice(0, 200)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i += 1) await ask(); // warm-up
    const answers = [];
    for (let i = 0; i < QUESTIONS; i += 1) answers.push(await ask());

    const pdf = async (id = verificationId) => {
      const started = performance.now();
      const res = await fetch(`${BASE}/api/verifications/${id}/report.pdf`, { headers });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (!res.ok || bytes < 1000) throw new Error(`no PDF: ${res.status}`);
      return performance.now() - started;
    };
    const first = await pdf(crowded);
    const pdfs = [];
    const crowdedPdfs = [];
    for (let i = 0; i < REPORTS; i += 1) {
      pdfs.push(await pdf());
      crowdedPdfs.push(await pdf(crowded));
    }

    console.log(`sample verification with ${findings} findings; embedded database, AI_PROVIDER=none`);
    stats('assistant template answer ("why is employment flagged?")', answers);
    console.log(`report PDF, first of the process (${crowdedFindings} findings): ${fmt(first, 1)} ms`);
    stats(`report PDF, ${findings} findings`, pdfs);
    stats(`report PDF, ${crowdedFindings} findings`, crowdedPdfs);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await assistantAndReport();
