import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, fmt, startServer, stopServer } from './common.mjs';

/** Time from process start to a healthy /api/health, on an empty and then on the same DATA_DIR. */
export async function startupTimes() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
  const port = 3310;
  try {
    const empty = await startServer({ port, dataDir });
    await stopServer(empty.child);
    const existing = [];
    for (let i = 0; i < 3; i++) {
      const run = await startServer({ port, dataDir });
      existing.push(run.ms);
      await stopServer(run.child);
    }
    existing.sort((a, b) => a - b);
    console.log(`empty DATA_DIR:    ${fmt(empty.ms)} ms (creates the database and applies migrations)`);
    console.log(`existing DATA_DIR: ${fmt(existing[1])} ms (median of 3)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
