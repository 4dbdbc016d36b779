import { CircleAlert } from 'lucide-react';
import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api-error';
import { useHydrated } from '../../lib/use-hydrated';
import type * as Submission from './demo-request-submission';
import {
  DEMO_REQUEST_FIELDS,
  type DemoRequestField,
  type DemoRequestValues,
  type FieldErrors,
} from './fields';
import { companySizeOptions, currentSolutionOptions, timeframeOptions } from './form-options';

let submissionModule: Promise<typeof Submission> | undefined;

/** Loads validation and sending once; a failed download is retried on the next attempt. */
function loadSubmission(): Promise<typeof Submission> {
  submissionModule ??= import('./demo-request-submission').catch((error: unknown) => {
    submissionModule = undefined;
    throw error;
  });
  return submissionModule;
}

const emptyValues: DemoRequestValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  jobTitle: '',
  companySize: '',
  currentSolution: '',
  timeframe: '',
  message: '',
};

export type DemoRequestFormProps = {
  /** Called after the request is stored and the visitor has seen the confirmation. */
  onSubmitted: () => void;
};

/**
 * The demo request form (docs/product.md#staff-forms). Required: first and last name, email, phone, company, job
 * title and company size. Messages from the contracts schema, or from the server's 400 details,
 * show under their fields; any other failure shows above the button with what to do next.
 */
export function DemoRequestForm({ onSubmitted }: DemoRequestFormProps) {
  const [values, setValues] = useState<DemoRequestValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const idPrefix = useId();
  const idOf = (name: DemoRequestField) => `${idPrefix}${name}`;

  const field = (name: DemoRequestField) => ({
    id: idOf(name),
    name,
    value: values[name],
    error: errors[name],
    // Until the page's handlers are attached (a prerendered page), what is typed would be lost.
    disabled: !hydrated,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const focusFirstInvalid = (fieldErrors: FieldErrors) => {
    const first = DEMO_REQUEST_FIELDS.find((name) => fieldErrors[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    let submission: typeof Submission;
    try {
      submission = await loadSubmission();
    } catch {
      setFormError(`${NETWORK_ERROR_MESSAGE} Your answers are still here.`);
      return;
    }
    const outcome = await submission.submitDemoRequest(values, {
      onSending: () => {
        setSending(true);
      },
    });
    setSending(false);
    if (outcome.status === 'submitted') {
      setErrors({});
      window.alert(outcome.successMessage);
      onSubmitted();
      return;
    }
    setErrors(outcome.fieldErrors);
    if (outcome.status === 'failed') setFormError(outcome.message);
    focusFirstInvalid(outcome.fieldErrors);
  };

  return (
    <form
      noValidate
      aria-label="Demo request"
      onSubmit={(event) => {
        void submit(event);
      }}
      onFocus={() => {
        void loadSubmission().catch(() => undefined);
      }}
      className="flex flex-col gap-6"
    >
      <p className="text-sm text-ink-muted">
        Fields marked{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First name" autoComplete="given-name" required />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" required />
        <TextField {...field('email')} label="Work email" type="email" autoComplete="email" required />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" required />
        <TextField {...field('company')} label="Company" autoComplete="organization" required />
        <TextField {...field('jobTitle')} label="Job title" autoComplete="organization-title" required />
        <SelectField
          {...field('companySize')}
          label="Company size"
          placeholder="Select company size"
          options={companySizeOptions}
          required
        />
        <SelectField
          {...field('currentSolution')}
          label="Current verification solution"
          placeholder="Select current solution"
          options={currentSolutionOptions}
        />
        <SelectField
          {...field('timeframe')}
          label="Implementation timeframe"
          placeholder="Select timeframe"
          options={timeframeOptions}
          containerClassName="sm:col-span-2"
        />
        <TextareaField
          {...field('message')}
          label="Message"
          hint="What would you like to see in the demo? Hiring volume, roles and systems help us prepare."
          containerClassName="sm:col-span-2"
        />
      </div>
      {formError && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p>{formError}</p>
        </div>
      )}
      <div>
        {/* Until the page's handlers are attached, a native submission would put the details in
            the address. */}
        <Button type="submit" size="lg" loading={sending} disabled={!hydrated} className="w-full sm:w-auto">
          {sending ? 'Submitting Request...' : 'Request Demo'}
        </Button>
      </div>
    </form>
  );
}
