import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

/** Every API path lives under this prefix on the same origin. */
export const API_BASE = '/api';

export type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The one place the app calls the API (file uploads with progress excepted: they need
 * XMLHttpRequest, see upload-document.ts). Sends `API_BASE + path` with the session cookie; a JSON
 * body goes with its JSON content type (JSON routes accept nothing else, which is part of the
 * cross-site request defence in docs/decisions/009-csrf-by-origin.md), FormData as-is. Returns the response whatever its status. An unreachable server throws an `ApiError` with
 * code NETWORK_ERROR; aborts are rethrown unchanged so query cancellation keeps working.
 *
 * Most callers want `apiFetch` (api-fetch.ts); this is for the few that read a failed answer their
 * own way. It stays free of the schema code (no zod) so the session check on every page can use it.
 */
export async function apiRequest(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers = new Headers(options.headers);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  try {
    return await fetch(`${API_BASE}${path}`, {
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
}
