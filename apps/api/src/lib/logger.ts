import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** Path segments that carry secrets (candidate tokens) are masked before a URL reaches a log. */
const SECRET_SEGMENTS = /(\/candidate\/)[^/?#]+/g;

/** The path of a URL, without the query string (which may hold e-mail addresses) and secrets. */
export function loggableUrl(url: string): string {
  const pathOnly = url.split('?')[0] ?? url;
  return pathOnly.replace(SECRET_SEGMENTS, '$1[redacted]');
}

type LoggableRequest = { method: string; url: string; id: string; ip?: string };

/**
 * pino options: every line carries the request id (Fastify's `reqId`); no bodies, headers,
 * cookies or query strings are logged, so no personal data reaches the log.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'env'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: ['req.headers', 'res.headers', '*.password', '*.token'], remove: true },
    serializers: {
      req: (req: LoggableRequest) => ({ method: req.method, url: loggableUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}
