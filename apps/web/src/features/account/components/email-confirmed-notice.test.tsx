import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmailConfirmedNotice, isEmailConfirmationLanding } from './email-confirmed-notice';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <EmailConfirmedNotice />
    </MemoryRouter>,
  );

describe('EmailConfirmedNotice', () => {
  it('says the address is confirmed where the confirmation link lands', () => {
    renderAt('/dashboard?email=confirmed');
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is confirmed.');
  });

  it('says when the link had expired or was used, and nothing on an ordinary visit', () => {
    renderAt('/dashboard?email=confirmed&error=TOKEN_EXPIRED');
    expect(screen.getByRole('status')).toHaveTextContent(
      'That confirmation link has expired or was already used.',
    );
  });

  it('is absent on an ordinary visit', () => {
    renderAt('/dashboard');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('recognises the landing behind the sign-in page', () => {
    expect(isEmailConfirmationLanding('/dashboard?email=confirmed')).toBe(true);
    expect(isEmailConfirmationLanding('/dashboard?email=confirmed&error=INVALID_TOKEN')).toBe(false);
    expect(isEmailConfirmationLanding('/dashboard')).toBe(false);
    expect(isEmailConfirmationLanding(null)).toBe(false);
  });
});
