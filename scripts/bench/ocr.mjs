import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { findChromium } from '../find-chromium.mjs';
import {
  ensureBuild,
  fmt,
  forwardedFor,
  inviteCandidate,
  root,
  signInAsDemoAdmin,
  startServer,
  stopServer,
  submitBody,
} from './common.mjs';

const PORT = 3325;
const BASE = `http://localhost:${PORT}`;
const SAMPLE_MS = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => `${fmt(bytes / 1024 / 1024)} MB`;

const rssOf = (pid) => {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error('no VmRSS in /proc status');
  return Number(kb) * 1024;
};

const PARAGRAPH =
  'We confirm that the employee named above has worked for the company in the position stated, ' +
  'under the terms of the contract signed at the start of employment. The salary figures below are ' +
  'taken from the payroll records for the tax year and include every allowance and deduction made.';

/** A dense one-page letter (A4 at about 200 dpi) rendered by Chromium and saved as a JPEG "scan". */
async function denseScan() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found (set CHROMIUM_PATH)');
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: 827, height: 1170 }, deviceScaleFactor: 2 });
    const paragraphs = Array.from({ length: 9 }, (_, i) => `<p>${i + 1}. ${PARAGRAPH}</p>`).join('');
    await page.setContent(
      `<html><body style="margin:60px;font:15px/1.45 serif;color:#222;background:#fdfdf8">
      <h2>Analytical Engines Ltd — Employment and salary statement</h2>
      <p>Employee: Bench Candidate1 · Position: Engineer · Period: April 2023 to March 2024</p>${paragraphs}
      <p>Signed for the employer, Human Resources, 31 March 2024.</p></body></html>`,
    );
    return await page.screenshot({ type: 'jpeg', quality: 85 });
  } finally {
    await browser.close();
  }
}

/** OCR in this process with the built engine: cold (worker start) and warm, and the memory it holds. */
async function inProcess(scan) {
  const url = pathToFileURL(path.join(root, 'apps/api/dist/modules/checks/extraction/ocr.js')).href;
  const { createOcrEngine } = await import(url);
  const engine = createOcrEngine();
  const before = process.memoryUsage().rss;
  let started = performance.now();
  const cold = await engine.recognize(scan);
  const coldMs = performance.now() - started;
  started = performance.now();
  const warm = await engine.recognize(scan);
  const warmMs = performance.now() - started;
  const held = process.memoryUsage().rss;
  await engine.close();
  await sleep(500);
  const released = process.memoryUsage().rss;
  const words = (cold.text ?? '').split(/\s+/).filter(Boolean).length;
  console.log(
    `in process: one page (${words} words, confidence ${cold.confidence}) cold ${fmt(coldMs)} ms ` +
      `(worker start + recognition), warm ${fmt(warmMs)} ms (confidence ${warm.confidence})`,
  );
  console.log(
    `  process RSS: before ${mb(before)}, with the worker ${mb(held)}, after the worker stopped ${mb(released)}`,
  );
}

/**
 * The server: a candidate uploads the scan and submits, and the checks start by themselves; measured from the
 * upload's answer to the run's DONE (the upload job or the run reads the scan by OCR), with the
 * server's RSS sampled throughout.
 */
async function onServer(scan) {
  const { CANDIDATE_TOKEN_HEADER, CONSENT_DISCLOSURE } = await import('@candor/contracts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-ocr-'));
  const { child } = await startServer({
    port: PORT,
    dataDir,
    env: { DEMO_MODE: 'true', PUBLIC_URL: BASE, TRUST_PROXY: 'true' },
  });
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(child.pid));
  }, SAMPLE_MS);
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const candidate = await inviteCandidate(BASE, cookie, 1);
    const idle = rssOf(child.pid);
    const form = new FormData();
    form.append('file', new Blob([scan], { type: 'image/jpeg' }), 'salary-statement.jpg');
    const sent = performance.now();
    const uploaded = await fetch(
      `${BASE}/api/candidate/${candidate.token}/documents?documentType=EMPLOYMENT`,
      {
        method: 'POST',
        headers: { origin: BASE, 'x-forwarded-for': forwardedFor(1) },
        body: form,
      },
    );
    if (uploaded.status !== 201)
      throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
    const uploadMs = performance.now() - sent;
    const uploadedAt = Date.now();

    const submitted = await fetch(`${BASE}/api/submit-verification`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE,
        'x-forwarded-for': forwardedFor(1),
        [CANDIDATE_TOKEN_HEADER]: candidate.token,
      },
      body: JSON.stringify(submitBody({ ...candidate, n: 1 }, CONSENT_DISCLOSURE.version)),
    });
    if (!submitted.ok) throw new Error(`submit failed: ${submitted.status}`);
    const checksUrl = `${BASE}/api/verifications/${candidate.verificationId}/checks`;
    // The checks start by themselves on submission: wait for that run to end.
    let body;
    const giveUpAt = Date.now() + 120_000;
    for (;;) {
      body = await (await fetch(checksUrl, { headers: { cookie } })).json();
      if (body.run?.status === 'DONE' || body.run?.status === 'FAILED') break;
      if (Date.now() > giveUpAt) throw new Error('the automatic run did not end within 2 minutes');
      await sleep(250);
    }
    const doneMs = Date.parse(body.run.finishedAt) - uploadedAt;
    const unreadable = body.findings.some((finding) => finding.code === 'DOCUMENT_UNREADABLE');
    await sleep(1000);
    const after = rssOf(child.pid);
    console.log(
      `server: upload request ${fmt(uploadMs)} ms (no OCR on the request path); upload answered → checks ` +
        `${body.run.status} ${fmt(doneMs)} ms${unreadable ? ' (the scan was NOT read)' : ', scan read'}`,
    );
    console.log(`  server RSS: idle ${mb(idle)}, peak ${mb(peak)}, after ${mb(after)}`);
  } finally {
    clearInterval(sampler);
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function ocrBench() {
  ensureBuild();
  const scan = await denseScan();
  console.log(`scan: one A4 page, 1654 × 2340 px JPEG, ${fmt(scan.length / 1024)} KB`);
  await inProcess(scan);
  await onServer(scan);
}

if (import.meta.url === `file://${process.argv[1]}`) await ocrBench();
