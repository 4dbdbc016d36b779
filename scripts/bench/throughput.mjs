import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureBuild, fmt, startServer, stopServer } from './common.mjs';

const DURATION_S = 5;
const CONNECTIONS = 20;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * Requests per second of the real /api/health (every hook, header and logger of the product)
 * against a bare Fastify route on the same machine in the same run; the ratio is what we own.
 */
export async function healthThroughput() {
  ensureBuild();
  const bare = Fastify({ logger: false });
  bare.get('/health', () => ({ ok: true }));
  await bare.listen({ port: 3311, host: '127.0.0.1' });
  const bareResult = await load('http://127.0.0.1:3311/health');
  await bare.close();

  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
  const { child } = await startServer({ port: 3312, dataDir });
  try {
    const ours = await load('http://localhost:3312/api/health');
    const ratio = ours.requests.average / bareResult.requests.average;
    console.log(
      `bare Fastify route: ${fmt(bareResult.requests.average)} req/s (p99 ${ours.latency.p99} ms at ${CONNECTIONS} connections)`,
    );
    console.log(
      `Candor /api/health: ${fmt(ours.requests.average)} req/s (p99 ${ours.latency.p99} ms, ${ours.non2xx} non-2xx)`,
    );
    console.log(`ratio: ${fmt(ratio, 2)} of bare`);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
