import { INTERNAL_ERROR_MESSAGE, parseErrorEnvelope } from '@candor/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

/** Every API path lives under this prefix on the same origin. */
export const API_BASE = '/api';

/** Anything with a zod-style `parse`, used to check a response body. */
export type ResponseParser<T> = { parse: (data: unknown) => T };

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * Calls the API at `API_BASE + path` with the session cookie and JSON, and returns the body
 * checked by `schema`. A failed response throws an `ApiError` built from the server's error
 * envelope; an unreachable server throws an `ApiError` with code NETWORK_ERROR. Aborts are
 * rethrown unchanged so query cancellation keeps working.
 */
export function apiFetch<T>(
  path: string,
  options: ApiFetchOptions & { schema: ResponseParser<T> },
): Promise<T>;
export function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch(
  path: string,
  options: ApiFetchOptions & { schema?: ResponseParser<unknown> } = {},
): Promise<unknown> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, schema } = options;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, cause: error });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const envelope = parseErrorEnvelope(data);
    throw envelope
      ? ApiError.fromEnvelope(response.status, envelope)
      : ApiError.fromStatus(response.status, response.statusText, INTERNAL_ERROR_MESSAGE);
  }
  return schema ? schema.parse(data) : data;
}

/** The parsed JSON body, the text when it is not JSON, or undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
