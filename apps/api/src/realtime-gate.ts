import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Config } from './config.js';
import { scopeOfActor } from './db/visibility.js';
import type { RealtimeAuthentication, RealtimeHub } from './lib/realtime.js';
import type { AccountsService } from './modules/accounts/accounts.service.js';

/**
 * Attaches realtime (socket.io at /api/socket.io) to the app's server: a connection opens for a
 * signed-in staff member who may see verifications, in the rooms of what they may see.
 */
export async function attachRealtime(
  app: FastifyInstance,
  deps: {
    config: Pick<Config, 'allowedOrigins' | 'redisUrl'>;
    realtime: RealtimeHub;
    accounts: AccountsService;
  },
): Promise<void> {
  const { config, realtime, accounts } = deps;
  await realtime.attach({
    server: app.server,
    allowedOrigins: config.allowedOrigins,
    redisUrl: config.redisUrl,
    authenticate: async (headers): Promise<RealtimeAuthentication> => {
      const actor = await accounts.resolveActor(fromNodeHeaders(headers), { refresh: false });
      if (!actor) return { ok: false, reason: 'unauthenticated' };
      // The same scope as the verification list; none until the organisation's MFA rule is met.
      const scope = scopeOfActor(actor);
      if (!scope) return { ok: false, reason: 'forbidden' };
      return {
        ok: true,
        viewer: {
          userId: actor.userId,
          sessionId: actor.sessionId,
          sessionExpiresAt: actor.sessionExpiresAt,
          scope,
        },
      };
    },
  });
}
