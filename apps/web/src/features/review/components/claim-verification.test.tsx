import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_NOTE_REQUIRED,
  CLAIM_SOURCE_REQUIRED,
  type ClaimResult,
  type Document,
  type GetChecksResponse,
  type VerificationStatus,
} from '@candor/contracts';
import { ChecksSection } from './checks-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const RUN = '1b8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2b';
const DOCUMENT = '4c8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2e';
const LABEL = 'US Navy — Rear Admiral';

const letter: Document = {
  id: DOCUMENT,
  fileName: 'navy-hr-letter.pdf',
  type: 'application/pdf',
  size: 2048,
  sha256: 'a'.repeat(64),
  uploadedAt: '2026-11-25T09:00:00.000Z',
  documentType: 'EMPLOYMENT',
};

const unverified: ClaimResult = {
  section: 'employment',
  index: 0,
  label: LABEL,
  result: 'CONSISTENT',
  findingIds: [],
  verification: null,
};

const verified: ClaimResult = {
  ...unverified,
  result: 'VERIFIED',
  verification: {
    method: 'employer_hr',
    source: 'Dana Reyes, Navy Personnel Command',
    note: 'Confirmed the rank and the dates by phone.',
    document: { id: DOCUMENT, fileName: 'navy-hr-letter.pdf' },
    by: { name: 'Casey Morgan' },
    at: '2026-11-25T11:00:00.000Z',
  },
};

const checks = (claim: ClaimResult, run = true): GetChecksResponse => ({
  success: true,
  run: run
    ? {
        id: RUN,
        status: 'DONE',
        types: ['EDUCATION', 'EMPLOYMENT', 'PHONE', 'DOCUMENTS', 'IDENTITY'],
        startedAt: '2026-11-25T10:00:00.000Z',
        finishedAt: '2026-11-25T10:00:02.000Z',
        progress: { done: 8, total: 8 },
        error: null,
      }
    : null,
  findings: [],
  claims: [claim],
});

function renderSection(
  responses: (url: string, init?: RequestInit) => Response,
  options: { canVerify?: boolean; status?: VerificationStatus } = {},
) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(responses(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ChecksSection
        verificationId={ID}
        status={options.status ?? 'VERIFIED'}
        canRun={false}
        canReview={false}
        canVerify={options.canVerify ?? true}
        documents={[letter]}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('marking a claim verified with a primary source', () => {
  it('asks how, who and why before saving, then shows who verified it and with what', async () => {
    const { fetchMock, user } = renderSection((_url, init) =>
      init?.method === 'PUT' ? json(checks(verified)) : json(checks(unverified)),
    );
    await user.click(await screen.findByRole('button', { name: `Mark verified… (${LABEL})` }));
    const dialog = screen.getByRole('dialog', { name: `Mark verified: ${LABEL}` });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose how the claim was confirmed')).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM_SOURCE_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText(CLAIM_NOTE_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Who confirmed/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'PUT')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/How was it confirmed/), 'employer_hr');
    await user.type(within(dialog).getByLabelText(/Who confirmed/), 'Dana Reyes, Navy Personnel Command');
    await user.type(within(dialog).getByLabelText(/Note/), 'Confirmed the rank and the dates by phone.');
    await user.selectOptions(within(dialog).getByLabelText(/Supporting document/), 'navy-hr-letter.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Verified by Casey Morgan on/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [put] = calls(fetchMock, 'PUT');
    expect(put?.[0]).toBe(`/api/verifications/${ID}/claims/employment/0/verification`);
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      method: 'employer_hr',
      source: 'Dana Reyes, Navy Personnel Command',
      note: 'Confirmed the rank and the dates by phone.',
      documentId: DOCUMENT,
    });
    expect(screen.getByText('Verified by a person')).toBeInTheDocument();
    const line = screen.getByText(/Verified by Casey Morgan on/);
    expect(line).toHaveTextContent(
      /— The employer’s HR or payroll: Dana Reyes, Navy Personnel Command\. Confirmed the rank and the dates by phone\./,
    );
    expect(within(line).getByRole('link', { name: 'navy-hr-letter.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining(DOCUMENT),
    );
    // Focus lands on the result, not on the page behind.
    expect(line.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Mark verified/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when the verification cannot be saved', async () => {
    const { user } = renderSection((_url, init) =>
      init?.method === 'PUT'
        ? json(
            {
              success: false,
              error: 'This verification is completed: its claims can no longer change.',
              code: 'INVALID_STATE',
              requestId: 'r1',
            },
            409,
          )
        : json(checks(unverified)),
    );
    await user.click(await screen.findByRole('button', { name: `Mark verified… (${LABEL})` }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/How was it confirmed/), 'supervisor');
    await user.type(within(dialog).getByLabelText(/Who confirmed/), 'Admiral Nimitz');
    await user.type(within(dialog).getByLabelText(/Note/), 'Called him.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The verification was not saved: This verification is completed: its claims can no longer change.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Mark verified… (${LABEL})` })).toHaveFocus();
  });

  it('shows a field the server refused under that field', async () => {
    const { user } = renderSection((_url, init) =>
      init?.method === 'PUT'
        ? json(
            {
              success: false,
              error: 'Choose one of the documents of this verification.',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'documentId', message: 'Choose one of the documents of this verification.' }],
              requestId: 'r2',
            },
            400,
          )
        : json(checks(unverified)),
    );
    await user.click(await screen.findByRole('button', { name: `Mark verified… (${LABEL})` }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText(/How was it confirmed/), 'employer_hr');
    await user.type(within(dialog).getByLabelText(/Who confirmed/), 'HR');
    await user.type(within(dialog).getByLabelText(/Note/), 'Letter attached.');
    await user.selectOptions(within(dialog).getByLabelText(/Supporting document/), DOCUMENT);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose one of the documents of this verification.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/Supporting document/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText(/was not saved/)).not.toBeInTheDocument();
  });

  it('withdraws a verification after asking, and the claim shows the checks’ result again', async () => {
    const { fetchMock, user } = renderSection((_url, init) =>
      init?.method === 'DELETE' ? json(checks(unverified)) : json(checks(verified)),
    );
    await user.click(await screen.findByRole('button', { name: `Withdraw (${LABEL})` }));
    const dialog = screen.getByRole('dialog', { name: `Withdraw the verification of ${LABEL}?` });
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('No discrepancies found')).toBeInTheDocument();
    expect(screen.queryByText(/Verified by Casey Morgan/)).not.toBeInTheDocument();
    expect(calls(fetchMock, 'DELETE')[0]?.[0]).toBe(
      `/api/verifications/${ID}/claims/employment/0/verification`,
    );
    expect(screen.getByRole('button', { name: `Mark verified… (${LABEL})` })).toBeInTheDocument();
  });

  it('shows a person’s verification to everyone, but the actions only to those who may verify, while the status allows it', async () => {
    renderSection(() => json(checks(verified, false)), { canVerify: false });
    // Before any run, a claim a person verified is listed with its record.
    expect(
      await screen.findByText('The automated checks have not run on this verification yet.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Verified by Casey Morgan on/)).toBeInTheDocument();
    expect(screen.getByText('Verified by a person')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw|Change|Mark verified/ })).not.toBeInTheDocument();
  });

  it('offers nothing to change once the verification is decided', async () => {
    renderSection(() => json(checks(unverified)), { status: 'COMPLETED' });
    expect(await screen.findByText(LABEL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark verified/ })).not.toBeInTheDocument();
  });
});
