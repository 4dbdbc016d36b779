import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, then Debian's package, then a browser
 * Playwright downloaded into its own cache. Returns null when there is none.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const cache = env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (existsSync(cache)) {
    const builds = readdirSync(cache)
      .filter((name) => name.startsWith('chromium-'))
      .sort()
      .reverse();
    for (const build of builds) {
      for (const rel of [
        'chrome-linux/chrome',
        'chrome-linux64/chrome',
        'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
      ]) {
        const candidate = path.join(cache, build, rel);
        if (existsSync(candidate)) return candidate;
      }
    }
  }
  return null;
}

export const INSTALL_HINT = `No Chromium found for the end-to-end tests.
Install one of:
  - Debian/Ubuntu:  sudo apt-get install -y chromium
  - any system:     npx playwright install chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary.
To skip the browser tests on your own machine only, set CANDOR_SKIP_E2E=1 (CI never skips them).`;
