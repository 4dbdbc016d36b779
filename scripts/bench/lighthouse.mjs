import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuild, fmt, startServer, stopServer } from './common.mjs';

const RUNS = 5;
const PAGES = ['/', '/pricing'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One Lighthouse run in a fresh Chromium: mobile preset (the default config), performance only. */
async function lighthouseRun(url) {
  // Loaded on use, so other benchmark sections do not pay for them.
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance.score;
    if (score === null) throw new Error(`${url}: no performance score`);
    return {
      score: Math.round(score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      // Bytes of JavaScript over the wire: shows whether the server compresses it.
      scriptKb:
        (lhr.audits['resource-summary'].details?.items?.find((item) => item.resourceType === 'script')
          ?.transferSize ?? 0) / 1024,
    };
  } finally {
    await chrome.kill();
  }
}

/** A run that failed to measure (Chromium hiccup, no paint recorded) is tried again, twice at most. */
async function runOnce(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Lighthouse performance of the public pages on its mobile preset (simulated slow 4G and a 4x
 * slower CPU), against the production build served by the API, median of five runs per page.
 */
export async function lighthouseScores() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'candor-bench-'));
  const port = await freePort();
  const { child } = await startServer({ port, dataDir });
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(`http://localhost:${port}${page}`));
      const scores = runs.map((run) => run.score).join(', ');
      console.log(
        `${page.padEnd(10)} performance ${median(runs.map((run) => run.score))}` +
          `  (runs: ${scores})` +
          `  FCP ${fmt(median(runs.map((run) => run.fcp)))} ms` +
          `  LCP ${fmt(median(runs.map((run) => run.lcp)))} ms` +
          `  TBT ${fmt(median(runs.map((run) => run.tbt)))} ms` +
          `  CLS ${fmt(median(runs.map((run) => run.cls)), 3)}` +
          `  JS transferred ${fmt(median(runs.map((run) => run.scriptKb)))} KB`,
      );
    }
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** This benchmark's section of `npm run bench`. */
export const lighthouseSection = ['Lighthouse performance (mobile, median of 5)', lighthouseScores];
