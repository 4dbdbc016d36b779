import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authTokens } from '../db/schema.js';
import { sha256Hex } from './crypto.js';

/** Failed sign-ins for one address within the window after which a sign-in needs an emailed code. */
export const SIGN_IN_LOCK_AFTER = 10;
const WINDOW_MS = 15 * 60 * 1000;
const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes after which a code stops working (a new sign-in mails a new one). */
const CODE_ATTEMPTS = 5;

/**
 * Sign-in protection that an attacker cannot turn against the account's owner. Failed sign-ins
 * are counted per email address (in the database, so every API process sees them). Past the
 * threshold the password alone no longer signs in: a sign-in with the right password is emailed
 * a one-time code, and the password and that code together sign in. The API answers every
 * sign-in to a locked address alike, right password or not, so guessing further teaches nothing.
 * Rows live in the auth tokens table: failures under a hash of the address, codes as hashes.
 */
export function createSignInLockout(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  const failureKey = (email: string) => `sign-in-failure:${sha256Hex(email.trim().toLowerCase())}`;
  const codeKey = (userId: string) => `sign-in-code:${userId}`;

  const lockout = {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(authTokens)
        .where(and(eq(authTokens.identifier, failureKey(email)), gt(authTokens.expiresAt, deps.now())));
      return (row?.n ?? 0) >= SIGN_IN_LOCK_AFTER;
    },

    async recordFailure(email: string): Promise<void> {
      const now = deps.now();
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.identifier, failureKey(email)), lte(authTokens.expiresAt, now)));
      await db.insert(authTokens).values({
        id: crypto.randomUUID(),
        identifier: failureKey(email),
        value: '1',
        expiresAt: new Date(now.getTime() + WINDOW_MS),
      });
    },

    async clearFailures(email: string): Promise<void> {
      await db.delete(authTokens).where(eq(authTokens.identifier, failureKey(email)));
    },

    /** A new eight-digit code for the user (earlier ones stop working); only its hash is kept. */
    async issueCode(userId: string): Promise<string> {
      const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
      await db.delete(authTokens).where(eq(authTokens.identifier, codeKey(userId)));
      await db.insert(authTokens).values({
        id: crypto.randomUUID(),
        identifier: codeKey(userId),
        value: `${sha256Hex(code)}:0`,
        expiresAt: new Date(deps.now().getTime() + CODE_TTL_MS),
      });
      return code;
    },

    /** Uses the code up if it is right; a wrong one counts, and too many end the code. */
    async consumeCode(userId: string, code: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.identifier, codeKey(userId)), gt(authTokens.expiresAt, deps.now())))
        .limit(1);
      if (!row) return false;
      const [hash = '', attempts = '0'] = row.value.split(':');
      const given = Buffer.from(sha256Hex(code.trim()));
      if (given.length === hash.length && timingSafeEqual(given, Buffer.from(hash))) {
        await db.delete(authTokens).where(eq(authTokens.identifier, codeKey(userId)));
        return true;
      }
      const used = Number(attempts) + 1;
      if (used >= CODE_ATTEMPTS) await db.delete(authTokens).where(eq(authTokens.id, row.id));
      else
        await db
          .update(authTokens)
          .set({ value: `${hash}:${used}` })
          .where(eq(authTokens.id, row.id));
      return false;
    },
  };
  return lockout;
}
export type SignInLockout = ReturnType<typeof createSignInLockout>;
