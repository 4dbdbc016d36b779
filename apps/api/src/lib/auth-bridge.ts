import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { errorCodeForStatus, errorStatus } from '@candor/contracts';
import { CLIENT_IP_HEADER, type Auth } from './auth.js';

/**
 * Hands one request to the auth library and its answer back to the client. The client address
 * is the one Fastify resolved (honouring TRUST_PROXY), never a header the client chose. Error
 * answers are rewritten into our envelope, so every API failure looks the same.
 */
export type ForwardOptions = {
  /** Headers the API adds for the library (any the client sent under these names are dropped). */
  headers?: Record<string, string | null>;
  /**
   * Sees the library's answer (status and JSON body) first; a value returned replaces it, sent
   * as a 200 without the library's cookies.
   */
  replace?: (status: number, body: unknown) => Promise<object | null>;
};

export async function forwardToAuth(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions = {},
): Promise<FastifyReply> {
  const headers = fromNodeHeaders(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, request.ip);
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers.delete(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const response = await (await auth.load()).handler(
    new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body ?? {}) } : {}),
    }),
  );

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const replacement = options.replace
    ? await options.replace(response.status, isJson ? safeJson(text) : null)
    : null;
  if (replacement) return reply.status(200).send(replacement);

  void reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
    void reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);

  if (response.status >= 400 && isJson) {
    const body = safeJson(text) as { message?: unknown; code?: unknown; details?: unknown } | null;
    const message =
      typeof body?.message === 'string' && body.message
        ? body.message
        : 'The request could not be completed.';
    const details = fieldDetails(body?.details);
    return reply.type('application/json; charset=utf-8').send({
      success: false,
      error: message,
      code: errorCodeForStatus(response.status),
      ...(details
        ? { details }
        : typeof body?.code === 'string'
          ? { details: [{ path: 'auth', message: body.code }] }
          : {}),
      requestId: request.id,
    });
  }
  const parsed = isJson && text.length > 0 ? safeJson(text) : null;
  if (parsed !== null) {
    // Session tokens live only in the HttpOnly cookie: no answer hands one to script.
    return reply.send(JSON.stringify(withoutTokens(parsed)));
  }
  return text.length > 0 ? reply.send(text) : reply.send();
}

/** Field messages a refusal carries (e.g. a common password), in our envelope's shape. */
function fieldDetails(value: unknown): { path: string; message: string }[] | null {
  if (!Array.isArray(value)) return null;
  const details = value.filter(
    (d): d is { path: string; message: string } =>
      typeof (d as { path?: unknown }).path === 'string' &&
      typeof (d as { message?: unknown }).message === 'string',
  );
  return details.length > 0 ? details.map(({ path, message }) => ({ path, message })) : null;
}

/** The same JSON without any `token` member, at any depth. */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => key !== 'token')
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Signs in on the server with known credentials (demo users, a just-accepted invitation) and hands the session cookie to the
 * client, answering `body`.
 */
export async function signInWithPassword(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
  body: object,
): Promise<FastifyReply> {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  const response = await (await auth.load()).api.signInEmail({ body: credentials, headers, asResponse: true });
  if (!response.ok) {
    request.log.error({ status: response.status }, 'server-side sign-in failed');
    return reply.status(errorStatus.UPSTREAM_FAILED).send({
      success: false,
      error: 'The account could not be signed in. Please sign in from the sign-in page.',
      code: 'UPSTREAM_FAILED',
      requestId: request.id,
    });
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  return reply.send(body);
}
