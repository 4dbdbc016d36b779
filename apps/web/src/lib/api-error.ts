import type { ErrorEnvelope, FieldIssue } from '@candor/contracts';
// The zod-free entry: this module is on every page, the public ones included.
import { errorCodeForStatus, type ErrorCode } from '@candor/contracts/error-codes';

/** The wire codes, plus NETWORK_ERROR when the server could not be reached at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A failed API call: the server's error envelope, or what we could tell without one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** Field problems for VALIDATION_FAILED, by dotted path. */
  readonly details: FieldIssue[];
  /** The server's request id, to quote when reporting a problem. */
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    details?: FieldIssue[];
    requestId?: string;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? [];
    this.requestId = init.requestId;
  }

  /** Builds the error from a parsed `{ success: false, … }` envelope. */
  static fromEnvelope(status: number, envelope: ErrorEnvelope): ApiError {
    return new ApiError({
      status,
      code: envelope.code,
      message: envelope.error,
      details: envelope.details,
      requestId: envelope.requestId,
    });
  }

  /**
   * Builds the error for a failed response whose body is not an error envelope (e.g. from a
   * proxy); its code is the one the status stands for (contracts errors.ts, as on the server).
   * `serverErrorMessage` is the text shown for any 5xx.
   */
  static fromStatus(status: number, statusText: string, serverErrorMessage: string): ApiError {
    const code = errorCodeForStatus(status);
    const message =
      status >= 500
        ? serverErrorMessage
        : `Request failed: HTTP ${status}${statusText ? ` ${statusText}` : ''}.`;
    return new ApiError({ status, code, message });
  }

  /** The first message for each field path, for showing under form fields. */
  fieldErrors(): Record<string, string> {
    const byPath: Record<string, string> = {};
    for (const issue of this.details) byPath[issue.path] ??= issue.message;
    return byPath;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
