import {
  focusManager,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationRecord } from '@candor/contracts';
import { verificationKeys } from './query-keys';
import { revealedVerificationQueryOptions, verificationQueryOptions } from './verification-queries';

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const REVEAL_URL = `/api/verifications/${ID}?reveal=pii`;
const RECORD_URL = `/api/verifications/${ID}`;

const verification: VerificationRecord = {
  verificationId: ID,
  verificationType: 'FULL',
  candidateName: 'Grace Hopper',
  candidateEmail: 'grace@navy.example',
  status: 'SUBMITTED',
  formData: {
    personalInfo: { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1906-12-09', ssn: '123-45-6789' },
    education: [],
    employment: [],
  },
  documents: [],
  aiVerificationResults: null,
  submittedAt: '2026-01-05T10:00:00.000Z',
  createdAt: '2026-01-04T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  piiRevealed: true,
};

function mockApi(status = 200) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(
        JSON.stringify(
          status === 200
            ? { success: true, verification }
            : { success: false, error: 'Something went wrong.', code: 'INTERNAL', requestId: 'req-1' },
        ),
        { status, headers: { 'Content-Type': 'application/json' } },
      ),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const calls = (url: string) => fetchMock.mock.calls.filter(([input]) => input === url).length;
  return { fetchMock, calls };
}

function Revealed() {
  const query = useQuery(revealedVerificationQueryOptions(ID));
  return <p>{query.status}</p>;
}

/** The masked record as the staff form reads it: always stale, so focus refetches it. */
function Masked() {
  const query = useQuery({ ...verificationQueryOptions(ID), staleTime: 0 });
  return <p>{query.status}</p>;
}

/** Lets the query managers' listeners and any refetch they start run to the end. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

// The library's defaults (always stale, three retries): the reveal must hold by its own options.
afterEach(() => {
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe('the audited personal-data reveal', () => {
  it('asks the server once: not again on window focus, reconnection or a second mount', async () => {
    const { calls } = mockApi();
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Revealed />
        <Masked />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(calls(REVEAL_URL)).toBe(1);
    });
    await waitFor(() => {
      expect(client.getQueryState(verificationKeys.revealed(ID))?.status).toBe('success');
    });
    expect(calls(RECORD_URL)).toBe(1);

    // The user leaves the tab and comes back.
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    await settle();
    // The focus did reach the queries: the always-stale masked record was fetched again.
    await waitFor(() => {
      expect(calls(RECORD_URL)).toBe(2);
    });

    // The connection drops and comes back.
    act(() => {
      onlineManager.setOnline(false);
    });
    act(() => {
      onlineManager.setOnline(true);
    });
    await settle();

    // Another screen showing the revealed record mounts.
    view.rerender(
      <QueryClientProvider client={client}>
        <Revealed />
        <Masked />
        <Revealed />
      </QueryClientProvider>,
    );
    await settle();

    expect(calls(REVEAL_URL)).toBe(1);
  });

  it('is not retried when it fails', async () => {
    const { calls } = mockApi(500);
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Revealed />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(client.getQueryState(verificationKeys.revealed(ID))?.status).toBe('error');
    });
    await settle();
    expect(calls(REVEAL_URL)).toBe(1);
  });

  it('is not kept once no screen shows it: asking again is a new, audited request', async () => {
    const { calls } = mockApi();
    const client = new QueryClient();
    const first = render(
      <QueryClientProvider client={client}>
        <Revealed />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(client.getQueryState(verificationKeys.revealed(ID))?.status).toBe('success');
    });
    first.unmount();
    await settle();
    expect(client.getQueryState(verificationKeys.revealed(ID))).toBeUndefined();

    render(
      <QueryClientProvider client={client}>
        <Revealed />
      </QueryClientProvider>,
    );
    await waitFor(() => {
      expect(calls(REVEAL_URL)).toBe(2);
    });
  });
});
