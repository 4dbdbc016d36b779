import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { seedStaff, type Account } from './staff.js';

type Fixtures = {
  /** Console errors and CSP violations seen on the page; the test fails if any is left at its end. */
  pageProblems: string[];
  /** Problems a test knowingly accepts (e.g. a third-party viewer's own eval probe), each with a reason. */
  toleratedProblems: RegExp[];
  /**
   * A new organisation's first user (email confirmed), signed in on the test's page through the
   * API (see `seedStaff`); the page has not navigated yet. For tests whose subject is elsewhere.
   */
  staff: Account;
};

/**
 * A documentation-range address (RFC 5737) per test, stable across its retries; `who` tells apart
 * the other people a test plays in browser contexts of their own (a candidate, a colleague).
 */
function clientAddressOf(testInfo: TestInfo, who = ''): string {
  let hash = 0;
  for (const char of `${testInfo.project.name}:${testInfo.titlePath.join('>')}:${who}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return `198.51.${(hash >>> 8) % 256}.${(hash % 254) + 1}`;
}

/**
 * Every page a journey opens is watched: console errors and Content-Security-Policy violations
 * fail the test at its end, so a screen that "works" while throwing is caught.
 */
export const test = base.extend<Fixtures>({
  toleratedProblems: [[], { option: true }],
  // Each test is its own client, as real users are: the server (TRUST_PROXY=true in the e2e
  // configuration) reads this address, so the per-address limits of sign-in and registration
  // count each test on its own rather than the whole suite as one visitor.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) });
  },
  staff: async ({ page }, use) => {
    await use(await seedStaff(page.request));
  },
  pageProblems: [
    async ({ page, toleratedProblems }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(problems);
      const unexpected = problems.filter((p) => !toleratedProblems.some((re) => re.test(p)));
      expect(unexpected, 'the page logged errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The headers that make a browser context the test opens itself (`browser.newContext`) a client
 * of its own, as the test's page is: pass `extraHTTPHeaders: clientHeaders('candidate')`.
 */
export function clientHeaders(who: string): Record<string, string> {
  return { 'x-forwarded-for': clientAddressOf(test.info(), who) };
}

/** The single h1 of the page, which every screen has. */
export async function expectOneH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}
