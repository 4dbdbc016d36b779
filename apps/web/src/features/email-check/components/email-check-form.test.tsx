import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailCheckForm } from './email-check-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Where "Invite a candidate" leads: what the invitation page receives. */
function InvitePageProbe() {
  const location = useLocation();
  return <output aria-label="Invite page">{`${location.search}|${JSON.stringify(location.state)}`}</output>;
}

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<EmailCheckForm />} />
          <Route path="/invite-candidate" element={<InvitePageProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailCheckForm', () => {
  it('answers INVALID at once, without asking the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    expect(screen.getByRole('heading', { name: 'Invalid email format' })).toBeVisible();
    expect(screen.getByText('Email address does not match standard format requirements')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server answer; VALID offers to invite the candidate with the email, or check another', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json(
            {
              success: true,
              result: {
                status: 'VALID',
                message: 'Email address verified',
                domain: 'navy.example',
                type: 'Business Email',
              },
            },
            200,
          ),
        ),
      ),
    );
    const user = renderForm();
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeVisible();
    expect(screen.getByText('Business Email')).toBeVisible();
    // The address travels in the navigation state, never in the URL.
    expect(screen.getByRole('link', { name: 'Invite a candidate' })).toHaveAttribute(
      'href',
      '/invite-candidate',
    );
    await user.click(screen.getByRole('button', { name: 'Check another email' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Email address verified' })).not.toBeInTheDocument();
    await user.type(input, 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    await user.click(await screen.findByRole('link', { name: 'Invite a candidate' }));
    expect(screen.getByRole('status', { name: 'Invite page' })).toHaveTextContent(
      '|{"email":"grace@navy.example"}',
    );
  });

  it('shows ERROR when the check itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('offline'))),
    );
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'grace@navy.example');
    await user.click(screen.getByRole('button', { name: 'Check Email' }));
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeVisible();
    expect(screen.getByText('Unable to verify email address at this time')).toBeVisible();
  });
});
