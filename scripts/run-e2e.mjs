// Runs the Playwright journeys against the production build served by the API.
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  const skipAllowed = process.env.CANDOR_SKIP_E2E === '1' && process.env.CI !== 'true';
  console.error(`\n${'!'.repeat(72)}\n${INSTALL_HINT}\n${'!'.repeat(72)}\n`);
  if (skipAllowed) {
    console.error('CANDOR_SKIP_E2E=1: the end-to-end tests were NOT run.');
    process.exit(0);
  }
  process.exit(1);
}

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.env.CANDOR_E2E_SKIP_BUILD !== '1') run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
