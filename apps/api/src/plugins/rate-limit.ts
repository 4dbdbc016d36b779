import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error.js';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), counted per client address. The store
 * is in memory; several instances share one through Redis (REDIS_URL) once configured.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
