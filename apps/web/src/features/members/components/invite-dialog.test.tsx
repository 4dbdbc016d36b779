import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteDialog } from './invite-dialog';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InviteDialog', () => {
  it('offers only roles up to the inviter’s rank, and sends nothing until email and a role are given', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWithClient(
      <InviteDialog inviterRoles={['system_admin']} onClose={vi.fn()} onInvited={vi.fn()} />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Super Administrator' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Candidate' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'System Administrator' })).toBeInTheDocument();
    // Ranked below, but it grants View PII, which a system administrator does not hold.
    expect(screen.queryByRole('checkbox', { name: 'HR Director' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Recruiter' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one role')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the address and roles, and shows the server’s refusal under the email', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        json(
          {
            success: false,
            error: 'This person is already a member of your organisation.',
            code: 'CONFLICT',
            details: [{ path: 'email', message: 'This email address already has an account' }],
            requestId: 'r1',
          },
          409,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onInvited = vi.fn();
    const user = renderWithClient(
      <InviteDialog inviterRoles={['super_admin']} onClose={vi.fn()} onInvited={onInvited} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@navy.example');
    await user.click(screen.getByRole('checkbox', { name: 'Auditor' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('This person is already a member of your organisation.'),
    ).toBeInTheDocument();
    expect(onInvited).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/staff-invitations');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'grace@navy.example', roles: ['auditor'] });
  });
});
