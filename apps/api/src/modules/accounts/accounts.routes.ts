import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changeEmailBodySchema,
  changeEmailResponseSchema,
  errorEnvelopeSchema,
  meResponseSchema,
  registerBodySchema,
  SIGN_IN_CODE_INVALID,
  SIGN_IN_CODE_REQUIRED_MESSAGE,
  registerResponseSchema,
  revokeSessionResponseSchema,
  signInCodeSchema,
  sessionParamsSchema,
  sessionResponseSchema,
} from '@candor/contracts';
import { AppError } from '../../lib/app-error.js';
import { AUTH_BASE_PATH, SIGN_IN_CODE_HEADER, type Auth } from '../../lib/auth.js';
import { contextOf } from '../../lib/request-context.js';
import { actorOf } from '../../plugins/authenticate.js';
import type { AccountsService, SessionEndingCall } from './accounts.service.js';
import { forwardToAuth } from '../../lib/auth-bridge.js';

/**
 * The auth library's endpoints that the product uses, and nothing else (its own sign-up is not
 * exposed: registration creates an organisation too, through POST /api/register).
 */
/** The email a request names (sign-in, registration, password reset), as the account's key. */
function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null;
}

/** The pending second-factor sign-in a code is checked against (the auth library's cookie). */
function pendingSecondFactorOf(request: FastifyRequest): string | null {
  return /(?:^|;\s*)(?:__Secure-)?candor\.two_factor=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? null;
}

/** The signed-in session a request carries (the auth library's session cookie). */
function sessionOf(request: FastifyRequest): string | null {
  return (
    /(?:^|;\s*)(?:__Secure-)?candor\.session_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? null
  );
}

const PER_ACCOUNT = {
  verificationEmail: { max: 5, timeWindow: '1 hour', key: emailOf },
  emailChange: { max: 5, timeWindow: '1 hour', key: sessionOf },
  passwordReset: { max: 5, timeWindow: '1 hour', key: emailOf },
  secondFactor: { max: 10, timeWindow: '15 minutes', key: pendingSecondFactorOf },
} as const;

const AUTH_ENDPOINTS: readonly {
  method: 'GET' | 'POST';
  path: string;
  perMinute?: number;
  /** A second limit per account (see `config.accountLimit`). */
  perAccount?: NonNullable<FastifyContextConfig['accountLimit']>;
  /** Closed while the organisation requires MFA the caller has not set up. */
  afterMfa?: boolean;
  /** Ends sessions: their live connections are closed once it succeeded. */
  endsSessions?: SessionEndingCall;
}[] = [
  // Guessing against one account is met by the emailed-code step (see signInEmail below), not a
  // per-account limit that would lock its owner out.
  { method: 'POST', path: '/sign-in/email', perMinute: 10 },
  { method: 'POST', path: '/sign-out', endsSessions: '/sign-out' },
  { method: 'GET', path: '/get-session' },
  { method: 'GET', path: '/list-sessions' },
  { method: 'POST', path: '/revoke-session', endsSessions: '/revoke-session' },
  { method: 'POST', path: '/revoke-sessions', endsSessions: '/revoke-sessions' },
  { method: 'POST', path: '/revoke-other-sessions', endsSessions: '/revoke-other-sessions' },
  { method: 'POST', path: '/request-password-reset', perMinute: 5, perAccount: PER_ACCOUNT.passwordReset },
  { method: 'GET', path: '/reset-password/:token' },
  { method: 'POST', path: '/reset-password', perMinute: 10 },
  { method: 'GET', path: '/verify-email' },
  {
    method: 'POST',
    path: '/send-verification-email',
    perMinute: 5,
    perAccount: PER_ACCOUNT.verificationEmail,
  },
  { method: 'POST', path: '/change-password', perMinute: 10, endsSessions: '/change-password' },
  // Changing the email goes through POST /api/account/email, which asks for the password first.
  { method: 'POST', path: '/update-user', afterMfa: true },
  { method: 'POST', path: '/two-factor/get-totp-uri' },
  { method: 'POST', path: '/two-factor/enable', perMinute: 10 },
  { method: 'POST', path: '/two-factor/disable', perMinute: 10 },
  { method: 'POST', path: '/two-factor/verify-totp', perMinute: 10, perAccount: PER_ACCOUNT.secondFactor },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    perMinute: 10,
    perAccount: PER_ACCOUNT.secondFactor,
  },
  { method: 'POST', path: '/two-factor/generate-backup-codes', perMinute: 10 },
];

export const accountsRoutes: FastifyPluginCallbackZod<{ service: AccountsService; auth: Auth }> = (
  app,
  { service, auth },
  done,
) => {
  app.post(
    '/api/register',
    {
      config: {
        access: 'public',
        rateLimit: { max: 10, timeWindow: '1 hour' },
        accountLimit: { max: 5, timeWindow: '1 hour', key: emailOf },
      },
      schema: {
        operationId: 'register',
        tags: ['accounts'],
        summary: 'Register an organisation and its first user (free trial)',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await service.register(request.body, contextOf(request));
      return reply.status(201).send({ success: true });
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: 'authenticated', allowBeforeMfa: true },
      schema: {
        operationId: 'getMe',
        tags: ['accounts'],
        summary: 'The signed-in user, their organisation, roles and permissions',
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    (request) => service.me(actorOf(request)),
  );

  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSession',
        tags: ['accounts'],
        summary: 'The signed-in user, or null for a visitor (never 401)',
        response: { 200: sessionResponseSchema },
      },
    },
    (request) => service.session(fromNodeHeaders(request.headers)),
  );

  app.post(
    '/api/account/email',
    {
      config: {
        access: 'authenticated',
        rateLimit: { max: 5, timeWindow: '15 minutes' },
        accountLimit: PER_ACCOUNT.emailChange,
      },
      schema: {
        operationId: 'changeEmail',
        tags: ['accounts'],
        summary: 'Change the email address: confirm with the password, then verify the new address',
        body: changeEmailBodySchema,
        response: {
          200: changeEmailResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: await service.changeEmail(
        actorOf(request),
        request.body,
        fromNodeHeaders(request.headers),
        contextOf(request),
      ),
    }),
  );

  app.post(
    '/api/account/sessions/:sessionId/revoke',
    {
      config: {
        access: 'authenticated',
        allowBeforeMfa: true,
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'revokeSession',
        tags: ['accounts'],
        summary: 'Sign one of your devices out (by session id)',
        params: sessionParamsSchema,
        response: {
          200: revokeSessionResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await service.revokeSession(actorOf(request), request.params.sessionId, contextOf(request));
      return { success: true as const };
    },
  );

  /**
   * Sign-in by password. Past a number of failed attempts on the address, every answer is the
   * same "enter the code we emailed" (the right password gets the code by email), and the code
   * is sent back with the password; failures are counted here, codes checked by the library hook.
   */
  async function signInEmail(request: FastifyRequest, reply: FastifyReply) {
    const email = emailOf(request);
    const rawCode = (request.body as { emailCode?: unknown } | undefined)?.emailCode;
    const parsedCode = rawCode === undefined ? null : signInCodeSchema.safeParse(rawCode);
    if (parsedCode && !parsedCode.success) {
      throw new AppError('VALIDATION_FAILED', SIGN_IN_CODE_INVALID, [
        { path: 'emailCode', message: SIGN_IN_CODE_INVALID },
      ]);
    }
    const locked = email ? await service.isSignInLocked(email) : false;
    return forwardToAuth(auth, request, reply, {
      headers: { [SIGN_IN_CODE_HEADER]: parsedCode?.data ?? null },
      replace: async (status, body) => {
        const code = (body as { code?: unknown } | null)?.code;
        if (email && status === 401 && code === 'INVALID_EMAIL_OR_PASSWORD') {
          await service.recordSignInFailure(email);
        }
        return locked && status === 401
          ? { emailCodeRequired: true as const, message: SIGN_IN_CODE_REQUIRED_MESSAGE }
          : null;
      },
    });
  }

  for (const endpoint of AUTH_ENDPOINTS) {
    app.route({
      method: endpoint.method,
      url: `${AUTH_BASE_PATH}${endpoint.path}`,
      config: {
        access: 'public',
        ...(endpoint.perMinute ? { rateLimit: { max: endpoint.perMinute, timeWindow: '1 minute' } } : {}),
        ...(endpoint.perAccount ? { accountLimit: endpoint.perAccount } : {}),
      },
      ...(endpoint.afterMfa
        ? {
            preHandler: async (request) => {
              await app.authorizeStaff(request, 'authenticated');
            },
          }
        : {}),
      schema: { tags: ['auth'], summary: `Account: ${endpoint.path.slice(1)}` },
      handler: async (request, reply) => {
        if (endpoint.path === '/sign-in/email') return signInEmail(request, reply);
        const ended = endpoint.endsSessions
          ? await service.sessionsEndedBy(
              endpoint.endsSessions,
              fromNodeHeaders(request.headers),
              request.body,
            )
          : null;
        const sent = await forwardToAuth(auth, request, reply);
        if (ended && reply.statusCode < 300) ended();
        return sent;
      },
    });
  }
  done();
};
