import { INTERNAL_ERROR_MESSAGE, parseErrorEnvelope } from '@candor/contracts';
import { ApiError } from './api-error';
import { apiRequest, type ApiFetchOptions } from './api-request';

export { API_BASE, apiRequest, type ApiFetchOptions } from './api-request';

/** Anything with a zod-style `parse`, used to check a response body. */
export type ResponseParser<T> = { parse: (data: unknown) => T };

/**
 * Calls the API (see `apiRequest`) and returns the JSON body checked by `schema`. A failed
 * response throws an `ApiError` built from the server's error envelope (code, message, field
 * details, request id), or from its status when there is none.
 *
 * With `raw: true` the successful response itself is returned, unread, for bodies that are not
 * JSON (a document's bytes, a CSV export: `await response.blob()`); failures throw the same way.
 */
export function apiFetch<T>(
  path: string,
  options: ApiFetchOptions & { schema: ResponseParser<T> },
): Promise<T>;
export function apiFetch(path: string, options: ApiFetchOptions & { raw: true }): Promise<Response>;
export function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch(
  path: string,
  options: ApiFetchOptions & { schema?: ResponseParser<unknown>; raw?: boolean } = {},
): Promise<unknown> {
  const { schema, raw = false, ...request } = options;
  const response = await apiRequest(path, {
    ...request,
    headers: raw ? request.headers : { Accept: 'application/json', ...request.headers },
  });
  if (!response.ok) throw await errorFromResponse(response);
  if (raw) return response;
  const data = await readBody(response);
  return schema ? schema.parse(data) : data;
}

/** The `ApiError` a failed response stands for: its error envelope, or else its status. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const envelope = parseErrorEnvelope(await readBody(response));
  return envelope
    ? ApiError.fromEnvelope(response.status, envelope)
    : ApiError.fromStatus(response.status, response.statusText, INTERNAL_ERROR_MESSAGE);
}

/** The parsed JSON body, the text when it is not JSON, or undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
