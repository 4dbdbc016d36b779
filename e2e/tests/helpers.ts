import type { Page } from '@playwright/test';
import { mailedLink } from './mail.js';
import type { Account } from './staff.js';

/** A text box by its accessible name (a required field's decorative asterisk is not part of it). */
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function fillRegistration(page: Page, account: Account, confirm: string) {
  await textbox(page, 'First name').fill(account.firstName);
  await textbox(page, 'Last name').fill(account.lastName);
  await textbox(page, 'Work email').fill(account.email);
  await textbox(page, 'Company').fill(account.company);
  await textbox(page, 'Job title').fill(account.jobTitle);
  await page.getByRole('combobox', { name: 'Company size', exact: true }).selectOption('51-200');
  await textbox(page, 'Phone').fill(account.phone);
  await textbox(page, 'Password').fill(account.password);
  await textbox(page, 'Confirm password').fill(confirm);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Follows the newest email-confirmation link mailed to `email`, as its owner would. */
export async function confirmEmail(page: Page, email: string) {
  await page.goto(await mailedLink(email, '/api/auth/verify-email'));
}

/** A form field by its visible label, which may end with a required field's asterisk. */
export function field(page: Pick<Page, 'getByLabel'>, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`));
}

/**
 * Console errors and page errors of a page the test opened itself (the `pageProblems` fixture
 * watches only the default page). Check the list is empty at the end.
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** A small, valid one-page PDF. */
export function smallPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** The table (wide screens) or the list standing in for it (phones) of that name, whichever is shown. */
export function shownList(page: Page, name: string) {
  return page.getByRole('table', { name }).or(page.getByRole('list', { name })).filter({ visible: true });
}

/** The entries of `shownList`: table rows, or list items on phones. */
export function shownEntries(page: Page, name: string) {
  const list = shownList(page, name);
  return list.getByRole('row').or(list.getByRole('listitem'));
}

/**
 * The signed-in workspace navigation, wherever it is shown: beside the page on wide screens, in
 * the header's menu on phones (opened here when it is closed).
 */
export async function workspaceNavigation(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  return page.getByRole('navigation', { name: 'Workspace' }).filter({ visible: true });
}

/** Closes the header's menu on phones if `workspaceNavigation` opened it (it covers the page). */
export async function closeWorkspaceNavigation(page: Page) {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'true') await menu.click();
}
