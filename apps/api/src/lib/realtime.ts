import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  REALTIME_FORBIDDEN,
  REALTIME_PATH,
  REALTIME_UNAUTHENTICATED,
  type ServerToClientEvents,
} from '@candor/contracts';
import { closeRedis, connectRedis, watchErrors, type RedisClient } from './redis.js';
import { loggableError } from './logger.js';
import {
  roomsOfAudience,
  roomsOfScope,
  type VerificationAudience,
  type ViewScope,
} from '../db/visibility.js';

// Who sees which verification is decided in db/visibility.ts alone; realtime only uses its rooms.
export { audienceOf, roomsOfAudience } from '../db/visibility.js';

/** Who an event is about: the organisation, and the department and inviter of the verification. */
export type RealtimeAudience = VerificationAudience;

/** A connected staff member and which verifications they may see. */
export type RealtimeViewer = {
  userId: string;
  /** The session the connection was opened with; ending it closes the connection. */
  sessionId: string;
  /** When that session ends unless used (idle) or at the latest (absolute), whichever is first. */
  sessionExpiresAt: Date;
  /** The same scope the verification list is filtered with. */
  scope: ViewScope;
};

export type RealtimePayload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** What services use: raise an event for everyone who may see the verification. */
export type RealtimePublisher = {
  publish: <E extends keyof ServerToClientEvents>(
    audience: RealtimeAudience,
    event: E,
    payload: RealtimePayload<E>,
  ) => void;
  /** Raises an event for these people only (every connection of each), e.g. an alert to administrators. */
  publishToUsers: <E extends keyof ServerToClientEvents>(
    userIds: readonly string[],
    event: E,
    payload: RealtimePayload<E>,
  ) => void;
};

/** The rooms a viewer joins: those of their view scope (db/visibility.ts). */
export function roomsOfViewer(viewer: RealtimeViewer): string[] {
  return roomsOfScope(viewer.scope);
}

/** The rooms that identify a connection's session and user, to close them when those end. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/** What services use when a session ends or a member's access changes. */
export type RealtimeConnections = {
  /** Closes every connection opened with this session, on every API process. */
  disconnectSession: (sessionId: string) => void;
  /** Closes every connection of this user, except those of `keepSessionId` when given. */
  disconnectUser: (userId: string, keepSessionId?: string) => void;
};

/** Longest delay a Node timer accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type RealtimeAuthentication =
  { ok: true; viewer: RealtimeViewer } | { ok: false; reason: 'unauthenticated' | 'forbidden' };

export type AttachOptions = {
  server: HttpServer;
  /** Only handshakes whose Origin is one of these (the configuration's allowed origins) are accepted. */
  allowedOrigins: readonly string[];
  /** With a URL, events travel through Redis so every API process delivers them. */
  redisUrl: string | null;
  /** Resolves the session behind the handshake's cookie. */
  authenticate: (headers: IncomingHttpHeaders) => Promise<RealtimeAuthentication>;
  /** How often each connection's session is checked again (signed out, deactivated). */
  recheckMs?: number;
};

type SocketData = { viewer?: RealtimeViewer; expiry?: NodeJS.Timeout };
type ViewerSocket = Socket<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * socket.io on the API's HTTP server at /api/socket.io (websocket transport only). Events are
 * raised by services through `publish` after their transaction commits; before `attach` (or
 * without a server) publishing does nothing.
 */
export function createRealtimeHub(deps: { log: FastifyBaseLogger }) {
  let io: Server<Record<string, never>, ServerToClientEvents, Record<string, never>, SocketData> | null =
    null;
  let recheck: NodeJS.Timeout | null = null;
  const redisClients: RedisClient[] = [];

  async function connectAdapter(url: string) {
    const pub = await connectRedis(url, deps.log, 'realtime');
    redisClients.push(pub);
    const sub = pub.duplicate();
    watchErrors(sub, deps.log, 'realtime');
    redisClients.push(sub);
    await sub.connect();
    const { createAdapter } = await import('@socket.io/redis-adapter');
    return createAdapter(pub, sub);
  }

  const hub = {
    publish<E extends keyof ServerToClientEvents>(
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

    publishToUsers<E extends keyof ServerToClientEvents>(
      userIds: readonly string[],
      event: E,
      payload: RealtimePayload<E>,
    ): void {
      if (!io || userIds.length === 0) return;
      const target = io.to(userIds.map(userRoom)) as unknown as {
        emit: (name: string, body: unknown) => boolean;
      };
      target.emit(event, payload);
    },

    disconnectSession(sessionId: string): void {
      io?.in(sessionRoom(sessionId)).disconnectSockets(true);
    },

    disconnectUser(userId: string, keepSessionId?: string): void {
      if (!io) return;
      const sockets = io.in(userRoom(userId));
      (keepSessionId === undefined ? sockets : sockets.except(sessionRoom(keepSessionId))).disconnectSockets(
        true,
      );
    },

    async attach(options: AttachOptions): Promise<void> {
      const allowedOrigins = [...options.allowedOrigins];
      const server: NonNullable<typeof io> = new Server(options.server, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        serveClient: false,
        // The session cookie authenticates; the Origin check stops other sites from using it.
        allowRequest: (req, callback) => {
          callback(null, req.headers.origin !== undefined && allowedOrigins.includes(req.headers.origin));
        },
        cors: { origin: allowedOrigins, credentials: true },
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
        await socket.join([
          ...roomsOfViewer(result.viewer),
          sessionRoom(result.viewer.sessionId),
          userRoom(result.viewer.userId),
        ]);
        watchExpiry(socket, result.viewer.sessionExpiresAt);
        return null;
      };

      /** Whether the connection's session still gives the same view; disconnects it otherwise. */
      const confirm = async (socket: ViewerSocket): Promise<RealtimeViewer | null> => {
        const before = socket.data.viewer;
        const result = await options.authenticate(socket.request.headers);
        const same =
          result.ok &&
          before !== undefined &&
          result.viewer.sessionId === before.sessionId &&
          roomsOfViewer(result.viewer).join('|') === roomsOfViewer(before).join('|');
        if (!same) {
          socket.disconnect(true);
          return null;
        }
        socket.data.viewer = result.viewer;
        return result.viewer;
      };

      // When the session may have ended (idle or absolute expiry), check it: use extends an idle
      // session, so a session still valid then is watched until its new expiry.
      const watchExpiry = (socket: ViewerSocket, expiresAt: Date) => {
        if (socket.data.expiry) clearTimeout(socket.data.expiry);
        const delay = Math.min(Math.max(expiresAt.getTime() - Date.now(), 0) + 50, MAX_TIMER_MS);
        socket.data.expiry = setTimeout(() => {
          confirm(socket).then(
            (viewer) => {
              if (viewer && socket.connected) watchExpiry(socket, viewer.sessionExpiresAt);
            },
            () => {
              socket.disconnect(true);
            },
          );
        }, delay);
        socket.data.expiry.unref();
      };

      server.on('connection', (socket) => {
        socket.on('disconnect', () => {
          if (socket.data.expiry) clearTimeout(socket.data.expiry);
        });
      });

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

      // A connection lasts longer than a request. Ending a session or changing a member's access
      // disconnects at once (disconnectSession, disconnectUser); as a safety net every session is
      // also checked again regularly, and a socket whose session ended or whose view changed is
      // disconnected.
      const recheckMs = options.recheckMs ?? 5 * 60 * 1000;
      recheck = setInterval(() => {
        for (const socket of server.of('/').sockets.values()) {
          confirm(socket).then(
            () => undefined,
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
