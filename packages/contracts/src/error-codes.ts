/**
 * The error codes and the HTTP statuses they go with, without zod: every page of the web app
 * reads a failed answer's code through `@candor/contracts/error-codes`, and the public pages must
 * not load the schema library for that. The package's main entry exports all of it too (errors.ts).
 */

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
export type ErrorCode = (typeof errorCodes)[number];

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
