import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DEFAULT_SETTINGS } from '@candor/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, loadSession } from '../../../lib/session';
import { SettingsForm } from './settings-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const me = (twoFactorEnabled: boolean) => ({
  user: {
    id: 'u1',
    email: 'ada@engines.example',
    name: 'Ada Byron',
    firstName: 'Ada',
    lastName: 'Byron',
    jobTitle: null,
    phone: null,
    emailVerified: true,
    twoFactorEnabled,
    platformAdmin: false,
  },
  organisation: { id: 'o1', name: 'Engines', plan: 'trial', trialEndsAt: null, requireMfa: false },
  membership: { roles: ['super_admin'], department: null, permissions: ['system_config'] },
  demoOutbox: false,
});

/** Signs the test in (the session answers first), then answers `onPatch` to the save. */
async function renderForm(twoFactorEnabled: boolean, onPatch: () => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/api/session')) return Promise.resolve(json({ me: me(twoFactorEnabled) }, 200));
    return Promise.resolve(onPatch());
  });
  vi.stubGlobal('fetch', fetchMock);
  await loadSession(true);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SettingsForm settings={{ ...DEFAULT_SETTINGS }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('SettingsForm', () => {
  it('will not require two-step verification of others before one’s own, and links to Security', async () => {
    await renderForm(false, () => json({}, 500));
    expect(screen.getByRole('checkbox', { name: 'Require two-step verification' })).toBeDisabled();
    expect(
      screen.getByText(/You have not turned on two-step verification for your own account/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set it up in Security' })).toHaveAttribute('href', '/security');
  });

  it('offers it once one’s own is on, and shows the server’s refusal by the field and above the form', async () => {
    const message =
      'Turn on two-step verification for your own account (Security) before requiring it for everyone.';
    const { user } = await renderForm(true, () =>
      json(
        {
          success: false,
          error: message,
          code: 'INVALID_STATE',
          details: [{ path: 'requireMfa', message }],
          requestId: 'r1',
        },
        409,
      ),
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Require two-step verification' });
    expect(checkbox).toBeEnabled();
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(`Settings could not be saved: ${message}`)).toHaveAttribute(
      'role',
      'alert',
    );
    expect(checkbox).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('says where each setting applies, and that the rate limit waits for API keys', async () => {
    await renderForm(true, () => json({}, 500));
    expect(screen.getByText(/Applies to API keys \(coming with integrations\)/)).toBeInTheDocument();
    expect(screen.getAllByText(/Applies to the automated checks/).length).toBeGreaterThanOrEqual(3);
  });
});
