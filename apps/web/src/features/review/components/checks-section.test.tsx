import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Finding, GetChecksResponse } from '@candor/contracts';
import { ChecksSection } from './checks-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const RUN = '1b8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2b';
const FINDING = '2c8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2c';

const freemail: Finding = {
  id: FINDING,
  code: 'SUPERVISOR_EMAIL_FREEMAIL',
  checkType: 'EMPLOYMENT',
  status: 'risk_signal',
  severity: 'medium',
  confidence: 0.95,
  subject: { section: 'employment', index: 0, field: 'supervisorEmail' },
  message: 'The supervisor for US Navy has a gmail.com address, a free email service anyone can create.',
  evidence: [{ kind: 'reference', source: 'freemail@1.7.0', value: 'gmail.com' }],
};

const done = (findings: Finding[]): GetChecksResponse => ({
  success: true,
  run: {
    id: RUN,
    status: 'DONE',
    types: ['EDUCATION', 'EMPLOYMENT', 'PHONE', 'DOCUMENTS', 'IDENTITY'],
    startedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: '2026-11-25T10:00:02.000Z',
    progress: { done: 8, total: 8 },
    error: null,
  },
  findings,
  claims: [
    {
      section: 'employment',
      index: 0,
      label: 'US Navy — Rear Admiral',
      result: findings.some((f) => !f.review) ? 'DISCREPANCY' : 'CONSISTENT',
      findingIds: findings.map((f) => f.id),
      verification: null,
    },
  ],
});

function renderSection(
  responses: (url: string, init?: RequestInit) => Response,
  canRun = true,
  canReview = true,
) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(responses(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChecksSection verificationId={ID} status="VERIFICATION_FAILED" canRun={canRun} canReview={canReview} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChecksSection', () => {
  it('says how many items the checks flagged, and shows each finding with its evidence per claim', async () => {
    const { user } = renderSection(() => json(done([freemail])));
    expect(await screen.findByText('Checks flagged 1 item for review.')).toBeInTheDocument();
    expect(screen.getByText('US Navy — Rear Admiral')).toBeInTheDocument();
    expect(screen.getByText('Needs review')).toBeInTheDocument();
    expect(screen.getByText(freemail.message)).toBeInTheDocument();
    await user.click(screen.getByText('Evidence (1)'));
    expect(screen.getByText('freemail@1.7.0')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run checks again' })).toBeInTheDocument();
  });

  it('never says "verified" when the checks found nothing: it says no discrepancies were found', async () => {
    renderSection(() => json(done([])));
    expect(await screen.findByText('Checks passed — no discrepancies found.')).toBeInTheDocument();
    expect(screen.queryByText(/^Verified/)).not.toBeInTheDocument();
  });

  it('shows no claim and no result before the checks have run', async () => {
    renderSection(() => json({ success: true, run: null, findings: [], claims: [] }));
    expect(
      await screen.findByText('The automated checks have not run on this verification yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('US Navy — Rear Admiral')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run checks' })).toBeInTheDocument();
  });

  it('runs one group of checks from the education, employment and supervisor phone actions', async () => {
    const bodies: unknown[] = [];
    const { user } = renderSection((url, init) => {
      if (init?.method === 'POST') {
        bodies.push(JSON.parse(init.body as string));
        return json({ success: true, runId: RUN }, 202);
      }
      return json(done([]));
    });
    const group = await screen.findByRole('group', { name: 'Run one group of checks' });
    // Each button's spoken name holds its visible text (speech control users say what they see).
    for (const button of within(group).getAllByRole('button')) {
      expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(button.textContent.toLowerCase());
    }
    await user.click(within(group).getByRole('button', { name: 'Run the checks on supervisor phones' }));
    await user.click(within(group).getByRole('button', { name: 'Run the education checks' }));
    expect(bodies).toEqual([{ types: ['PHONE'] }, { types: ['EDUCATION'] }]);
  });

  it('says a subset that found nothing concludes nothing on its own', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(json({ ...done([]), run: { ...done([]).run, types: ['EDUCATION'] } })),
      ),
    );
    render(
      <QueryClientProvider client={client}>
        <ChecksSection verificationId={ID} status="SUBMITTED" canRun canReview />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(
        'The education checks found no discrepancies; run every check for a complete result.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Checks passed/)).not.toBeInTheDocument();
  });

  it('shows a failed run’s reason instead of a result', async () => {
    renderSection(() =>
      json({
        ...done([]),
        run: { ...done([]).run, status: 'FAILED', error: 'No automated check could run.' },
        claims: [],
      }),
    );
    expect(await screen.findByText('No automated check could run.')).toBeInTheDocument();
    expect(screen.queryByText(/Checks passed/)).not.toBeInTheDocument();
  });

  it('asks for a note before dismissing a finding, then shows who dismissed it', async () => {
    const reviewed: Finding = {
      ...freemail,
      review: {
        decision: 'dismissed',
        note: 'Called her: she left.',
        by: 'Casey Morgan',
        at: '2026-11-25T11:00:00.000Z',
      },
    };
    const { fetchMock, user } = renderSection((url, init) =>
      init?.method === 'POST' && url.endsWith('/review') ? json(done([reviewed])) : json(done([freemail])),
    );
    await user.click(await screen.findByRole('button', { name: 'Review finding' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText('Note is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/Note/), 'Called her: she left.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    const item = (await screen.findByText(/Dismissed by Casey Morgan/)).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText(/Called her: she left\./)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      decision: 'dismissed',
      note: 'Called her: she left.',
    });
  });

  it('offers no review of a finding that only says the data agrees with the reference', async () => {
    const found: Finding = {
      ...freemail,
      id: '3c8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2d',
      code: 'INSTITUTION_FOUND',
      status: 'consistent',
      severity: 'info',
      message: 'Yale University is listed in the institution directory (yale.edu).',
    };
    renderSection(() => json(done([found])));
    expect(await screen.findByText(found.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review finding' })).not.toBeInTheDocument();
  });

  it('offers neither running nor reviewing to a user without those permissions', async () => {
    renderSection(() => json(done([freemail])), false, false);
    expect(await screen.findByText(freemail.message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Run checks/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review finding' })).not.toBeInTheDocument();
  });
});
