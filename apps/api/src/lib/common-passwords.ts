import { createRequire } from 'node:module';

/**
 * Passwords seen most often in breach corpora, which NIST SP 800-63B asks a service to refuse.
 * The list is the `popular-passwords` package (1.0.3, MIT): 41,622 passwords of at least eight
 * characters taken from zxcvbn's frequency lists. Compared case-insensitively, so `Password123`
 * is refused like `password123`.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (createRequire(import.meta.url)('popular-passwords') as string[]).map((p) => p.toLowerCase()),
);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
