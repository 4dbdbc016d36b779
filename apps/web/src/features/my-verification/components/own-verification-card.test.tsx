import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_LINK_CLOSED_MESSAGE, type OwnVerification } from '@candor/contracts';
import { OwnVerificationCard } from './own-verification-card';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const VERIFICATION_ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const CANDIDATE_URL = `http://localhost/candidate/${'t'.repeat(43)}?firstName=Jordan`;

const verification = (overrides: Partial<OwnVerification> = {}): OwnVerification => ({
  verificationId: VERIFICATION_ID,
  verificationType: 'FULL',
  status: 'INVITED',
  statusScreen: 'PENDING',
  createdAt: '2026-11-01T10:00:00.000Z',
  submittedAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  linkOpen: true,
  openRequest: null,
  documents: [],
  ...overrides,
});

function renderCard(value: OwnVerification, onNavigate = vi.fn<(url: string) => void>()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OwnVerificationCard verification={value} onNavigate={onNavigate} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onNavigate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnVerificationCard', () => {
  it('asks the server for a private link only when the candidate opens the form, then opens it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: true, candidateUrl: CANDIDATE_URL }, 200)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, onNavigate } = renderCard(verification());
    expect(screen.queryByRole('link', { name: /verification/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Start your verification' }));

    await vi.waitFor(() => {
      expect(onNavigate).toHaveBeenCalledWith(CANDIDATE_URL);
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toEqual(expect.stringContaining(`/api/my-verifications/${VERIFICATION_ID}/link`));
    expect(init?.method).toBe('POST');
  });

  it('says why the form cannot be opened when the link has closed meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json(
            { success: false, error: OWN_LINK_CLOSED_MESSAGE, code: 'INVALID_STATE', requestId: 'r1' },
            409,
          ),
        ),
      ),
    );
    const { user, onNavigate } = renderCard(verification({ status: 'IN_PROGRESS' }));
    await user.click(screen.getByRole('button', { name: 'Continue your verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWN_LINK_CLOSED_MESSAGE);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('offers no button once the form is closed', () => {
    renderCard(verification({ status: 'SUBMITTED', statusScreen: 'PENDING', linkOpen: false }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
