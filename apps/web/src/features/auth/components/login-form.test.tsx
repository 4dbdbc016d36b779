import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DEACTIVATED_CODE, SIGN_IN_CODE_REQUIRED_MESSAGE } from '@candor/contracts';
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

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <LoginForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSignedIn };
}

const bodyOf = (call: unknown) => JSON.parse((call as [string, RequestInit])[1].body as string) as object;

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

  it('asks for the emailed code after many failed attempts, then sends it with the password', async () => {
    const fetchMock = vi.fn((url: string) => {
      if (url === '/api/session') return Promise.resolve(json({ success: true, me: null }, 200));
      return Promise.resolve(
        fetchMock.mock.calls.filter(([u]) => u === '/api/auth/sign-in/email').length === 1
          ? json({ emailCodeRequired: true, message: SIGN_IN_CODE_REQUIRED_MESSAGE }, 200)
          : json({ redirect: false, user: { id: 'u1' } }, 200),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user, onSignedIn } = renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'grace@navy.example');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(SIGN_IN_CODE_REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Sign-in code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Enter the 8-digit code from the email')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Sign-in code/));
    await user.type(screen.getByLabelText(/^Sign-in code/), '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => {
      expect(onSignedIn).toHaveBeenCalled();
    });
    const signIns = fetchMock.mock.calls.filter(([u]) => u === '/api/auth/sign-in/email');
    expect(bodyOf(signIns[1])).toEqual({
      email: 'grace@navy.example',
      password: 'correct horse battery staple',
      rememberMe: true,
      emailCode: '12345678',
    });
  });

  it('shows the server’s message for a deactivated account', async () => {
    const message =
      'Your access was removed: an administrator of your organisation deactivated this account. Ask them to reactivate it if you still need it.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(
            {
              success: false,
              error: message,
              code: 'FORBIDDEN',
              details: [{ path: 'auth', message: ACCOUNT_DEACTIVATED_CODE }],
              requestId: 'r1',
            },
            403,
          ),
        ),
      ),
    );
    const { user, onSignedIn } = renderForm();
    await user.type(screen.getByLabelText(/^Email/), 'grace@navy.example');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
