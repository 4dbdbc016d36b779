import { z } from 'zod';

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readyResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
