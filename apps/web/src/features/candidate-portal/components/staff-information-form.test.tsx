import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VerificationRecord } from '@candor/contracts';
import { StaffInformationForm } from './staff-information-form';

const address = {
  address1: '1 Navy Yard',
  address2: '',
  city: 'Washington',
  state: 'DC',
  country: 'United States',
  zip: '20374',
};

const record: VerificationRecord = {
  verificationId: '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a',
  verificationType: 'FULL',
  candidateName: 'Grace Hopper',
  candidateEmail: 'grace@navy.example',
  status: 'SUBMITTED',
  formData: {
    personalInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: '****-**-**',
      email: 'grace@navy.example',
      phone: '+1 202 555 0100',
      ssn: '***-**-6789',
      currentAddress: address,
      previousAddresses: [],
      previousNames: [],
    },
    education: [],
    employment: [],
  },
  documents: [],
  aiVerificationResults: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  piiRevealed: false,
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(onReveal = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StaffInformationForm
        verification={record}
        canReveal
        onReveal={onReveal}
        revealing={false}
        onSaved={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StaffInformationForm', () => {
  it('shows the SSN masked with Reveal, and counts steps from 1', async () => {
    const onReveal = vi.fn();
    const user = renderForm(onReveal);
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(onReveal).toHaveBeenCalledOnce();
  });

  it('checks a typed SSN and the step 1 messages before moving on', async () => {
    const user = renderForm();
    await user.clear(screen.getByRole('textbox', { name: /^Phone number/ }));
    await user.type(screen.getByRole('textbox', { name: /^New SSN/ }), '12-34');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
      'Phone number is required',
    );
    expect(screen.getByRole('textbox', { name: /^New SSN/ })).toHaveAccessibleDescription(
      'SSN must be 9 digits, e.g. 123-45-6789',
    );
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('saves without the masked values, so the stored SSN and birth date are kept', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: true, verification: record }, 200)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    for (let step = 1; step < 4; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Candidate Information' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Candidate information saved.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/verifications/${record.verificationId}/candidate-information`);
    expect(init?.method).toBe('PUT');
    const body = JSON.parse(init?.body as string) as { personalInfo: Record<string, unknown> };
    expect(body.personalInfo).not.toHaveProperty('ssn');
    expect(body.personalInfo).not.toHaveProperty('dateOfBirth');
    expect(body.personalInfo).toMatchObject({ firstName: 'Grace', phone: '+1 202 555 0100' });
  });
});
