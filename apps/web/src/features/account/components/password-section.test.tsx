import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordSection } from './password-section';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasswordSection', () => {
  it('shows the server’s common-password message under the new password', async () => {
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
              details: [{ path: 'newPassword', message }],
              requestId: 'r1',
            },
            400,
          ),
        ),
      ),
    );
    render(<PasswordSection />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'my current password');
    await user.type(screen.getByLabelText(/^New password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm/), 'password123');
    await user.click(screen.getByRole('button', { name: /change password/i }));
    const field = screen.getByLabelText(/^New password/);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message) as string);
  });
});
