import type { FastifyBaseLogger } from 'fastify';
import type { createClient } from 'redis';

/** How often a first connection is tried before start-up fails. */
const STARTUP_ATTEMPTS = 5;

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A connected client for REDIS_URL. At start a Redis that does not answer stops the process (after
 * a few attempts); once connected, lost connections are retried for ever, logged without secrets.
 * `duplicate()` of the result shares that behaviour (pub/sub needs a second connection).
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  purpose: string,
): Promise<RedisClient> {
  let connected = false;
  // Loaded only when REDIS_URL is set: a single instance never pays for the client at start-up.
  const { createClient: create } = await import('redis');
  const client = create({
    url,
    socket: {
      connectTimeout: 5000,
      reconnectStrategy: (retries: number) =>
        !connected && retries >= STARTUP_ATTEMPTS
          ? new Error(`Redis at REDIS_URL did not answer after ${STARTUP_ATTEMPTS} attempts`)
          : Math.min(100 * 2 ** retries, 5000),
    },
  });
  watchErrors(client, log, purpose);
  await client.connect();
  connected = true;
  return client;
}

/** Logs a client's connection errors (one line, no URL) instead of letting them crash the process. */
export function watchErrors(client: RedisClient, log: FastifyBaseLogger, purpose: string): void {
  client.on('error', (error: unknown) => {
    log.warn(
      { err: error instanceof Error ? error.message : String(error), purpose },
      'redis connection error',
    );
  });
}

/** Closes a client, dropping the connection if a clean QUIT does not go through. */
export async function closeRedis(client: RedisClient): Promise<void> {
  await client.quit().catch(() => {
    client.destroy();
  });
}
