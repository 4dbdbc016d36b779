import { createRequire } from 'node:module';
import { parse } from 'tldts';

/**
 * Email domains as the contact checks read them (docs/product.md#automated-checks).
 */

type FreemailLists = {
  isFree(email: string): boolean;
  isDisposable(email: string): boolean;
};

let freemailLists: FreemailLists | null = null;

/**
 * The freemail package reads its lists (about 92,000 domains) when it is first required: loaded
 * on first use, once, so importing the checks reads no file.
 */
function freemail(): FreemailLists {
  freemailLists ??= createRequire(import.meta.url)('freemail') as FreemailLists;
  return freemailLists;
}

/** The host part of an address, lower-case ("jane@Mail.Acme.com" → "mail.acme.com"), or null. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return domain === '' ? null : domain;
}

export type RegistrableDomain = {
  /** The domain its owner registered: "acme.co.uk" for mail.acme.co.uk. */
  domain: string;
  /** That domain without its public suffix: "acme". */
  label: string;
};

/** The registrable domain of a host (public suffix list), or null for an IP or a bare suffix. */
export function registrableDomain(host: string): RegistrableDomain | null {
  const parsed = parse(host);
  if (parsed.isIp === true || !parsed.domain || !parsed.domainWithoutSuffix) return null;
  return { domain: parsed.domain, label: parsed.domainWithoutSuffix };
}

export type EmailKind = 'disposable' | 'free' | 'other';

/**
 * Free email services missing from freemail@1.7's list, each named on its provider's own sign-up
 * page as a free plan (checked 2026-11-25): Proton's newer domains and Tuta (formerly Tutanota).
 */
export const EXTRA_FREE_DOMAINS: ReadonlySet<string> = new Set([
  'proton.me',
  'pm.me',
  'protonmail.ch',
  'tutanota.com',
  'tutanota.de',
  'tutamail.com',
  'tuta.io',
  'tuta.com',
  'keemail.me',
]);

/** Whether an address is on a disposable or a free email service (freemail's lists, then ours). */
export function emailKind(email: string): EmailKind {
  const lists = freemail();
  if (lists.isDisposable(email)) return 'disposable';
  if (lists.isFree(email)) return 'free';
  const domain = emailDomain(email);
  if (domain !== null && EXTRA_FREE_DOMAINS.has(domain)) return 'free';
  return 'other';
}

/** The address compared case-insensitively and without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
