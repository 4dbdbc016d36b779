import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MFA_REQUIRED_MESSAGE, hasPermission } from '@candor/contracts';
import { AppError } from '../lib/app-error.js';
import type { UserActor } from '../lib/actor.js';
import type { RouteAccess } from './access.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * The route stays usable while the caller's organisation requires MFA they have not set up
     * (who am I; the security screens go through the auth library's own routes).
     */
    allowBeforeMfa?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in caller; set on every route whose access is not 'public' or 'candidate'. */
    actor: UserActor | null;
    /** The session cookie to send again with a renewed lifetime (its session slid). */
    renewedSessionCookie: string | null;
  }
}

/** The caller of a staff route. Only call from routes whose access requires a signed-in user. */
export function actorOf(request: FastifyRequest): UserActor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.actor;
}

/** Resolves the session behind a request's cookie (the accounts service). */
export type ActorResolver = {
  resolveSession: (
    cookieHeader: string | undefined,
  ) => Promise<{ actor: UserActor; setCookie: string | null } | null>;
};

/** Who may use a staff action that shares its URL with a candidate call (checked in the handler). */
export type StaffAccess = Exclude<RouteAccess, 'public' | 'candidate'>;

/**
 * Enforces each route's declared access before its handler runs: the session is read on the
 * server for every call (one query, no cached session), then the permission is checked against the roles table (docs/product.md#roles-and-permissions).
 * `app.authorizeStaff` applies the same check inside a handler, for a call whose URL serves both
 * candidates and staff (POST /api/submit-verification, split on `action`).
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, opts: { accounts: ActorResolver }) => {
    async function authorize(request: FastifyRequest, access: StaffAccess): Promise<UserActor> {
      const resolved = request.actor
        ? { actor: request.actor, setCookie: null }
        : await opts.accounts.resolveSession(request.headers.cookie);
      if (!resolved) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      const { actor } = resolved;
      request.actor = actor;
      // The session slid to a new idle expiry: the browser's cookie lives as long again.
      if (resolved.setCookie) request.renewedSessionCookie = resolved.setCookie;
      // An organisation that requires MFA: until it is on, only the security screens work.
      if (actor.mfaSetupRequired && request.routeOptions.config.allowBeforeMfa !== true) {
        throw new AppError('MFA_REQUIRED', MFA_REQUIRED_MESSAGE);
      }

      if (access === 'authenticated') return actor;
      if (access === 'platform_admin') {
        if (!actor.platformAdmin) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
        return actor;
      }
      const roles = actor.member?.roles ?? [];
      const allowed =
        'permission' in access
          ? hasPermission(roles, access.permission)
          : access.anyPermission.some((permission) => hasPermission(roles, permission));
      if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
      return actor;
    }

    app.decorateRequest('actor', null);
    app.decorateRequest('renewedSessionCookie', null);
    app.addHook('onSend', (request, reply, payload, done) => {
      // Unless the route itself set the session cookie (sign-in, sign-out).
      if (
        request.renewedSessionCookie &&
        !String(reply.getHeader('set-cookie') ?? '').includes('session_token')
      ) {
        reply.header('set-cookie', request.renewedSessionCookie);
      }
      done(null, payload);
    });
    app.decorate('authorizeStaff', authorize);
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public' || access === 'candidate') return;
      await authorize(request, access);
    });
  },
  { name: 'authenticate', dependencies: ['access', 'errors'] },
);

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Resolves the session and checks `access`, as the preHandler does for declared routes. */
    authorizeStaff: (request: FastifyRequest, access: StaffAccess) => Promise<UserActor>;
  }
}
