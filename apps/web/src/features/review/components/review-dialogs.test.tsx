import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DECISION_NOTE_REQUIRED,
  INFORMATION_REQUEST_EMPTY,
  INFORMATION_REQUEST_FAILED,
  type VerificationRecord,
} from '@candor/contracts';
import { DecisionDialog } from './decision-dialog';
import { RequestInfoDialog } from './request-info-dialog';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const verification: VerificationRecord = {
  verificationId: ID,
  verificationType: 'FULL',
  candidateName: 'Grace Hopper',
  candidateEmail: 'grace@navy.example',
  status: 'SUBMITTED',
  formData: null,
  documents: [],
  aiVerificationResults: null,
  submittedAt: '2026-01-05T10:00:00.000Z',
  createdAt: '2026-01-04T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequestInfoDialog', () => {
  it('asks for a message or a request and sends nothing without one', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWithClient(
      <RequestInfoDialog verification={verification} onClose={vi.fn()} onSent={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INFORMATION_REQUEST_EMPTY);
    // A ticked section without any text is still no request.
    await user.click(screen.getByRole('checkbox', { name: 'Education' }));
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(screen.getByText(INFORMATION_REQUEST_EMPTY)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends REQUEST_MORE_INFO with the request data and reports success', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json({ success: false, error: 'unused', code: 'INTERNAL', requestId: 'r' }, 500)),
    );
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: true,
          verificationId: ID,
          status: 'IN_PROGRESS',
          informationRequest: {
            id: '1b0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a',
            verificationId: ID,
            message: 'Please provide or update:\n- Education: Send the transcript',
            categories: ['education'],
            specificRequests: { education: 'Send the transcript' },
            urgency: 'urgent',
            deadline: null,
            requestedAt: '2026-01-06T10:00:00.000Z',
            state: 'OPEN',
            requestedBy: { userId: 'u1', name: 'Ada Byron' },
            emailSent: true,
            answer: null,
          },
        },
        200,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSent = vi.fn();
    const user = renderWithClient(
      <RequestInfoDialog verification={verification} onClose={vi.fn()} onSent={onSent} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Education' }));
    await user.type(
      screen.getByRole('textbox', { name: 'What is needed about education' }),
      'Send the transcript',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urgency' }), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await vi.waitFor(() => {
      expect(onSent).toHaveBeenCalledWith('Grace Hopper');
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submit-verification');
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      action: 'REQUEST_MORE_INFO',
      verificationId: ID,
      requestData: {
        education: true,
        specificRequests: { education: 'Send the transcript' },
        urgency: 'urgent',
      },
    });
    expect(typeof body.requestId).toBe('string');
  });

  it('shows a failed send as a failure and keeps the dialog open', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          json(
            { success: false, error: INFORMATION_REQUEST_FAILED, code: 'UPSTREAM_FAILED', requestId: 'r1' },
            502,
          ),
        ),
      ),
    );
    const onSent = vi.fn();
    const user = renderWithClient(
      <RequestInfoDialog verification={verification} onClose={vi.fn()} onSent={onSent} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Message to the candidate/ }), 'Please call us.');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(
      await screen.findByText(`The request was not sent: ${INFORMATION_REQUEST_FAILED}`),
    ).toBeInTheDocument();
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });
});

describe('DecisionDialog', () => {
  it('requires a note before approving, then posts it', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        json(
          {
            success: true,
            verificationId: ID,
            status: 'COMPLETED',
            decision: {
              status: 'COMPLETED',
              note: 'All checked',
              decidedAt: '2026-01-06T10:00:00.000Z',
              decidedByUserId: 'u1',
            },
          },
          200,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    const user = renderWithClient(
      <DecisionDialog verification={verification} decision="approve" onClose={vi.fn()} onDone={onDone} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));
    expect(screen.getByRole('textbox', { name: /Decision note/ })).toHaveAccessibleDescription(
      expect.stringContaining(DECISION_NOTE_REQUIRED) as string,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Decision note/ }), '  All checked ');
    await user.click(screen.getByRole('button', { name: 'Confirm Approval' }));
    await vi.waitFor(() => {
      expect(onDone).toHaveBeenCalledWith('Grace Hopper', 'approve');
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/verifications/${ID}/approve`);
    expect(JSON.parse(init?.body as string)).toEqual({ note: 'All checked' });
  });
});
