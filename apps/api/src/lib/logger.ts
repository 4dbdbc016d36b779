import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/**
 * Path patterns whose segment after the prefix is a secret (a link token). Each is replaced by
 * `[redacted]` before a URL reaches a log: candidate links (page and API), password reset,
 * staff invitation and email verification links.
 */
export const SECRET_PATH_PATTERNS: readonly RegExp[] = [
  /(\/candidate\/)[^/?#]+/g,
  /(\/reset-password\/)[^/?#]+/g,
  /(\/accept-invitation\/)[^/?#]+/g,
  /(\/verify-email\/)[^/?#]+/g,
];

/**
 * Query keys whose values carry no personal data or secrets and may be logged; every other key
 * (search text, emails, tokens, callback URLs) is dropped with its value.
 */
const LOGGABLE_QUERY_KEYS = new Set(['limit', 'status', 'reveal', 'verificationType', 'format', 'range']);
const LOGGABLE_QUERY_VALUE = /^[A-Za-z0-9_-]{1,40}$/;

/** The path of a URL with secret segments masked and only allow-listed query values kept. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathOnly = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = SECRET_PATH_PATTERNS.reduce(
    (masked, pattern) => masked.replace(pattern, '$1[redacted]'),
    pathOnly,
  );
  if (queryAt === -1) return path;
  const kept: string[] = [];
  for (const pair of url.slice(queryAt + 1).split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    if (LOGGABLE_QUERY_KEYS.has(key) && LOGGABLE_QUERY_VALUE.test(value)) kept.push(`${key}=${value}`);
  }
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/** Error properties safe to log: they name what failed, never the values involved. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'table',
  'constraint',
  'column',
  'schema',
  'routine',
] as const;

/** Drizzle's query errors embed the statement's parameters ("params: …"); cut them off. */
function withoutParameters(text: string): string {
  const at = text.search(/\n?params:/);
  const cut = at === -1 ? text : text.slice(0, at);
  // The database quotes the offending value at the end of some messages
  // (`invalid input syntax for type uuid: "…"`, `… out of range: "…"`): keep the sentence, not the value.
  return cut.replace(/: "[^\n]*"(?=\s*$)/gm, ': "[value]"');
}

/** A library's log message without any SQL parameters it quoted. */
export function loggableMessage(message: unknown): string {
  return typeof message === 'string' ? withoutParameters(message) : 'non-text log message';
}

export type LoggableError = {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggableError;
} & Partial<Record<(typeof SAFE_ERROR_FIELDS)[number], string | number>>;

function isLoggable(value: unknown): value is LoggableError {
  if (typeof value !== 'object' || value === null) return false;
  const { type, message } = value as Record<string, unknown>;
  return typeof type === 'string' && typeof message === 'string' && Object.keys(value).every(isLoggableKey);
}

const isLoggableKey = (key: string) =>
  key === 'type' ||
  key === 'message' ||
  key === 'stack' ||
  key === 'cause' ||
  (SAFE_ERROR_FIELDS as readonly string[]).includes(key);

/**
 * An error as it may be logged: its type, code, table/constraint and message, without the SQL
 * parameters or row values a database error carries (`detail`, `where`, `params`), so no
 * personal data from a failed write reaches the log.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) {
    // Already made loggable (pino's serializer sees what a call site prepared).
    if (isLoggable(error)) return error;
    return { type: typeof error, message: 'non-error value thrown' };
  }
  const result: LoggableError = {
    type: error.constructor.name,
    message: withoutParameters(error.message),
  };
  if (error.stack) {
    const frames = error.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    result.stack = [`${result.type}: ${result.message}`, ...frames].join('\n');
  }
  const fields = error as unknown as Record<string, unknown>;
  for (const key of SAFE_ERROR_FIELDS) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') result[key] = value;
  }
  if (error.cause !== undefined && depth < 3) result.cause = loggableError(error.cause, depth + 1);
  return result;
}

type LoggableRequest = { method: string; url: string; id: string; ip?: string };

/**
 * pino options: every line carries the request id (Fastify's `reqId`); no bodies, headers,
 * cookies or query values outside an allow-list are logged, secret path segments are masked, and
 * errors lose their SQL parameters, so no personal data reaches the log.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'env'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers', 'res.headers', '*.password', '*.token'], remove: true },
    serializers: {
      req: (req: LoggableRequest) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (error: unknown) => ({ stack: '', ...loggableError(error) }),
    },
  };
}
