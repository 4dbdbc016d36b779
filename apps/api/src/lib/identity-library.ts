import { desc, eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import {
  ACCOUNT_DEACTIVATED_CODE,
  ACCOUNT_DEACTIVATED_MESSAGE,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
} from '@candor/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accounts, authTokens, memberships, sessions, twoFactors, users } from '../db/schema.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';
import { renderEmail, type Mailer } from './mail.js';
import { loggableError, loggableMessage } from './logger.js';
import type { SignInLockout } from './sign-in-lockout.js';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, SESSION_SLIDE_SECONDS, SIGN_IN_CODE_HEADER } from './auth.js';

/**
 * Every auth-library route that sets a password, and the body field that carries it: one
 * common-password rule for all of them (our own registration and invitation acceptance check the
 * same list before they reach the library).
 */
const PASSWORD_FIELDS: Readonly<Record<string, string>> = {
  '/sign-up/email': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
  '/set-password': 'newPassword',
  '/admin/set-user-password': 'newPassword',
  '/admin/create-user': 'password',
};

/** A refusal the API's bridge turns into a 400 naming the field, like our own validation. */
function commonPasswordError(field: string): APIError {
  return new APIError('BAD_REQUEST', {
    message: COMMON_PASSWORD_MESSAGE,
    code: 'PASSWORD_TOO_COMMON',
    details: [{ path: field, message: COMMON_PASSWORD_MESSAGE }],
  });
}

/** What the identity library is built from. */
export type IdentityDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  lockout: SignInLockout;
  now?: () => Date;
  log: FastifyBaseLogger;
};

/**
 * Identity: credentials, sessions ("devices"), email verification, password reset, TOTP MFA with
 * backup codes, and platform administrators. Organisations, memberships and permissions are our
 * own domain data (modules/accounts), not the library's.
 */
export function createIdentityLibrary(deps: IdentityDeps) {
  const { config, mailer, log } = deps;
  const now = deps.now ?? (() => new Date());
  const maxSessionAgeMs = config.session.maxHours * 60 * 60 * 1000;

  /** The organisation a user's account mail belongs to: their latest membership's, or none. */
  const organisationOfUser = async (userId: string): Promise<string | null> => {
    const [row] = await deps.db
      .select({ organisationId: memberships.organisationId })
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.createdAt))
      .limit(1);
    return row?.organisationId ?? null;
  };

  /**
   * A session older than the absolute lifetime is deleted before the route runs, so every route
   * then sees no session (401, or null from get-session), however active it was.
   */
  async function endSessionPastLifetime(token: string): Promise<void> {
    const [row] = await deps.db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.token, token))
      .limit(1);
    if (row && now().getTime() - row.createdAt.getTime() > maxSessionAgeMs) {
      await deps.db.delete(sessions).where(eq(sessions.token, token));
    }
  }

  /** A member whose every membership was deactivated may not sign in (platform staff excepted). */
  async function isDeactivated(userId: string): Promise<boolean> {
    const rows = await deps.db
      .select({ status: memberships.status, role: users.role })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.userId, userId));
    return rows.length > 0 && rows.every((r) => r.status === 'deactivated' && r.role !== 'admin');
  }

  /**
   * A sign-in to an address past the failed-attempt threshold, with the right password: it goes
   * through only with the code emailed for it; otherwise a new code is mailed and no session made.
   */
  async function requireEmailedCode(
    userId: string,
    context: { body?: unknown; headers?: Headers; request?: Request } | null,
  ): Promise<void> {
    if (!context?.request) return; // the server's own sign-ins (demo users, accepted invitations)
    const email = (context.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string' || !(await deps.lockout.isLocked(email))) return;
    const code = context.headers?.get(SIGN_IN_CODE_HEADER);
    if (code) {
      if (await deps.lockout.consumeCode(userId, code)) {
        await deps.lockout.clearFailures(email);
        return;
      }
      await deps.lockout.recordFailure(email);
    } else {
      const [user] = await deps.db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      if (user) {
        const fresh = await deps.lockout.issueCode(userId);
        const body = renderEmail({
          paragraphs: [
            `Hello ${user.name},`,
            `Your Candor sign-in code is ${fresh}. Enter it on the sign-in page; it works once, for 15 minutes.`,
            'We ask for it because there were several failed sign-in attempts on your account. Your password was entered correctly just now.',
          ],
          footer:
            'If you did not just sign in, someone knows your password: reset it from the sign-in page and do not share this code.',
        });
        await mailer.send({
          kind: 'sign-in-code',
          to: user.email,
          organisationId: await organisationOfUser(userId),
          subject: 'Your Candor sign-in code',
          ...body,
        });
      }
    }
    throw new APIError('UNAUTHORIZED', {
      message: SIGN_IN_CODE_REQUIRED_MESSAGE,
      code: 'EMAIL_CODE_REQUIRED',
    });
  }

  return betterAuth({
    appName: 'Candor',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.appSecret,
    trustedOrigins: [...config.allowedOrigins],
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: authTokens,
        twoFactor: twoFactors,
      },
    }),
    telemetry: { enabled: false },
    // The library's messages go to the app's logger (with its redaction), never to the console;
    // only the message and any error's code and type are kept, not the values it was given.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const error: unknown = args.find((arg) => arg instanceof Error);
        const fields = { source: 'auth', ...(error ? { err: loggableError(error) } : {}) };
        log[level](fields, loggableMessage(message));
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        jobTitle: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
        lastSignInAt: { type: 'date', required: false, input: false },
        // Set only by demo mode when it creates its users; never from a request.
        demo: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
      changeEmail: { enabled: true },
    },
    session: {
      // Idle timeout: each use within the window slides the expiry forward.
      expiresIn: config.session.idleMinutes * 60,
      updateAge: Math.min(SESSION_SLIDE_SECONDS, config.session.idleMinutes * 30),
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        const body = renderEmail({
          paragraphs: [
            `Hello ${user.name},`,
            'Someone asked to reset the password of your Candor account. The link below works once, for one hour.',
          ],
          action: { label: 'Choose a new password', url },
          footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
        });
        await mailer.send({
          kind: 'reset-password',
          organisationId: await organisationOfUser(user.id),
          to: user.email,
          subject: 'Reset your Candor password',
          ...body,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        const body = renderEmail({
          paragraphs: [
            `Hello ${user.name},`,
            'Please confirm your email address to finish setting up your Candor account.',
          ],
          action: { label: 'Confirm my email', url },
          footer: 'The link is valid for 24 hours.',
        });
        await mailer.send({
          kind: 'verify-email',
          organisationId: await organisationOfUser(user.id),
          to: user.email,
          subject: 'Confirm your email for Candor',
          ...body,
        });
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_FIELDS[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = field ? body?.[field] : undefined;
        if (field && typeof password === 'string' && isCommonPassword(password)) {
          throw commonPasswordError(field);
        }
        if (ctx.headers) {
          const token = await ctx.getSignedCookie(
            ctx.context.authCookies.sessionToken.name,
            ctx.context.secret,
          );
          if (token) await endSessionPastLifetime(token);
        }
      }),
    },
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => {
            if (await isDeactivated(session.userId)) {
              throw new APIError('FORBIDDEN', {
                message: ACCOUNT_DEACTIVATED_MESSAGE,
                code: ACCOUNT_DEACTIVATED_CODE,
              });
            }
            if (context?.path === '/sign-in/email') await requireEmailedCode(session.userId, context);
          },
          // A new session is a sign-in: remember when, for the staff list ("last sign-in").
          after: async (session) => {
            await deps.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
    // Rate limits are applied by the API itself (per route, with our error envelope).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'candor',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      twoFactor({ issuer: 'Candor', skipVerificationOnEnable: false }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}
export type IdentityLibrary = ReturnType<typeof createIdentityLibrary>;
