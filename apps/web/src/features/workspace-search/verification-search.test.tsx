import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationSearch } from './verification-search';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const grace = {
  verificationId: '3f0c1b2a-5d4e-4f60-8a7b-9c8d7e6f5a4b',
  verificationType: 'FULL',
  candidateName: 'Grace Hopper',
  candidateEmail: 'grace@navy.example',
  status: 'SUBMITTED',
  submittedAt: '2026-11-26T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  formData: null,
  documents: [],
  aiVerificationResults: null,
};

function renderSearch() {
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(json({ success: true, verifications: [grace], nextCursor: null })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <VerificationSearch />
            <Outlet />
          </QueryClientProvider>
        ),
        children: [{ path: '*', element: <p>Page</p> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerificationSearch', () => {
  it('lists matches as options of a combobox and opens the chosen verification', async () => {
    const { router, fetchMock, user } = renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search verifications by candidate name or email' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'grace');
    expect(await screen.findByRole('option', { name: /Grace Hopper/ })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('/api/verifications?search=grace');

    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Grace Hopper/ });
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/verifications/${grace.verificationId}`);
    expect(box).toHaveValue('');
  });

  it('opens the list with the search on Enter, and Escape closes the options', async () => {
    const { router, user } = renderSearch();
    const box = screen.getByRole('combobox', { name: /Search verifications/ });
    await user.type(box, 'hopper');
    expect(await screen.findByRole('option', { name: 'See all results for “hopper”' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(router.state.location.search).toBe('?search=hopper');
  });
});
