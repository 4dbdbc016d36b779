import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** Console errors and CSP violations seen on the page; the test fails if any is left at its end. */
  pageProblems: string[];
  /** Problems a test knowingly accepts (e.g. a third-party viewer's own eval probe), each with a reason. */
  toleratedProblems: RegExp[];
};

/**
 * Every page a journey opens is watched: console errors and Content-Security-Policy violations
 * fail the test at its end, so a screen that "works" while throwing is caught.
 */
export const test = base.extend<Fixtures>({
  toleratedProblems: [[], { option: true }],
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

/** The single h1 of the page, which every screen has. */
export async function expectOneH1(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}
