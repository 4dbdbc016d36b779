import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function signInAnswered(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(response)),
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <LoginForm onSignedIn={vi.fn()} />
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText(/Email/), 'grace@navy.example');
  await user.type(screen.getByLabelText(/Password/), 'correct horse battery staple');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginForm', () => {
  it('says at which address to open Candor when the page was opened at another one', async () => {
    const message =
      'This page was opened at http://127.0.0.1:3000 but Candor is configured for http://localhost:3000. Open it at http://localhost:3000, or set PUBLIC_URL.';
    await signInAnswered(
      json(
        {
          success: false,
          error: message,
          code: 'FORBIDDEN',
          details: [{ path: 'origin', message: 'The request came from a page outside Candor.' }],
          requestId: 'r1',
        },
        403,
      ),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Login failed. Please try again.')).toBeNull();
  });

  it('keeps the generic message for other refusals', async () => {
    await signInAnswered(
      json(
        {
          success: false,
          error: 'Email not verified',
          code: 'FORBIDDEN',
          details: [{ path: 'auth', message: 'EMAIL_NOT_VERIFIED' }],
          requestId: 'r2',
        },
        403,
      ),
    );
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
  });
});
