import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  INTERNAL_ERROR_MESSAGE,
  errorCodeForStatus,
  errorStatus,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldIssue,
} from '@candor/contracts';
import { AppError } from '../lib/app-error.js';
import { loggableError } from '../lib/logger.js';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const fastifyCodes: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'VALIDATION_FAILED',
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'The Content-Length header is invalid.',
  },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'The request is invalid.' },
  FST_MP_PREMATURE_CLOSE: {
    code: 'VALIDATION_FAILED',
    message: 'The upload ended before the whole file arrived. Please try again.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the file as multipart/form-data.',
  },
};

/**
 * The multipart parser's own errors about a malformed body carry no code or status; they are
 * recognised by their fixed messages and are the client's fault (400).
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required|Malformed part header|Unexpected end of form)$/;

const MALFORMED_MULTIPART_MESSAGE = 'The upload was not a valid multipart/form-data body. Please try again.';

function toEnvelope(error: FastifyError | Error, requestId: string): { status: number; body: ErrorEnvelope } {
  const body = (
    code: ErrorCode,
    message: string,
    details?: FieldIssue[],
  ): { status: number; body: ErrorEnvelope } => ({
    status: errorStatus[code],
    body: { success: false, error: message, code, ...(details ? { details } : {}), requestId },
  });

  if (error instanceof AppError) return body(error.code, error.message, error.details);

  if (hasZodFastifySchemaValidationErrors(error)) {
    // Body fields keep their own path (so forms can put each message under its field);
    // query, params and headers are prefixed with where they came from.
    const context = (error as { validationContext?: string }).validationContext;
    const prefix = context && context !== 'body' ? [context] : [];
    const details = error.validation.map((v) => ({
      path: [...prefix, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'Invalid value',
    }));
    const first = details[0];
    return body('VALIDATION_FAILED', first ? first.message : 'The request is invalid.', details);
  }

  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return body(known.code, known.message);
  if (MALFORMED_MULTIPART.test(error.message)) {
    return body('VALIDATION_FAILED', MALFORMED_MULTIPART_MESSAGE, [
      { path: 'file', message: MALFORMED_MULTIPART_MESSAGE },
    ]);
  }

  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const code = errorCodeForStatus(status);
    return { status, body: { success: false, error: fastifyError.message, code, requestId } };
  }
  return body('INTERNAL', INTERNAL_ERROR_MESSAGE);
}

/**
 * One error handler for the whole API: every failure answers the envelope of docs/product.md#errors.
 * 5xx messages are masked; the error is logged with the request id, its code and message, but
 * without the SQL parameters or row values a database error carries.
 */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toEnvelope(error, request.id);
      if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
      else request.log.info({ code: body.code, status }, 'request rejected');
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);

/** The 404 answer for unknown API routes. */
export function notFoundEnvelope(requestId: string, method: string): ErrorEnvelope {
  return {
    success: false,
    error: `No API route matches ${method} on this path.`,
    code: 'NOT_FOUND',
    requestId,
  };
}
