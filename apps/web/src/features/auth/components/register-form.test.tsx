import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterForm', () => {
  it('shows the server’s message about a too-common password under the password field, not as a generic error', async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          json(
            {
              success: false,
              error: message,
              code: 'VALIDATION_FAILED',
              details: [{ path: 'password', message }],
              requestId: 'r1',
            },
            400,
          ),
        ),
      ),
    );
    const onRegistered = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <RegisterForm onRegistered={onRegistered} />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/First name/), 'Grace');
    await user.type(screen.getByLabelText(/Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/Work email/), 'grace@navy.example');
    await user.type(screen.getByLabelText(/^Company\s*\*?$/), 'Navy');
    await user.type(screen.getByLabelText(/Job title/), 'Rear Admiral');
    await user.selectOptions(screen.getByLabelText(/Company size/), screen.getAllByRole('option')[1]!);
    await user.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    await user.type(screen.getByLabelText(/^Password/), 'Password123');
    await user.type(screen.getByLabelText(/Confirm password/), 'Password123');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));

    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText(message)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByText('Registration failed. Please try again.')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
