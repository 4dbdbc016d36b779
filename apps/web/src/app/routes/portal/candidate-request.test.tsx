import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetCandidatePortalResponse, InfoRequestCategory } from '@candor/contracts';
import { PortalApp } from './portal-app';

const TOKEN = 'b'.repeat(43);
const VERIFICATION_ID = '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2b';
const REQUESTED_AT = '2030-01-02T10:00:00.000Z';

/** A submitted verification reopened by a reviewer who asked about `categories`. */
function reopenedPortal(categories: InfoRequestCategory[], currentStep = 1): GetCandidatePortalResponse {
  return {
    success: true,
    portal: {
      submitted: false,
      verificationId: VERIFICATION_ID,
      status: 'IN_PROGRESS',
      prefill: {
        verificationId: VERIFICATION_ID,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        expiresAt: '2030-02-01T00:00:00.000Z',
      },
      currentStep,
      formData: {
        personalInfo: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: '1990-12-10',
          email: 'ada@example.com',
          phone: '+44 20 7946 0000',
          currentAddress: {
            address1: '1 Analytical Row',
            city: 'London',
            state: 'LDN',
            country: 'UK',
            zip: 'N1',
          },
        },
        education: [
          {
            institution: 'University of London',
            address: 'Malet St',
            degree: 'BSc Mathematics',
            graduationDate: '2012-06-30',
          },
        ],
        employment: [
          {
            company: 'Babbage Engines',
            position: 'Analyst',
            startDate: '2013-01-01',
            supervisorName: 'Charles Babbage',
            supervisorPhone: '+44 20 7946 0001',
            supervisorEmail: 'charles@example.com',
          },
        ],
      },
      documents: [
        {
          id: '6a1f0c7e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
          fileName: 'passport.pdf',
          type: 'application/pdf',
          size: 2048,
          sha256: 'a'.repeat(64),
          uploadedAt: '2030-01-01T09:00:00.000Z',
          documentType: 'GENERAL',
        },
      ],
      disclosureVersion: '2025-01',
      informationRequest: {
        id: '5b2e1d0c-9f8e-4d7c-a6b5-c4d3e2f1a0b9',
        message: 'Please correct your degree title.',
        categories,
        specificRequests: {},
        urgency: 'normal',
        deadline: null,
        requestedAt: REQUESTED_AT,
      },
      editableSections: categories.filter((c) => c !== 'documents'),
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers the session and portal calls and records every autosaved draft. */
function mockApi(portal: GetCandidatePortalResponse) {
  const drafts: { formData: Record<string, unknown>; currentStep?: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith(`/api/candidate/${TOKEN}`)) return Promise.resolve(json(portal));
      if (url.endsWith(`/api/candidate/${TOKEN}/draft`)) {
        drafts.push(JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as (typeof drafts)[number]);
        return Promise.resolve(
          json({ success: true, status: 'IN_PROGRESS', currentStep: 2, savedAt: '2030-01-03T00:00:00.000Z' }),
        );
      }
      return Promise.resolve(
        json({ success: false, error: 'Not found', code: 'NOT_FOUND', requestId: 'r' }, 404),
      );
    }),
  );
  return drafts;
}

function renderPortal() {
  window.history.replaceState(null, '', `/candidate/${TOKEN}`);
  render(<PortalApp />);
  return userEvent.setup();
}

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('candidate portal while a request for more information is open', { timeout: 20_000 }, () => {
  it('opens on the requested step, skips the others and shows them read-only on review', async () => {
    mockApi(reopenedPortal(['education']));
    const user = renderPortal();

    // The saved step (1) was not asked about: the form opens on Education.
    expect(await stepTitle('Education Verification')).toBeVisible();
    expect(screen.getByLabelText(/^Institution name/)).toHaveValue('University of London');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();

    // Next goes straight to Review & Submit: employment and documents were not asked about.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepTitle('Review & Submit')).toBeVisible();
    const personal = screen
      .getByRole('heading', { level: 3, name: 'Personal Information' })
      .closest('section');
    const employment = screen
      .getByRole('heading', { level: 3, name: 'Employment History' })
      .closest('section');
    if (!personal || !employment) throw new Error('review sections not found');
    expect(within(personal).getByText('Not requested — no changes needed')).toBeVisible();
    expect(within(personal).getByText('Ada Lovelace')).toBeVisible();
    expect(within(employment).getByText('Not requested — no changes needed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit Personal Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Employment History' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Education Verification' })).toBeEnabled();

    // Previous returns to the requested step.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepTitle('Education Verification')).toBeVisible();
  });

  it('shows a step that was not asked about as a summary with no inputs', async () => {
    mockApi(reopenedPortal(['education']));
    const user = renderPortal();
    await stepTitle('Education Verification');

    await user.click(
      screen.getByRole('button', { name: /Step 1: Personal Information \(completed, not requested\)/ }),
    );
    expect(await stepTitle('Personal Information')).toBeVisible();
    expect(screen.getByText('Not requested — no changes needed')).toBeVisible();
    expect(screen.getByText('1 Analytical Row, London, LDN, N1, UK')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Personal Information' });
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    // Next leads on to the requested step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await stepTitle('Education Verification')).toBeVisible();
  });

  it('autosaves only the requested section', async () => {
    const drafts = mockApi(reopenedPortal(['education']));
    const user = renderPortal();
    await stepTitle('Education Verification');

    const degree = screen.getByLabelText(/^Degree\/Program/);
    await user.clear(degree);
    await user.type(degree, 'BSc Pure Mathematics');
    await waitFor(
      () => {
        expect(drafts.at(-1)?.formData).toEqual({
          education: [expect.objectContaining({ degree: 'BSc Pure Mathematics' })],
        });
      },
      { timeout: 5000 },
    );
    expect(drafts.every((draft) => Object.keys(draft.formData).every((key) => key === 'education'))).toBe(
      true,
    );
  });

  it('keeps documents of the earlier submission and lets new ones be added', async () => {
    mockApi(reopenedPortal(['documents'], 4));
    renderPortal();
    expect(await stepTitle('Document Upload')).toBeVisible();
    expect(screen.getByText('passport.pdf')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove passport.pdf' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose files to upload')).toBeEnabled();
    expect(screen.queryByText('Not requested — no changes needed')).not.toBeInTheDocument();
  });

  it('marks the documents step as not requested but still open for additions', async () => {
    mockApi(reopenedPortal(['employment'], 3));
    const user = renderPortal();
    expect(await stepTitle('Employment History')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Step 4: Document Upload/ }));
    expect(await stepTitle('Document Upload')).toBeVisible();
    expect(screen.getByText('Not requested — no changes needed')).toBeVisible();
    expect(screen.getByLabelText('Choose files to upload')).toBeEnabled();
  });
});
