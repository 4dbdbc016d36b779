import { z } from 'zod';
import { errorCodes } from './error-codes.js';

export * from './error-codes.js';

export const errorCodeSchema = z.enum(errorCodes);

/** One validation problem: where (dotted path) and what (the user-facing message). */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/**
 * The body of every failed API response. `success` and `error` are what clients read;
 * `code` is machine-readable; `details` lists field problems for VALIDATION_FAILED.
 */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: errorCodeSchema,
  details: z.array(fieldIssueSchema).optional(),
  requestId: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * The `details` path of a 403 refusing a request sent from a page at another origin than the one
 * Candor is configured for; its `error` says where to open Candor, and clients show it as is.
 */
export const FOREIGN_ORIGIN_DETAIL_PATH = 'origin';

/** The message shown for any 5xx: the real cause stays in the server log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Parses an unknown response body into an error envelope, or null when it is not one. */
export function parseErrorEnvelope(body: unknown): ErrorEnvelope | null {
  const parsed = errorEnvelopeSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
