import type { RedisClient } from './redis.js';

/**
 * Counts events per key in a fixed window that starts with the key's first event. One process
 * keeps the counts in memory; several API processes share them through Redis.
 */
export type WindowCounter = {
  /** The key's count and the milliseconds until its window ends; null when it has none. */
  read: (key: string) => Promise<{ count: number; resetInMs: number } | null>;
  /** Adds one to the key's count, starting a window of `windowMs` if none is open. */
  increment: (key: string, windowMs: number) => Promise<void>;
};

export function createMemoryWindowCounter(now: () => number): WindowCounter {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const prune = (at: number) => {
    if (counts.size < 10_000) return;
    for (const [key, entry] of counts) if (entry.resetAt <= at) counts.delete(key);
  };
  return {
    read(key) {
      const entry = counts.get(key);
      const at = now();
      return Promise.resolve(
        entry && entry.resetAt > at ? { count: entry.count, resetInMs: entry.resetAt - at } : null,
      );
    },
    increment(key, windowMs) {
      const at = now();
      prune(at);
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= at) counts.set(key, { count: 1, resetAt: at + windowMs });
      else entry.count += 1;
      return Promise.resolve();
    },
  };
}

/** Adds one and starts the window on the first event (milliseconds), atomically. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return current
`;

export function createRedisWindowCounter(client: RedisClient, prefix: string): WindowCounter {
  return {
    async read(key) {
      const [count, ttl] = await Promise.all([client.get(prefix + key), client.pTTL(prefix + key)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetInMs: ttl };
    },
    async increment(key, windowMs) {
      await client.eval(INCREMENT, { keys: [prefix + key], arguments: [String(windowMs)] });
    },
  };
}
