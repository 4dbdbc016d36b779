import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EDUCATION_REQUEST_SUCCESS,
  EMPLOYMENT_REQUEST_SUCCESS,
  VERIFICATION_REQUEST_FAILED,
} from '@candor/contracts';
import { EducationRequestForm, EmploymentRequestForm } from './verification-request-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const created = {
  success: true,
  verificationId: '7d0f3c0e-3a51-4a8e-9a55-0c8a3d8f1b2a',
  candidateUrl: `http://localhost/candidate/${'t'.repeat(43)}?firstName=Grace`,
};

function renderWith(form: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{form}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const box = (name: string) => screen.getByRole('textbox', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EducationRequestForm', () => {
  it('shows a message under every empty field and sends nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWith(<EducationRequestForm />);
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(box('Candidate name')).toHaveAccessibleDescription('Candidate name is required');
    expect(box('Institution')).toHaveAccessibleDescription('Institution is required');
    expect(box('Degree')).toHaveAccessibleDescription('Degree is required');
    expect(screen.getByRole('spinbutton', { name: 'Graduation year' })).toHaveAccessibleDescription(
      expect.stringContaining('Graduation year is required') as string,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request with the year as a number, confirms it and clears the form', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(created, 201)));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWith(<EducationRequestForm />);
    await user.type(box('Candidate name'), ' Grace Hopper ');
    await user.type(box('Candidate email'), 'grace@navy.example');
    await user.type(box('Institution'), 'Yale University');
    await user.type(box('Degree'), 'PhD Mathematics');
    await user.type(screen.getByRole('spinbutton', { name: 'Graduation year' }), '1965');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EDUCATION_REQUEST_SUCCESS);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/education-verification');
    expect(JSON.parse(init?.body as string)).toEqual({
      candidateName: 'Grace Hopper',
      email: 'grace@navy.example',
      institution: 'Yale University',
      degree: 'PhD Mathematics',
      graduationYear: 1965,
    });
    expect(box('Institution')).toHaveValue('');
  });
});

describe('EmploymentRequestForm', () => {
  it('allows a blank end date and says when the request failed', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json({ success: false, error: 'boom', code: 'INTERNAL', requestId: 'r' }, 500))
      .mockResolvedValueOnce(json(created, 201));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderWith(<EmploymentRequestForm />);
    await user.type(box('Candidate name'), 'Katherine Johnson');
    await user.type(box('Candidate email'), 'katherine@langley.example');
    await user.type(box('Company'), 'NASA Langley');
    await user.type(box('Job title'), 'Mathematician');
    await user.type(screen.getByLabelText(/^Start date/), '1953-06-01');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_REQUEST_FAILED);
    expect(box('Company')).toHaveValue('NASA Langley');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMPLOYMENT_REQUEST_SUCCESS);
  });
});
