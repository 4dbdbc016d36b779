import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort as port, mailSinkHttpPort, mailSinkSmtpPort, mailSinkUrl } from './ports.js';

const baseURL = `http://localhost:${port}`;
// A fresh, empty data directory for every run: the journeys start from a new installation.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'candor-e2e-'));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  // Every test makes its own organisation and people (tests/staff.ts), and the demo data the
  // demo tests use is only read or added to, so tests run in any order, side by side.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      // Mail is delivered over SMTP to a local sink; tests read what a recipient would get from it.
      command: `node scripts/mail-sink.mjs ${mailSinkSmtpPort} ${mailSinkHttpPort}`,
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${mailSinkUrl}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: 'node apps/api/dist/server.js',
      cwd: path.resolve(import.meta.dirname, '..'),
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        TRUST_PROXY: 'true',
        SMTP_URL: `smtp://127.0.0.1:${mailSinkSmtpPort}`,
      },
    },
  ],
});
