import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuild, fmt, startServer, stopServer } from './common.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 20;
const bareScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-http-server.mjs');

/** Headers every HTTP/1.1 answer has, which the bare route sends by itself. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Loads `url` on the process `pid`: requests per second, p99, and the process's CPU per request. */
async function measure(url, pid) {
  await load(url); // warm-up (JIT), not counted
  const before = cpuMs(pid);
  const result = await load(url);
  const cpu = cpuMs(pid) - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    cpuUs: (cpu * 1000) / result.requests.total,
  };
}

function startBare(port, headersFile) {
  return new Promise((resolve, reject) => {
    const child = fork(bareScript, [String(port), ...(headersFile ? [headersFile] : [])], {
      stdio: 'inherit',
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

async function measureBare(port, headersFile) {
  const child = await startBare(port, headersFile);
  try {
    return await measure(`http://127.0.0.1:${port}/health`, child.pid);
  } finally {
    await stopServer(child);
  }
}

const line = (label, r, base) =>
  `${label}: ${fmt(r.rps)} req/s (p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}), ` +
  `server CPU ${fmt(r.cpuUs)} µs/request${base ? `; ratio ${fmt(r.rps / base.rps, 2)} of bare` : ''}`;

/**
 * Requests per second of the real /api/health (every hook, header and logger of the product)
 * against a bare Fastify route, each server in its own process, the load generator in this one,
 * in the same run; then the bare route again sending the product's response headers, which
 * separates what the headers' bytes cost (on the wire and in the client) from what our code costs.
 */
export async function healthThroughput() {
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
  const port = 3312;
  const { child } = await startServer({ port, dataDir: path.join(dir, 'data') });
  let ours;
  let headersFile;
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    const answer = await fetch(url);
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name) && name !== 'x-request-id'),
    );
    headersFile = path.join(dir, 'headers.json');
    writeFileSync(headersFile, JSON.stringify(headers));
    ours = await measure(url, child.pid);
  } finally {
    await stopServer(child);
  }
  try {
    const bare = await measureBare(3311, null);
    const bareWithHeaders = await measureBare(3313, headersFile);
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, after a warm-up run`);
    console.log(line('bare Fastify route', bare));
    console.log(line('bare route with the product’s response headers', bareWithHeaders, bare));
    console.log(line('Candor /api/health', ours, bare));
    console.log(
      `ratio against the bare route with the same headers: ${fmt(ours.rps / bareWithHeaders.rps, 2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await healthThroughput();
