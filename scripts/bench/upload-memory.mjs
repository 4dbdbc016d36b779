import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, fmt, inviteCandidate, signInAsDemoAdmin, startServer, stopServer } from './common.mjs';

const PORT = 3324;
const BASE = `http://localhost:${PORT}`;
const FILE_BYTES = 10_000_000;
const CHUNK_BYTES = 64 * 1024;
const RUNS = 3;
const SAMPLE_MS = 20;
const BOUNDARY = 'candor-bench-boundary';

const rssBytes = (pid) => {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error('no VmRSS in /proc status');
  return Number(kb) * 1024;
};

/** A PDF by its bytes (the server decides the type from them), padded to `size`. */
function pdfBytes(size) {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const file = Buffer.alloc(size, 0x20);
  head.copy(file, 0);
  tail.copy(file, size - tail.length);
  return file;
}

/**
 * Streams `file` as multipart/form-data (field "file") to the portal's upload endpoint in 64 KB
 * writes that wait for the socket to drain, like a browser on a fast link; resolves with the status.
 */
function streamUpload(token, file) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nOTHER\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(`${BASE}/api/candidate/${token}/documents`, {
      method: 'POST',
      headers: {
        origin: BASE,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + file.length + tail.length,
      },
    });
    req.once('error', reject);
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode));
    });
    const write = (offset) => {
      for (let at = offset; at < file.length; at += CHUNK_BYTES) {
        if (!req.write(file.subarray(at, at + CHUNK_BYTES))) {
          req.once('drain', () => write(at + CHUNK_BYTES));
          return;
        }
      }
      req.end(tail);
    };
    req.write(head);
    write(0);
  });
}

/**
 * The server's resident memory (VmRSS, sampled every 20 ms) while one 10 MB PDF streams to
 * POST /api/candidate/{token}/documents, minus its resident memory just before: three uploads after
 * a small warm-up upload, each printed, then the largest.
 */
export async function uploadMemory() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-upload-'));
  const { child } = await startServer({ port: PORT, dataDir, env: { DEMO_MODE: 'true', PUBLIC_URL: BASE } });
  try {
    const cookie = await signInAsDemoAdmin(BASE);
    const { token } = await inviteCandidate(BASE, cookie, 1);
    const warmUp = await streamUpload(token, pdfBytes(64 * 1024));
    if (warmUp !== 201) throw new Error(`warm-up upload answered ${warmUp}`);
    const file = pdfBytes(FILE_BYTES);

    const extras = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await new Promise((r) => setTimeout(r, 500));
      const before = rssBytes(child.pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssBytes(child.pid));
      }, SAMPLE_MS);
      const started = performance.now();
      const status = await streamUpload(token, file).finally(() => clearInterval(sampler));
      const ms = performance.now() - started;
      peak = Math.max(peak, rssBytes(child.pid));
      if (status !== 201) throw new Error(`upload answered ${status}`);
      const extra = (peak - before) / (1024 * 1024);
      extras.push(extra);
      console.log(
        `upload ${run}: ${fmt(FILE_BYTES / 1e6)} MB in ${fmt(ms)} ms, RSS ${fmt(before / 2 ** 20, 1)} MB before, ` +
          `peak ${fmt(peak / 2 ** 20, 1)} MB: +${fmt(extra, 1)} MB`,
      );
    }
    console.log(`largest extra server memory during a 10 MB upload: ${fmt(Math.max(...extras), 1)} MB`);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await uploadMemory();
