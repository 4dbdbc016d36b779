import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_FAILED, TRIAL_LIMIT_REACHED_MESSAGE } from '@candor/contracts';
import { InviteCandidateForm } from './invite-candidate-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CANDIDATE_URL = `http://localhost/candidate/${'t'.repeat(43)}?firstName=Grace`;

function renderForm(initialEmail = '') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InviteCandidateForm
          initialEmail={initialEmail}
          inviter={{ name: 'Ada Byron', email: 'ada@analytical.example' }}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const nameField = () => screen.getByRole('textbox', { name: 'Candidate name' });
const emailField = () => screen.getByRole('textbox', { name: 'Candidate email' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InviteCandidateForm', () => {
  it('requires the candidate name and email, and sends nothing without them', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining('Candidate name is required') as string,
    );
    expect(emailField()).toHaveAccessibleDescription('Candidate email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the invitation was sent, clears the form and shows the link with Copy', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        json(
          {
            success: true,
            verificationId: '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a',
            candidateUrl: CANDIDATE_URL,
          },
          201,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm('grace@navy.example');
    expect(emailField()).toHaveValue('grace@navy.example');
    await user.type(nameField(), '  Grace Hopper ');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Invitation sent to Grace Hopper successfully!')).toBeVisible();
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Candidate link' })).toHaveValue(CANDIDATE_URL);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(init?.body as string)).toEqual({
      candidateName: 'Grace Hopper',
      candidateEmail: 'grace@navy.example',
      adminEmail: 'ada@analytical.example',
      adminName: 'Ada Byron',
    });
  });

  it('says the invitation failed when the server could not send it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json({ success: false, error: 'Mail down', code: 'UPSTREAM_FAILED', requestId: 'r1' }, 502),
        ),
      ),
    );
    const user = renderForm('grace@navy.example');
    await user.type(nameField(), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_FAILED);
    expect(nameField()).toHaveValue('Grace Hopper');
  });

  it('explains the free-trial limit', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json(
            { success: false, error: TRIAL_LIMIT_REACHED_MESSAGE, code: 'CONFLICT', requestId: 'r2' },
            409,
          ),
        ),
      ),
    );
    const user = renderForm('grace@navy.example');
    await user.type(nameField(), 'Grace Hopper');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Free trial limit reached');
    expect(alert).toHaveTextContent(TRIAL_LIMIT_REACHED_MESSAGE);
    expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute('href', '/pricing');
  });
});
