import { demoRequestSuccessMessage } from '@candor/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoRequestForm } from './demo-request-form';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(...responses: (Response | Promise<Response>)[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockImplementationOnce(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderForm() {
  const onSubmitted = vi.fn();
  const user = userEvent.setup();
  render(<DemoRequestForm onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 415 555 0100');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Analytical Engines');
  await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'Head of People');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Company size' }), '51-200');
}

/** A field by its visible label; required labels end with a decorative asterisk. */
function fieldLabelled(label: string) {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`));
}

/** The message shown under a field: the control is invalid and described by it. */
function expectMessageUnder(label: string, message: string) {
  const control = fieldLabelled(label);
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message) as string);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DemoRequestForm', () => {
  it('shows a message under each required field when sent empty, and sends nothing', async () => {
    const fetchMock = mockFetch();
    const { user, onSubmitted } = renderForm();

    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    await waitFor(() => {
      expectMessageUnder('First name', 'First name is required');
    });
    expectMessageUnder('Last name', 'Last name is required');
    expectMessageUnder('Work email', 'Email is required');
    expectMessageUnder('Phone', 'Phone number is required');
    expectMessageUnder('Company', 'Company is required');
    expectMessageUnder('Job title', 'Job title is required');
    expectMessageUnder('Company size', 'Company size is required');
    // Optional fields stay quiet.
    for (const optional of ['Current verification solution', 'Implementation timeframe', 'Message']) {
      expect(fieldLabelled(optional)).not.toHaveAttribute('aria-invalid');
    }
    expect(fieldLabelled('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('says an email that does not look like one is invalid, and clears the message once edited', async () => {
    mockFetch();
    const { user } = renderForm();
    const email = screen.getByRole('textbox', { name: 'Work email' });
    await user.type(email, 'ada-at-example');
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    await waitFor(() => {
      expectMessageUnder('Work email', 'Email is invalid');
    });
    await user.type(email, '.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows "Submitting Request..." while saving, then the documented alert, then moves on', async () => {
    let respond: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(
      new Promise<Response>((resolve) => {
        respond = resolve;
      }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, onSubmitted } = renderForm();
    await fillRequiredFields(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Implementation timeframe' }), 'quarter');

    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    const busy = await screen.findByRole('button', { name: 'Submitting Request...' });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/demo-requests');
    expect(JSON.parse(init?.body as string)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 415 555 0100',
      company: 'Analytical Engines',
      jobTitle: 'Head of People',
      companySize: '51-200',
      timeframe: 'quarter',
    });

    respond(json({ success: true, demoRequestId: 'lead-1' }, 201));

    await waitFor(() => {
      expect(onSubmitted).toHaveBeenCalledOnce();
    });
    expect(alert).toHaveBeenCalledWith(demoRequestSuccessMessage('Ada'));
  });

  it('puts the server’s field messages under their fields', async () => {
    mockFetch(
      json(
        {
          success: false,
          error: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          details: [{ path: 'email', message: 'This email domain cannot receive mail' }],
          requestId: 'req-1',
        },
        400,
      ),
    );
    const { user, onSubmitted } = renderForm();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    await waitFor(() => {
      expectMessageUnder('Work email', 'This email domain cannot receive mail');
    });
    expect(
      screen.getByText('Please correct the fields marked below and send the request again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('explains a rate limit and what to do instead, keeping the answers', async () => {
    mockFetch(
      json(
        {
          success: false,
          error: 'Too many requests. Please try again in 1 hour.',
          code: 'RATE_LIMITED',
          requestId: 'req-2',
        },
        429,
      ),
    );
    const { user } = renderForm();
    await fillRequiredFields(user);
    await user.click(screen.getByRole('button', { name: 'Request Demo' }));

    expect(
      await screen.findByText(/Too many requests\. Please try again in 1 hour\. You can also email sales@/),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  });
});
