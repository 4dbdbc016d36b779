import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { apiFetch, apiRequest } from './api-fetch';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON to /api with same-origin credentials and returns the checked body', async () => {
    const fetchMock = mockFetch(json({ id: 'v1' }, 201));
    const schema = {
      parse: (data: unknown) => {
        if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'string') {
          return { id: data.id };
        }
        throw new Error('bad body');
      },
    };

    const result = await apiFetch('/verifications', { body: { email: 'ada@example.com' }, schema });

    expect(result).toEqual({ id: 'v1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/verifications');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"email":"ada@example.com"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an error envelope into an ApiError with code, details and request id', async () => {
    mockFetch(
      json(
        {
          success: false,
          error: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: 'Please enter a valid email address' }],
          requestId: 'req-42',
        },
        400,
      ),
    );

    const error = await apiFetch('/verifications', { body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.message).toBe('Please check the highlighted fields.');
    expect(apiError.requestId).toBe('req-42');
    expect(apiError.fieldErrors()).toEqual({ email: 'Please enter a valid email address' });
  });

  it('reports a failure without an envelope by its status', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiFetch('/health')).rejects.toMatchObject({ status: 502, code: 'UPSTREAM_FAILED' });
  });

  it('reports an unreachable server as a network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('returns undefined for an empty success body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/sessions/current', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('in raw mode returns the successful response unread, without asking for JSON', async () => {
    const fetchMock = mockFetch(
      new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    );

    const response = await apiFetch('/admin/export.csv', { raw: true, headers: { Accept: 'text/csv' } });

    await expect(response.text()).resolves.toBe('a,b\n1,2\n');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/export.csv');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/csv');
  });

  it('in raw mode turns a failure into the same ApiError', async () => {
    mockFetch(
      json({ success: false, error: 'Document not found.', code: 'NOT_FOUND', requestId: 'req-7' }, 404),
    );
    await expect(apiFetch('/verifications/v1/documents/d1', { raw: true })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Document not found.',
      requestId: 'req-7',
    });
  });

  it('apiRequest hands back a failed response for the caller to read', async () => {
    mockFetch(json({ success: false, error: 'No.', code: 'CONFLICT', requestId: 'req-8' }, 409));
    const response = await apiRequest('/submit-verification', { body: {} });
    expect(response.status).toBe(409);
  });

  it('apiRequest reports an unreachable server as a network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiRequest('/session')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
