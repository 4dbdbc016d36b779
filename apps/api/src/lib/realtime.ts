import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  REALTIME_FORBIDDEN,
  REALTIME_PATH,
  REALTIME_UNAUTHENTICATED,
  type RealtimeEventName,
  type ServerToClientEvents,
} from '@candor/contracts';
import { closeRedis, connectRedis, watchErrors, type RedisClient } from './redis.js';
import { loggableError } from './logger.js';

/** Who an event is about: the organisation, and the department and inviter of the verification. */
export type RealtimeAudience = {
  organisationId: string;
  department: string | null;
  invitedByUserId: string | null;
};

/** The audience of a verification row. */
export function audienceOf(row: {
  organisationId: string;
  department: string | null;
  invitedByUserId: string | null;
}): RealtimeAudience {
  return {
    organisationId: row.organisationId,
    department: row.department,
    invitedByUserId: row.invitedByUserId,
  };
}

/** A connected staff member and which verifications they may see (SPEC §6 view permissions). */
export type RealtimeViewer = {
  userId: string;
  organisationId: string;
  visibility: 'organisation' | 'department' | 'own';
  department: string | null;
};

export type RealtimePayload<E extends RealtimeEventName> = Parameters<ServerToClientEvents[E]>[0];

/** What services use: raise an event for everyone who may see the verification. */
export type RealtimePublisher = {
  publish: <E extends RealtimeEventName>(
    audience: RealtimeAudience,
    event: E,
    payload: RealtimePayload<E>,
  ) => void;
};

/**
 * The rooms an event goes to. Everyone who sees the whole organisation is in `org:<id>`; those
 * who see a department are in its room; everyone is in their own user room (what they invited).
 */
export function roomsOfAudience(audience: RealtimeAudience): string[] {
  const base = `org:${audience.organisationId}`;
  return [
    base,
    ...(audience.department !== null ? [`${base}:dept:${audience.department}`] : []),
    ...(audience.invitedByUserId !== null ? [`${base}:user:${audience.invitedByUserId}`] : []),
  ];
}

/** The rooms a viewer joins: the same visibility as the verification list (verifications.repo). */
export function roomsOfViewer(viewer: RealtimeViewer): string[] {
  const base = `org:${viewer.organisationId}`;
  const own = `${base}:user:${viewer.userId}`;
  switch (viewer.visibility) {
    case 'organisation':
      return [base];
    case 'department':
      return viewer.department !== null ? [`${base}:dept:${viewer.department}`, own] : [own];
    case 'own':
      return [own];
  }
}

export type RealtimeAuthentication =
  { ok: true; viewer: RealtimeViewer } | { ok: false; reason: 'unauthenticated' | 'forbidden' };

export type AttachOptions = {
  server: HttpServer;
  /** Only handshakes whose Origin is this URL's origin are accepted. */
  publicUrl: string;
  /** With a URL, events travel through Redis so every API process delivers them. */
  redisUrl: string | null;
  /** Resolves the session behind the handshake's cookie. */
  authenticate: (headers: IncomingHttpHeaders) => Promise<RealtimeAuthentication>;
  /** How often each connection's session is checked again (signed out, deactivated). */
  recheckMs?: number;
};

type ViewerSocket = Socket<
  Record<string, never>,
  ServerToClientEvents,
  Record<string, never>,
  { viewer?: RealtimeViewer }
>;

/**
 * socket.io on the API's HTTP server at /api/socket.io (websocket transport only). Events are
 * raised by services through `publish` after their transaction commits; before `attach` (or
 * without a server) publishing does nothing.
 */
export function createRealtimeHub(deps: { log: FastifyBaseLogger }) {
  let io: Server<
    Record<string, never>,
    ServerToClientEvents,
    Record<string, never>,
    { viewer?: RealtimeViewer }
  > | null = null;
  let recheck: NodeJS.Timeout | null = null;
  const redisClients: RedisClient[] = [];

  async function connectAdapter(url: string) {
    const pub = await connectRedis(url, deps.log, 'realtime');
    redisClients.push(pub);
    const sub = pub.duplicate();
    watchErrors(sub, deps.log, 'realtime');
    redisClients.push(sub);
    await sub.connect();
    return createAdapter(pub, sub);
  }

  const hub = {
    publish<E extends RealtimeEventName>(
      audience: RealtimeAudience,
      event: E,
      payload: RealtimePayload<E>,
    ): void {
      if (!io) return;
      const target = io.to(roomsOfAudience(audience)) as unknown as {
        emit: (name: string, body: unknown) => boolean;
      };
      target.emit(event, payload);
    },

    async attach(options: AttachOptions): Promise<void> {
      const allowedOrigin = new URL(options.publicUrl).origin;
      const server: NonNullable<typeof io> = new Server(options.server, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        serveClient: false,
        // The session cookie authenticates; the Origin check stops other sites from using it.
        allowRequest: (req, callback) => {
          callback(null, req.headers.origin === allowedOrigin);
        },
        cors: { origin: allowedOrigin, credentials: true },
      });
      if (options.redisUrl) server.adapter(await connectAdapter(options.redisUrl));

      const admit = async (socket: ViewerSocket): Promise<Error | null> => {
        const result = await options.authenticate(socket.request.headers);
        if (!result.ok) {
          return new Error(
            result.reason === 'unauthenticated' ? REALTIME_UNAUTHENTICATED : REALTIME_FORBIDDEN,
          );
        }
        socket.data.viewer = result.viewer;
        await socket.join(roomsOfViewer(result.viewer));
        return null;
      };

      server.use((socket, next) => {
        admit(socket).then(
          (error) => {
            next(error ?? undefined);
          },
          (error: unknown) => {
            deps.log.error({ err: loggableError(error) }, 'realtime handshake failed');
            next(new Error(REALTIME_UNAUTHENTICATED));
          },
        );
      });

      // A connection lasts longer than a request: its session is checked again regularly, and
      // a socket whose session ended (or whose access changed) is disconnected.
      const recheckMs = options.recheckMs ?? 5 * 60 * 1000;
      recheck = setInterval(() => {
        for (const socket of server.of('/').sockets.values()) {
          const before = socket.data.viewer;
          options.authenticate(socket.request.headers).then(
            (result) => {
              const same =
                result.ok &&
                before !== undefined &&
                roomsOfViewer(result.viewer).join('|') === roomsOfViewer(before).join('|');
              if (!same) socket.disconnect(true);
            },
            () => undefined,
          );
        }
      }, recheckMs);
      recheck.unref();
      io = server;
    },

    /** Disconnects every client and leaves the HTTP server to its owner. */
    async close(): Promise<void> {
      if (recheck) clearInterval(recheck);
      const server = io;
      io = null;
      if (server) {
        server.disconnectSockets(true);
        await Promise.resolve(server.of('/').adapter.close());
        server.engine.close();
      }
      await Promise.all(redisClients.splice(0).map(closeRedis));
    },
  };
  return hub;
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
