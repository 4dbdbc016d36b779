import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotNeededStep } from './components/not-needed-step';
import { StepIndicator } from './components/step-indicator';
import { validateAll, valuesFromDraft } from './form-values';

const prefill = {
  verificationId: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

const address = {
  address1: '1 St James Square',
  city: 'London',
  state: 'London',
  country: 'UK',
  zip: 'SW1Y 4JH',
};
const personalInfo = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  email: 'ada@analytical.example',
  phone: '+44 20 7946 0000',
  currentAddress: address,
};
const employment = [
  {
    company: 'Analytical Engines Ltd',
    position: 'Analyst',
    startDate: '2015-06-01',
    supervisorName: 'Charles Babbage',
    supervisorPhone: '+44 20 7946 0001',
    supervisorEmail: 'charles@analytical.example',
  },
];

describe('a request that does not ask for a section', () => {
  it('validates and sends the form without it (an employment-only request needs no education)', () => {
    const values = valuesFromDraft({ personalInfo, employment }, prefill);
    // The untouched, empty education entry would fail a full verification at step 2 …
    expect(validateAll(values)).toEqual({ ok: false, step: 2 });
    // … and is not needed here: the form goes with no education at all.
    const checked = validateAll(values, ['education']);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.data.education).toEqual([]);
      expect(checked.data.employment).toHaveLength(1);
    }
    // The section it does ask for is still required.
    expect(validateAll(valuesFromDraft({ personalInfo }, prefill), ['education'])).toEqual({
      ok: false,
      step: 3,
    });
  });

  it('the stepper and the step say "Not needed for this request"', () => {
    render(<StepIndicator current={3} onGoTo={vi.fn()} notNeeded={(step) => step === 2} />);
    expect(screen.getByText('Not needed for this request')).toBeInTheDocument();
    render(<NotNeededStep step={2} />);
    expect(screen.getAllByText('Not needed for this request')).toHaveLength(2);
    expect(screen.getByText(/does not cover your education/)).toBeInTheDocument();
  });
});
