import { desc, eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accounts, authTokens, memberships, sessions, twoFactors, users } from '../db/schema.js';
import { renderEmail, type Mailer } from './mail.js';
import { loggableError, loggableMessage } from './logger.js';

/** The header through which the API hands the auth library the client address it resolved. */
export const CLIENT_IP_HEADER = 'x-candor-client-ip';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Identity: credentials, sessions ("devices"), email verification, password reset, TOTP MFA with
 * backup codes, and platform administrators. Organisations, memberships and permissions are our
 * own domain data (modules/accounts), not the library's.
 */
export function createAuth(deps: { db: Db; config: Config; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, mailer, log } = deps;

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
      updateAge: Math.min(5 * 60, config.session.idleMinutes * 30),
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
    databaseHooks: {
      session: {
        create: {
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
export type Auth = ReturnType<typeof createAuth>;
