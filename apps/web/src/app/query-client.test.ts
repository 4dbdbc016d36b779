import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sessionAnswer = () =>
  new Response(JSON.stringify({ success: true, me: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('createQueryClient', () => {
  it('refreshes the session and goes to Security when the API asks for MFA first', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(sessionAnswer()));
    vi.stubGlobal('fetch', fetchMock);
    const goToSecurity = vi.fn();
    const client = createQueryClient(goToSecurity);
    const refused = new ApiError({
      status: 403,
      code: 'MFA_REQUIRED',
      message: 'Your organisation requires two-factor authentication. Set it up in Security.',
    });
    await expect(client.query({ queryKey: ['x'], queryFn: () => Promise.reject(refused) })).rejects.toBe(
      refused,
    );
    await vi.waitFor(() => {
      expect(goToSecurity).toHaveBeenCalledTimes(1);
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
  });

  it('leaves other refusals to the page', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const goToSecurity = vi.fn();
    const client = createQueryClient(goToSecurity);
    const forbidden = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No.' });
    await expect(client.query({ queryKey: ['y'], queryFn: () => Promise.reject(forbidden) })).rejects.toBe(
      forbidden,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(goToSecurity).not.toHaveBeenCalled();
  });
});
