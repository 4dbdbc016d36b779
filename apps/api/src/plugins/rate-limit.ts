import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { AppError } from '../lib/app-error.js';
import { closeRedis, connectRedis, type RedisClient } from '../lib/redis.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * A second limit, counted per account rather than per client address: the key names the
     * account the request is about (the email being signed in to, the pending second factor).
     * Rotating addresses then does not buy an attacker more guesses. No key, no count.
     */
    accountLimit?: {
      max: number;
      timeWindow: string;
      key: (request: FastifyRequest) => string | null | undefined;
    };
  }
}

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/** Counts a key's hits in a window: the first hit starts the window (milliseconds). */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;

/**
 * The limiter's store on Redis, so that several API processes share one count per client or
 * account. Same contract as the library's in-memory store: `incr` and `child` per route.
 */
function redisStore(client: RedisClient) {
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = 'candor:rate-limit:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      client.eval(INCREMENT, { keys: [this.prefix + key], arguments: [String(timeWindow)] }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl: Math.max(ttl, 0) });
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): RedisRateLimitStore {
      // The library passes the route's merged limit options, with the route under `routeInfo`.
      const { routeInfo } = options as { routeInfo?: { method?: string; url?: string } };
      const route = routeInfo?.url ? `${routeInfo.method ?? ''}${routeInfo.url}:` : '';
      return new RedisRateLimitStore(undefined, this.prefix + route);
    }
  };
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Rate limits are opt-in per route: `config.rateLimit` counts per client address,
 * `config.accountLimit` per account. Both answer 429 with Retry-After. The counts live in memory,
 * or in Redis when REDIS_URL is set, so several API processes share them.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl: string | null; lifted?: boolean }) => {
    // Only an in-process caller (the fuzzer) can lift the limits; no setting of the server does.
    if (options.lifted === true) return;
    let redis: RedisClient | null = null;
    if (options.redisUrl) {
      redis = await connectRedis(options.redisUrl, app.log, 'rate limits');
      const client = redis;
      app.addHook('onClose', async () => {
        await closeRedis(client);
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: redisStore(redis) } : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });

    app.addHook('onRoute', (route) => {
      const limit = route.config?.accountLimit;
      if (!limit) return;
      const where = `account:${route.method.toString()}:${route.url}:`;
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => where + (limit.key(request) ?? ''),
      });
      const accountLimit: preHandlerAsyncHookHandler = async (request, reply) => {
        if (!limit.key(request)) return;
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        void reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts for this account. Please try again in ${inWords(result.ttlInSeconds)}.`,
        );
      };
      const existing = route.preHandler;
      route.preHandler = [
        accountLimit,
        ...(existing ? (Array.isArray(existing) ? existing : [existing]) : []),
      ];
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
