import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASKED_DATE_OF_BIRTH, type VerificationRecord } from '@candor/contracts';
import { DetailsDialog, type ReviewPermissions } from './details-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';

function record(overrides: Partial<VerificationRecord> = {}): VerificationRecord {
  return {
    verificationId: ID,
    verificationType: 'FULL',
    candidateName: 'Grace Hopper',
    candidateEmail: 'grace@navy.example',
    status: 'SUBMITTED',
    formData: {
      personalInfo: {
        firstName: 'Grace',
        lastName: 'Hopper',
        dateOfBirth: MASKED_DATE_OF_BIRTH,
        ssn: '***-**-6789',
      },
      education: [
        { institution: 'Yale University', degree: 'PhD Mathematics', certificate: { fileName: 'phd.pdf' } },
      ],
      employment: [],
    },
    documents: [],
    aiVerificationResults: null,
    submittedAt: '2026-01-05T10:00:00.000Z',
    createdAt: '2026-01-04T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    piiRevealed: false,
    ...overrides,
  };
}

const none: ReviewPermissions = { viewPii: false, approve: false, reject: false, requestInfo: false };

function renderDialog(verification: VerificationRecord, permissions: ReviewPermissions) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/information-requests'))
      return Promise.resolve(json({ success: true, informationRequests: [] }));
    if (url.endsWith('/checks'))
      return Promise.resolve(json({ success: true, run: null, findings: [], claims: [] }));
    return Promise.resolve(json({ success: true, verification }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DetailsDialog
          verificationId={ID}
          candidateName="Grace Hopper"
          permissions={permissions}
          busy={false}
          onClose={vi.fn()}
          onRequestInfo={vi.fn()}
          onDecide={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DetailsDialog', () => {
  it('shows masked personal data and no way to reveal it or decide without the permissions', async () => {
    renderDialog(record(), none);
    expect(await screen.findByText(MASKED_DATE_OF_BIRTH)).toBeInTheDocument();
    expect(screen.getByText('***-**-6789')).toBeInTheDocument();
    expect(screen.getByText(/Your role does not include viewing personal data/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show personal data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request More Info' })).not.toBeInTheDocument();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('No documents uploaded')).toBeInTheDocument();
    expect(screen.getByText('File name only (no preview available)')).toBeInTheDocument();
    // Without initiate_verification there are no links to the staff screens.
    expect(screen.queryByRole('navigation', { name: 'Staff screens' })).not.toBeInTheDocument();
    // A full verification has no request form details.
    expect(screen.queryByRole('region', { name: 'Request details' })).not.toBeInTheDocument();
    // The quick look opens the case page, whatever the permissions.
    expect(screen.getByRole('link', { name: 'Open case' })).toHaveAttribute('href', `/verifications/${ID}`);
  });

  it('shows what an education request form asked to verify, and links to the staff screens', async () => {
    renderDialog(
      record({
        verificationType: 'EDUCATION',
        requestDetails: {
          kind: 'EDUCATION',
          institution: 'Yale University',
          degree: 'PhD',
          graduationYear: 1934,
        },
      }),
      { ...none, staffScreens: true },
    );
    const details = await screen.findByRole('region', { name: 'Request details' });
    expect(within(details).getByText('Institution').nextSibling).toHaveTextContent('Yale University');
    expect(within(details).getByText('Degree').nextSibling).toHaveTextContent('PhD');
    expect(within(details).getByText('Graduation year').nextSibling).toHaveTextContent('1934');
    const links = screen.getByRole('navigation', { name: 'Staff screens' });
    expect(within(links).getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      `/verification/${ID}/documents`,
    );
    expect(within(links).getByRole('link', { name: 'Candidate information' })).toHaveAttribute(
      'href',
      `/verification/${ID}/candidate-information`,
    );
  });

  it('shows an employment request, a current position without an end date', async () => {
    renderDialog(
      record({
        verificationType: 'EMPLOYMENT',
        requestDetails: {
          kind: 'EMPLOYMENT',
          company: 'Eckert-Mauchly',
          jobTitle: 'Senior Mathematician',
          startDate: '1949-01-01',
          endDate: null,
        },
      }),
      none,
    );
    const details = await screen.findByRole('region', { name: 'Request details' });
    expect(within(details).getByText('Company').nextSibling).toHaveTextContent('Eckert-Mauchly');
    expect(within(details).getByText('Job title').nextSibling).toHaveTextContent('Senior Mathematician');
    expect(within(details).getByText('End date').nextSibling).toHaveTextContent('Current position');
  });

  it('offers reveal, request and decisions by permission and lifecycle; reveal asks the server', async () => {
    const { fetchMock, user } = renderDialog(record(), {
      viewPii: true,
      approve: true,
      reject: true,
      requestInfo: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Show personal data' }));
    await vi.waitFor(() => {
      expect(fetchMock.mock.calls.some(([url]) => url === `/api/verifications/${ID}?reveal=pii`)).toBe(true);
    });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Request More Info' })).toBeEnabled();
  });

  it('offers nothing on a decided verification', async () => {
    renderDialog(
      record({
        status: 'COMPLETED',
        decision: {
          status: 'COMPLETED',
          note: 'Confirmed',
          decidedAt: '2026-01-06T10:00:00.000Z',
          decidedByUserId: 'u1',
        },
      }),
      { viewPii: true, approve: true, reject: true, requestInfo: true },
    );
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request More Info' })).not.toBeInTheDocument();
  });
});
