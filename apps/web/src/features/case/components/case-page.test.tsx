import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TimelineEntry, VerificationRecord } from '@candor/contracts';
import type { ReviewPermissions } from '../../review/components/details-dialog';
import { CaseHeader } from './case-header';
import { CaseTimeline } from './case-timeline';

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function entry(id: string, overrides: Partial<TimelineEntry>): TimelineEntry {
  return {
    id: `00000000-0000-4000-8000-00000000000${id}`,
    at: '2026-01-05T10:00:00.000Z',
    actor: { kind: 'staff', name: 'Tom Okafor' },
    action: 'verification.invited',
    label: 'Invitation sent',
    ...overrides,
  };
}

function renderWith(ui: ReactNode, respond: (url: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input) => Promise.resolve(respond(urlOf(input))));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CaseTimeline', () => {
  it('names who did what, newest first, and loads earlier events on demand', async () => {
    const { fetchMock, user } = renderWith(<CaseTimeline verificationId={ID} />, (url) =>
      url.includes('cursor=next')
        ? json({
            success: true,
            verificationId: ID,
            entries: [entry('3', {})],
            nextCursor: null,
          })
        : json({
            success: true,
            verificationId: ID,
            entries: [
              entry('1', {
                action: 'verification.checks_completed',
                label: 'Checks completed',
                actor: { kind: 'system', name: 'Candor' },
              }),
              entry('2', {
                action: 'verification.submitted',
                label: 'Submitted',
                detail: 'Answered the request for more information',
                actor: { kind: 'candidate', name: 'Priya Raman' },
              }),
            ],
            nextCursor: 'next',
          }),
    );
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = await within(timeline).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Checks completedby Candor/),
      expect.stringMatching(/^Submittedby Priya Raman \(candidate\)Answered the request/),
    ]);
    await user.click(within(timeline).getByRole('button', { name: 'Show earlier events' }));
    expect(await within(timeline).findByText('Invitation sent')).toBeVisible();
    expect(within(timeline).getByText('Tom Okafor')).toBeVisible();
    expect(within(timeline).queryByRole('button', { name: 'Show earlier events' })).toBeNull();
    expect(urlOf(fetchMock.mock.calls[0]![0])).toContain(`/api/verifications/${ID}/timeline?limit=50`);
  });

  it('says when nothing is recorded', async () => {
    renderWith(<CaseTimeline verificationId={ID} />, () =>
      json({ success: true, verificationId: ID, entries: [], nextCursor: null }),
    );
    expect(await screen.findByText('Nothing has been recorded for this verification yet.')).toBeVisible();
  });

  it('shows the server message when the timeline cannot be loaded', async () => {
    renderWith(<CaseTimeline verificationId={ID} />, () =>
      json(
        {
          success: false,
          error: 'You do not have permission to do this.',
          code: 'FORBIDDEN',
          requestId: 'req-1',
        },
        403,
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The timeline could not be loaded: You do not have permission to do this.',
    );
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

function record(overrides: Partial<VerificationRecord> = {}): VerificationRecord {
  return {
    verificationId: ID,
    verificationType: 'FULL',
    candidateName: 'Priya Raman',
    candidateEmail: 'priya@example.test',
    status: 'INVITED',
    formData: null,
    documents: [],
    aiVerificationResults: null,
    submittedAt: null,
    createdAt: '2026-01-04T10:00:00.000Z',
    updatedAt: '2026-01-04T10:00:00.000Z',
    invitation: {
      expiresAt: '2099-01-01T00:00:00.000Z',
      revokedAt: null,
      lastSentAt: '2026-01-04T10:00:00.000Z',
      open: true,
    },
    ...overrides,
  };
}

const all: ReviewPermissions = {
  viewPii: true,
  approve: true,
  reject: true,
  requestInfo: true,
  staffScreens: true,
};

function renderHeader(verification: VerificationRecord, permissions: ReviewPermissions) {
  return renderWith(
    <CaseHeader
      record={verification}
      permissions={permissions}
      onRequestInfo={vi.fn()}
      onDecide={vi.fn()}
      onNotice={vi.fn()}
    />,
    () => json({}),
  );
}

describe('CaseHeader', () => {
  it('offers resend and revoke while the candidate has not submitted', () => {
    renderHeader(record(), all);
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resend link', 'Revoke link', 'Download report']);
    expect(screen.getByText(/^Waiting for the candidate to start the form\. Link open until/)).toBeVisible();
  });

  it('offers the decision once submitted, per permission', () => {
    renderHeader(record({ status: 'SUBMITTED', submittedAt: '2026-01-05T10:00:00.000Z' }), {
      ...all,
      reject: false,
    });
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Request information', 'Download report']);
  });

  it('shows a revoked link and keeps resend as the way out; no link actions without the permission', () => {
    renderHeader(
      record({
        invitation: {
          expiresAt: '2099-01-01T00:00:00.000Z',
          revokedAt: '2026-01-04T12:00:00.000Z',
          lastSentAt: '2026-01-04T10:00:00.000Z',
          open: false,
        },
      }),
      all,
    );
    expect(screen.getByText(/^Link revoked/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend link' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
  });

  it('hides the link actions from a role that cannot invite', () => {
    renderHeader(record(), { ...all, staffScreens: false });
    expect(screen.queryByRole('button', { name: 'Resend link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).toBeNull();
  });
});
