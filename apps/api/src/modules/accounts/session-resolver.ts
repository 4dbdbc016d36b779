import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { permissionsOf } from '@candor/contracts';
import type { Db } from '../../db/client.js';
import { memberships, organisations, sessions, users } from '../../db/schema.js';
import type { UserActor } from '../../lib/actor.js';
import { SESSION_SLIDE_SECONDS } from '../../lib/auth.js';
import type { OrganisationRow, UserRow } from './accounts.repo.js';
import { rolesOf } from './roles-of.js';

const SESSION_COOKIE = 'candor.session_token';
const DONT_REMEMBER_COOKIE = 'candor.dont_remember';

type Deps = {
  db: Db;
  /** The secret the identity library signs its cookies with. */
  appSecret: string;
  /** Secure cookies (https): the cookie names carry the `__Secure-` prefix. */
  secureCookies: boolean;
  idleMinutes: number;
  maxHours: number;
  now: () => Date;
};

/** The caller's account and organisation as who-am-I shows them (read with the session). */
export type AccountProfile = {
  user: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'name'
    | 'firstName'
    | 'lastName'
    | 'jobTitle'
    | 'phone'
    | 'emailVerified'
    | 'twoFactorEnabled'
    | 'role'
  >;
  organisation?: Pick<OrganisationRow, 'id' | 'name' | 'plan' | 'trialEndsAt' | 'requireMfa'>;
};

/** What a request's session cookie resolves to, and the cookie to send back when it slid. */
export type ResolvedSession = { actor: UserActor; setCookie: string | null };

/** The value of one cookie in a Cookie header, or null. */
function cookieValue(header: string, name: string): string | null {
  let start = 0;
  while (start < header.length) {
    const end = header.indexOf(';', start);
    const pair = header.slice(start, end === -1 ? header.length : end).trim();
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) return pair.slice(eq + 1);
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

/**
 * Resolves a signed-in staff request in one indexed read: the session by its token with its
 * user, their active membership and its organisation. Reads the identity library's own tables and
 * signed cookie (HMAC-SHA256 over the token, base64), so the library stays the only writer of
 * sessions but is not on the path of every request (docs/decisions/018-one-read-per-authenticated-request.md).
 * No cache: a revoked, expired or deactivated session is refused by the very next request, on
 * every instance, because the row is read every time.
 */
export function createSessionResolver(deps: Deps) {
  const prefix = deps.secureCookies ? '__Secure-' : '';
  const sessionCookieName = `${prefix}${SESSION_COOKIE}`;
  const dontRememberName = `${prefix}${DONT_REMEMBER_COOKIE}`;
  const idleMs = deps.idleMinutes * 60_000;
  const maxAgeMs = deps.maxHours * 60 * 60_000;
  const cookieAttributes = `Max-Age=${deps.idleMinutes * 60}; Path=/; HttpOnly; SameSite=Lax${deps.secureCookies ? '; Secure' : ''}`;

  /** The session token of a signed cookie value, or null when it is missing or its signature is wrong. */
  function verifiedToken(rawValue: string): string | null {
    let value: string;
    try {
      value = decodeURIComponent(rawValue);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', deps.appSecret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
    return token;
  }

  // Built once, executed as a named prepared statement: no query building per request.
  const sessionRead = deps.db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      userId: users.id,
      email: users.email,
      role: users.role,
      demo: users.demo,
      twoFactorEnabled: users.twoFactorEnabled,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      phone: users.phone,
      emailVerified: users.emailVerified,
      membershipId: memberships.id,
      organisationId: memberships.organisationId,
      memberRole: memberships.role,
      department: memberships.department,
      memberSince: memberships.createdAt,
      requireMfa: organisations.requireMfa,
      organisationName: organisations.name,
      plan: organisations.plan,
      trialEndsAt: organisations.trialEndsAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.status, 'active')))
    .leftJoin(organisations, eq(organisations.id, memberships.organisationId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('resolve_session');

  // The profile read with each resolved actor, for who-am-I in the same request (kept only as
  // long as that actor object lives: nothing outlives the request).
  const profiles = new WeakMap<UserActor, AccountProfile>();

  return {
    /** The account profile read together with this actor, when it came from `resolve`. */
    profileOf: (actor: UserActor): AccountProfile | undefined => profiles.get(actor),

    /**
     * The actor behind a Cookie header, or null (no cookie, a forged one, or a session that is gone,
     * idle-expired or past its absolute lifetime; the last two are deleted). With `refresh` (the
     * default) a session last slid over a minute ago slides to a new idle expiry, and `setCookie`
     * carries the cookie with the renewed lifetime.
     */
    async resolve(
      cookieHeader: string | undefined,
      options: { refresh?: boolean } = {},
    ): Promise<ResolvedSession | null> {
      if (!cookieHeader) return null;
      const raw = cookieValue(cookieHeader, sessionCookieName);
      const token = raw ? verifiedToken(raw) : null;
      if (!raw || !token) return null;
      const rows = await sessionRead.execute({ token });
      const first = rows[0];
      if (!first) return null;
      // The identity library writes the idle expiry by the wall clock, so it is read by the wall
      // clock too; the absolute lifetime follows the app's clock (tests move it).
      const now = Date.now();
      const createdAtMs = first.createdAt.getTime();
      if (first.expiresAt.getTime() <= now || deps.now().getTime() - createdAtMs > maxAgeMs) {
        await deps.db.delete(sessions).where(eq(sessions.token, token));
        return null;
      }

      let expiresAt = first.expiresAt;
      let setCookie: string | null = null;
      const lastSlidAt = expiresAt.getTime() - idleMs;
      const mayRefresh = options.refresh !== false && cookieValue(cookieHeader, dontRememberName) === null;
      if (mayRefresh && now - lastSlidAt >= SESSION_SLIDE_SECONDS * 1000) {
        const slid = new Date(now + idleMs);
        // Only a session not slid since it was read moves: concurrent requests write once.
        const updated = await deps.db
          .update(sessions)
          .set({ expiresAt: slid, updatedAt: new Date(now) })
          .where(and(eq(sessions.token, token), lte(sessions.expiresAt, first.expiresAt)))
          .returning({ id: sessions.id });
        if (updated.length > 0) setCookie = `${sessionCookieName}=${raw}; ${cookieAttributes}`;
        expiresAt = slid;
      }

      // The membership a user works in: their most recent active one.
      const membership = rows
        .filter((r) => r.membershipId !== null)
        .sort((a, b) => (b.memberSince?.getTime() ?? 0) - (a.memberSince?.getTime() ?? 0))[0];
      const roles = membership?.memberRole ? rolesOf({ role: membership.memberRole }) : [];
      const actor: UserActor = {
        kind: 'user',
        mfaSetupRequired: (membership?.requireMfa ?? false) && first.twoFactorEnabled !== true,
        twoFactorEnabled: first.twoFactorEnabled === true,
        userId: first.userId,
        sessionId: first.sessionId,
        sessionExpiresAt: new Date(Math.min(expiresAt.getTime(), createdAtMs + maxAgeMs)),
        email: first.email,
        platformAdmin: first.role === 'admin',
        demo: first.demo,
        member:
          membership?.membershipId && membership.organisationId
            ? {
                organisationId: membership.organisationId,
                membershipId: membership.membershipId,
                roles,
                permissions: new Set(permissionsOf(roles)),
                department: membership.department,
              }
            : null,
      };
      profiles.set(actor, {
        user: {
          id: first.userId,
          email: first.email,
          name: first.name,
          firstName: first.firstName,
          lastName: first.lastName,
          jobTitle: first.jobTitle,
          phone: first.phone,
          emailVerified: first.emailVerified,
          twoFactorEnabled: first.twoFactorEnabled,
          role: first.role,
        },
        ...(actor.member && membership?.organisationName != null && membership.plan != null
          ? {
              organisation: {
                id: actor.member.organisationId,
                name: membership.organisationName,
                plan: membership.plan,
                trialEndsAt: membership.trialEndsAt ?? null,
                requireMfa: membership.requireMfa ?? false,
              },
            }
          : {}),
      });
      return { actor, setCookie };
    },
  };
}
export type SessionResolver = ReturnType<typeof createSessionResolver>;
