import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LinkedinComparisonResponse, LinkedinVerificationsResponse } from '@candor/contracts';
import { LinkedinComparison } from './linkedin-comparison';
import { VerificationPicker } from './verification-picker';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a';
const DOC = '1b8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2b';
const RUN = '2c8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2c';
const FINDING = '3d8e4a8e-5b7e-4c1e-9a55-0c8a3d8f1b2d';

const comparison = (run: 'DONE' | 'RUNNING' = 'DONE'): LinkedinComparisonResponse => ({
  success: true,
  verification: { id: ID, candidateName: 'Ada Lovelace', status: 'VERIFICATION_FAILED' },
  application: {
    employment: [
      { company: 'Analytical Engines Ltd', position: 'Analyst', startDate: '2013-01-01', endDate: null },
    ],
    education: [
      { institution: 'University of London', degree: 'BSc Mathematics', graduationDate: '2012-06-30' },
    ],
  },
  documents: [
    {
      id: DOC,
      fileName: 'Profile.pdf',
      uploadedAt: '2026-11-25T10:00:00.000Z',
      state: 'read',
      reason: null,
      exportSigns: [],
      profile: {
        name: 'Ada Lovelace',
        headline: 'Analyst at Analytical Engines',
        positions: [
          {
            company: 'Analytical Engines Ltd',
            title: 'Analyst',
            dates: 'June 2013 - Present (13 years 6 months)',
            start: { year: 2013, month: 6 },
            end: null,
            current: true,
            location: 'London',
            companyLine: { page: 1, text: 'Analytical Engines Ltd' },
            titleLine: { page: 1, text: 'Analyst' },
          },
        ],
        education: [
          {
            school: 'University of London',
            degree: 'Bachelor of Science - BSc, Mathematics',
            startYear: 2008,
            endYear: 2012,
            schoolLine: { page: 1, text: 'University of London' },
            degreeLine: { page: 1, text: 'Bachelor of Science - BSc, Mathematics · (2008 - 2012)' },
          },
        ],
      },
    },
  ],
  run: {
    id: RUN,
    status: run,
    types: ['LINKEDIN'],
    startedAt: '2026-11-25T10:00:00.000Z',
    finishedAt: run === 'DONE' ? '2026-11-25T10:00:01.000Z' : null,
    progress: { done: run === 'DONE' ? 1 : 0, total: 1 },
    error: null,
  },
  findings:
    run === 'DONE'
      ? [
          {
            id: FINDING,
            code: 'LINKEDIN_DATES_DIFFER',
            checkType: 'LINKEDIN',
            status: 'discrepancy',
            severity: 'medium',
            confidence: 0.95,
            subject: { section: 'employment', index: 0, field: 'startDate' },
            message:
              'The start at Analytical Engines Ltd differs by 5 months between the application and the LinkedIn profile.',
            evidence: [
              { kind: 'field', source: 'employment 1 startDate', value: '2013-01-01' },
              {
                kind: 'document',
                source: 'document Profile.pdf page 1',
                value: 'June 2013 - Present (13 years 6 months)',
              },
            ],
          },
        ]
      : [],
});

function renderWith(ui: React.ReactNode, responses: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(responses(url, init));
  });
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

describe('LinkedinComparison', () => {
  it('shows the application beside the profile as read, and the findings with their evidence', async () => {
    renderWith(<LinkedinComparison id={ID} mayUpload mayRun />, () => json(comparison()));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const application = screen.getByRole('region', { name: 'Application' });
    expect(within(application).getByText('Jan 2013 – Present')).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'LinkedIn profile (Profile.pdf)' });
    expect(within(profile).getByText('Jun 2013 – Present')).toBeInTheDocument();
    expect(within(profile).getByText('2008 – 2012')).toBeInTheDocument();
    const findings = screen.getByRole('list', { name: 'LinkedIn findings' });
    expect(within(findings).getByText(/differs by 5 months/)).toBeInTheDocument();
    expect(within(findings).getByText('June 2013 - Present (13 years 6 months)')).toBeInTheDocument();
  });

  it('uploads a chosen PDF as a LinkedIn document, then runs the LinkedIn check', async () => {
    const posted: string[] = [];
    const { user } = renderWith(<LinkedinComparison id={ID} mayUpload mayRun />, (url, init) => {
      if (init?.method === 'POST') {
        posted.push(`${url} ${typeof init.body === 'string' ? init.body : ''}`);
        return json({ success: true, runId: RUN }, 202);
      }
      return json(comparison());
    });
    // The upload goes through XMLHttpRequest (it reports progress): answered here in memory.
    const sent: string[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      url = '';
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader() {}
      send() {
        sent.push(this.url);
        this.status = 201;
        this.responseText = JSON.stringify({
          success: true,
          document: {
            id: DOC,
            fileName: 'Profile.pdf',
            type: 'application/pdf',
            size: 4,
            sha256: 'a'.repeat(64),
            uploadedAt: '2026-11-25T10:00:00.000Z',
            documentType: 'LINKEDIN',
          },
        });
        queueMicrotask(() => this.onload?.());
      }
      abort() {}
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const input = screen.getByLabelText('Upload a LinkedIn profile PDF');
    await user.upload(input, new File(['%PDF'], 'Profile.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await vi.waitFor(() => {
      expect(posted).toHaveLength(1);
    });
    expect(sent[0]).toMatch(/\/verifications\/.+\/documents\?verificationType=LINKEDIN$/);
    expect(posted[0]).toMatch(/\/checks \{"types":\["LINKEDIN"\]\}$/);
  });

  it('says so when the verification cannot be found', async () => {
    renderWith(<LinkedinComparison id={ID} mayUpload mayRun />, () =>
      json({ success: false, error: { code: 'NOT_FOUND', message: 'Verification Not Found' } }, 404),
    );
    expect(await screen.findByRole('heading', { name: 'Verification not found' })).toBeInTheDocument();
  });

  it('offers neither upload nor run to a user without the permissions', async () => {
    renderWith(<LinkedinComparison id={ID} mayUpload={false} mayRun={false} />, () => json(comparison()));
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.queryByLabelText('Upload a LinkedIn profile PDF')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the LinkedIn check' })).not.toBeInTheDocument();
  });
});

describe('VerificationPicker', () => {
  it('lists the verifications with a profile PDF by name, and says when there are none', async () => {
    const list: LinkedinVerificationsResponse = {
      success: true,
      verifications: [
        {
          id: ID,
          candidateName: 'Ada Lovelace',
          status: 'SUBMITTED',
          documents: 1,
          lastUploadedAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    };
    renderWith(<VerificationPicker />, () => json(list));
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', `/linkedin-verification?verification=${ID}`);
  });

  it('shows an empty state when no verification has a profile PDF', async () => {
    renderWith(<VerificationPicker />, () => json({ success: true, verifications: [] }));
    expect(await screen.findByText('No LinkedIn profile PDFs yet')).toBeInTheDocument();
  });
});
