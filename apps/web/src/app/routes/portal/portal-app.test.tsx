import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_PREVIOUS_ADDRESSES, type GetCandidatePortalResponse } from '@candor/contracts';
import { PortalApp, tokenFromPath } from './portal-app';

const TOKEN = 'a'.repeat(43);
const VERIFICATION_ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';

function openPortal(prefill: {
  firstName: string;
  lastName: string;
  email: string;
}): GetCandidatePortalResponse {
  return {
    success: true,
    portal: {
      submitted: false,
      verificationId: VERIFICATION_ID,
      status: 'INVITED',
      prefill: { verificationId: VERIFICATION_ID, ...prefill, expiresAt: '2030-01-01T00:00:00.000Z' },
      currentStep: 1,
      formData: null,
      documents: [],
      disclosureVersion: '2025-01',
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the portal calls; anything else (autosave) succeeds quietly. */
function mockApi(portal: GetCandidatePortalResponse) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith(`/api/candidate/${TOKEN}`)) return Promise.resolve(json(portal));
    if (url.endsWith(`/api/candidate/${TOKEN}/draft`)) {
      return Promise.resolve(
        json({ success: true, status: 'IN_PROGRESS', currentStep: 1, savedAt: '2030-01-01T00:00:00.000Z' }),
      );
    }
    return Promise.resolve(
      json({ success: false, error: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, 404),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPortal() {
  window.history.replaceState(null, '', `/candidate/${TOKEN}`);
  render(<PortalApp />);
  return userEvent.setup();
}

/** A field by its visible label; required labels end with a decorative asterisk. */
function field(label: string, scope: HTMLElement = document.body) {
  return within(scope).getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}\\*?$`));
}

function expectMessageUnder(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message) as string);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('candidate portal, step 1', { timeout: 20_000 }, () => {
  it('shows the documented message under each empty required field and stays on step 1', async () => {
    mockApi(openPortal({ firstName: '', lastName: '', email: '' }));
    const user = renderPortal();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Personal Information' }, { timeout: 5000 }),
    ).toBeVisible();

    // Blank text counts as empty: values are trimmed before they are checked.
    await user.type(field('Phone number'), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => {
      expectMessageUnder(field('First name'), 'First name is required');
    });
    expectMessageUnder(field('Last name'), 'Last name is required');
    expectMessageUnder(field('Date of birth'), 'Date of birth is required');
    expectMessageUnder(field('Email'), 'Email is required');
    expectMessageUnder(field('Phone number'), 'Phone number is required');
    expectMessageUnder(field('Address line 1'), 'Address is required');
    expectMessageUnder(field('City'), 'City is required');
    expectMessageUnder(field('State'), 'State is required');
    expectMessageUnder(field('Country'), 'Country is required');
    expectMessageUnder(field('ZIP code'), 'ZIP code is required');
    expect(field('Address line 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeVisible();

    // An address that does not look like one is invalid; the message updates as they type.
    await user.type(field('Email'), 'ada-at-example');
    expectMessageUnder(field('Email'), 'Email is invalid');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('locks the names and email from the invitation', async () => {
    mockApi(openPortal({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }));
    renderPortal();
    const firstName = await screen.findByDisplayValue('Ada', undefined, { timeout: 5000 });
    expect(firstName).toHaveAttribute('readonly');
    expect(firstName).toHaveAccessibleDescription('Prefilled from invitation');
    expect(field('Last name')).toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Phone number')).not.toHaveAttribute('readonly');
  });

  it(`allows at most ${MAX_PREVIOUS_ADDRESSES} previous addresses: the add button is disabled at ${MAX_PREVIOUS_ADDRESSES}`, async () => {
    mockApi(openPortal({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }));
    const user = renderPortal();
    const add = await screen.findByRole('button', { name: 'Add previous address' }, { timeout: 5000 });
    for (let count = 1; count <= MAX_PREVIOUS_ADDRESSES; count += 1) {
      expect(add).toBeEnabled();
      await user.click(add);
      expect(screen.getByRole('group', { name: `Previous address ${count}` })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('group', { name: /^Previous address \d$/ })).toHaveLength(
      MAX_PREVIOUS_ADDRESSES,
    );
    expect(add).toBeDisabled();
    expect(
      screen.getByText(`You have added the maximum of ${MAX_PREVIOUS_ADDRESSES} previous addresses.`),
    ).toBeVisible();

    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove previous address 3' }));
    expect(screen.getAllByRole('group', { name: /^Previous address \d$/ })).toHaveLength(
      MAX_PREVIOUS_ADDRESSES - 1,
    );
    expect(add).toBeEnabled();
  });

  it('a previous address that was added must be complete', async () => {
    mockApi(openPortal({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }));
    const user = renderPortal();
    await user.click(await screen.findByRole('button', { name: 'Add previous address' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const previous = screen.getByRole('group', { name: 'Previous address 1' });
    await waitFor(() => {
      expectMessageUnder(field('City', previous), 'City is required');
    });
    expectMessageUnder(field('Address line 1', previous), 'Address is required');
  });
});

describe('the portal page', { timeout: 20_000 }, () => {
  it('reads the token from /candidate/{token}, with or without a trailing slash', () => {
    expect(tokenFromPath(`/candidate/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromPath(`/candidate/${TOKEN}/`)).toBe(TOKEN);
    expect(tokenFromPath('/candidate/')).toBe('');
    expect(tokenFromPath(`/candidate/${TOKEN}/extra`)).toBe('');
    expect(tokenFromPath('/candidate/%E0%A4%A')).toBe('');
  });

  it('an old link with personal data in its query string: never read, dropped from the address bar', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    window.history.replaceState(
      null,
      '',
      `/candidate/${TOKEN}?firstName=Ada&lastName=Lovelace&email=ada%40example.com`,
    );
    render(<PortalApp />);

    // The query string of an old link is never read: the prefill comes from the server.
    expect(await screen.findByText('Loading verification details...')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome, Ada/)).toBeNull();
    answer(json(openPortal({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })));

    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(window.location.pathname).toBe(`/candidate/${TOKEN}`);
  });

  it('shows Verification Not Found with a homepage link for an unknown link, without asking twice', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: false, error: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, 404)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPortal();

    expect(await screen.findByRole('heading', { name: 'Verification Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Verification Not Found · Candor');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a server error, and offers Try Again when it keeps failing', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (!url.endsWith(`/api/candidate/${TOKEN}`)) return Promise.resolve(json({ success: true }));
        calls += 1;
        if (calls <= 3) {
          return Promise.resolve(
            json({ success: false, error: 'The service is busy.', code: 'INTERNAL', requestId: 'r' }, 503),
          );
        }
        return Promise.resolve(
          json(openPortal({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })),
        );
      }),
    );
    const user = renderPortal();

    expect(await screen.findByRole('alert', {}, { timeout: 5_000 })).toHaveTextContent(
      'The service is busy.',
    );
    expect(calls).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
  });
});
