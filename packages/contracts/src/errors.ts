import { z } from 'zod';

/** The closed list of error codes that cross the wire (docs/product.md#errors). */
export const errorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'MFA_REQUIRED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'CONFLICT',
  'INVALID_STATE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'INTERNAL',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** HTTP status for each error code. */
export const errorStatus = {
  UNAUTHENTICATED: 401,
  MFA_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  CONFLICT: 409,
  INVALID_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
} as const satisfies Record<ErrorCode, number>;

/**
 * The code a bare HTTP status stands for: an answer without an error code of ours (the auth
 * library, Fastify itself, a proxy in front of the API). A status used by several codes stands
 * for the general one (403 FORBIDDEN, 409 CONFLICT); gateway failures are UPSTREAM_FAILED.
 */
const statusCodes: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'UPSTREAM_FAILED',
  503: 'UPSTREAM_FAILED',
  504: 'UPSTREAM_FAILED',
};

/** The error code for a bare HTTP status; any other 4xx is VALIDATION_FAILED, any other 5xx INTERNAL. */
export function errorCodeForStatus(status: number): ErrorCode {
  return statusCodes[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
}

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
