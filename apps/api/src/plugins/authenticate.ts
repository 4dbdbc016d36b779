import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { hasPermission } from '@candor/contracts';
import { AppError } from '../lib/app-error.js';
import type { AccountsService, UserActor } from '../modules/accounts/accounts.service.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The signed-in caller; set on every route whose access is not 'public' or 'candidate'. */
    actor: UserActor | null;
  }
}

/** The caller of a staff route. Only call from routes whose access requires a signed-in user. */
export function actorOf(request: FastifyRequest): UserActor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.actor;
}

/**
 * Enforces each route's declared access before its handler runs: the session is resolved on the
 * server for every call (no cached session), then the permission is checked against SPEC §6.
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, opts: { accounts: AccountsService }) => {
    app.decorateRequest('actor', null);
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public' || access === 'candidate') return;

      const actor = await opts.accounts.resolveActor(fromNodeHeaders(request.headers));
      if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
      request.actor = actor;

      if (access === 'authenticated') return;
      if (access === 'platform_admin') {
        if (!actor.platformAdmin) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
        return;
      }
      const roles = actor.member?.roles ?? [];
      const allowed =
        'permission' in access
          ? hasPermission(roles, access.permission)
          : access.anyPermission.some((permission) => hasPermission(roles, permission));
      if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    });
  },
  { name: 'authenticate', dependencies: ['access', 'errors'] },
);
