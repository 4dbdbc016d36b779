import {
  CHECKS_PROGRESS_EVENT,
  REALTIME_EVENTS,
  REALTIME_PATH,
  REALTIME_SOCKET_OPTIONS,
  REALTIME_UNAUTHENTICATED,
  type RealtimeEventName,
  type ServerToClientEvents,
} from '@candor/contracts';
import type { Socket } from 'socket.io-client';

/** The part of a socket.io client socket the connection uses. */
export type RealtimeSocket = {
  on: (event: string, listener: (arg: unknown) => void) => void;
  connect: () => void;
  disconnect: () => void;
  /** True while the client will retry by itself (false once the server refused or closed it). */
  readonly active: boolean;
};

export type RealtimeStatus = 'connecting' | 'live' | 'reconnecting' | 'unavailable';

/**
 * The socket.io client on this origin with the documented options (docs/product.md#realtime: websocket only, reconnect delay
 * 1 s up to 5 s, jitter 0.5, timeout 20 s). The library is loaded on first use, so only signed-in
 * staff ever download it.
 */
export async function createSocketIo(): Promise<RealtimeSocket> {
  const { io } = await import('socket.io-client');
  const socket: Socket<ServerToClientEvents> = io({
    ...REALTIME_SOCKET_OPTIONS,
    transports: [...REALTIME_SOCKET_OPTIONS.transports],
    path: REALTIME_PATH,
    withCredentials: true,
    autoConnect: false,
  });
  const on = socket.on.bind(socket) as unknown as RealtimeSocket['on'];
  return {
    on,
    connect: () => {
      socket.connect();
    },
    disconnect: () => {
      socket.disconnect();
    },
    get active() {
      return socket.active;
    },
  };
}

export type RealtimeConnectionOptions = {
  onEvent: (event: RealtimeEventName, payload: unknown) => void;
  /** The progress of a run of the automated checks (not a notification). */
  onChecksProgress?: (payload: unknown) => void;
  onStatus: (status: RealtimeStatus) => void;
  /**
   * Called when the server refused or closed the connection: checks the session again and
   * resolves true when the user is still signed in (then the connection is tried once more).
   */
  recheckSession: () => Promise<boolean>;
  createSocket?: () => Promise<RealtimeSocket>;
};

/** Opens the realtime connection; the returned function closes it for good. */
export function openRealtimeConnection({
  onEvent,
  onChecksProgress,
  onStatus,
  recheckSession,
  createSocket = createSocketIo,
}: RealtimeConnectionOptions): () => void {
  let closed = false;
  let socket: RealtimeSocket | null = null;
  const status = (next: RealtimeStatus) => {
    if (!closed) onStatus(next);
  };

  onStatus('connecting');
  createSocket().then(
    (created) => {
      if (closed) return;
      socket = created;
      for (const event of REALTIME_EVENTS) {
        created.on(event, (payload) => {
          if (!closed) onEvent(event, payload);
        });
      }
      created.on(CHECKS_PROGRESS_EVENT, (payload) => {
        if (!closed) onChecksProgress?.(payload);
      });
      created.on('connect', () => {
        status('live');
      });
      created.on('disconnect', (reason) => {
        if (closed || reason === 'io client disconnect') return;
        if (created.active) {
          status('reconnecting');
          return;
        }
        // The server ended it (the session was signed out or its access changed).
        status('unavailable');
        void recheckSession().then((signedIn) => {
          if (signedIn && !closed) {
            status('connecting');
            created.connect();
          }
        });
      });
      created.on('connect_error', (error) => {
        if (closed) return;
        if (created.active) {
          status('reconnecting');
          return;
        }
        status('unavailable');
        if (error instanceof Error && error.message === REALTIME_UNAUTHENTICATED) void recheckSession();
      });
      created.connect();
    },
    () => {
      // The client library could not be loaded (offline, or a new deployment replaced it).
      status('unavailable');
    },
  );

  return () => {
    closed = true;
    socket?.disconnect();
    socket = null;
  };
}
