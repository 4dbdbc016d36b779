import type { FastifyInstance } from 'fastify';
import { loggableUrl } from '../../lib/logger.js';

/** How long an organisation's debug-logging flag is trusted before it is read again. */
export const DEBUG_FLAG_TTL_MS = 10_000;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    /** The caller's organisation keeps debug logging on: this request is logged in detail. */
    debugLogged: boolean;
  }
}

/**
 * The settings' debug logging (docs/product.md#settings): the requests of a member of an
 * organisation that turned it on are logged at debug level, whatever the server's level, with the
 * route and its timings. As every other line, never with bodies, headers, query values outside
 * the allow-list or personal data: the route's pattern, not its values, and the organisation id.
 */
export function registerDebugLogging(
  app: FastifyInstance,
  deps: { debugLogging: (organisationId: string) => Promise<boolean>; clock: () => number },
) {
  const cache = new Map<string, { on: boolean; until: number }>();
  const flagOf = async (organisationId: string): Promise<boolean> => {
    const now = deps.clock();
    const cached = cache.get(organisationId);
    if (cached && cached.until > now) return cached.on;
    const on = await deps.debugLogging(organisationId);
    cache.set(organisationId, { on, until: now + DEBUG_FLAG_TTL_MS });
    return on;
  };

  app.decorateRequest('debugLogged', false);
  // After authentication (registered later than it): the actor is known.
  app.addHook('preHandler', async (request, reply) => {
    const organisationId = request.actor?.member?.organisationId;
    if (!organisationId || !(await flagOf(organisationId))) return;
    request.debugLogged = true;
    request.log = request.log.child({ organisationId, debugLogging: true }, { level: 'debug' });
    request.log.debug(
      {
        route: request.routeOptions.url,
        method: request.method,
        url: loggableUrl(request.url),
        authenticatedAfterMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request authenticated',
    );
  });
  app.addHook('onResponse', async (request, reply) => {
    if (!request.debugLogged) return;
    request.log.debug(
      {
        route: request.routeOptions.url,
        method: request.method,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request timings',
    );
  });

  return {
    /** A settings change is seen by the next request of this process at once. */
    forget(organisationId: string) {
      cache.delete(organisationId);
    },
  };
}
