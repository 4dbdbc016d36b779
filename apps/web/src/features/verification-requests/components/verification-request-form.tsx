import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import {
  EDUCATION_REQUEST_SUCCESS,
  EMAIL_MAX,
  EMPLOYMENT_REQUEST_SUCCESS,
  educationVerificationFormSchema,
  employmentVerificationFormSchema,
  graduationYearRange,
  SHORT_TEXT_MAX,
  TRIAL_ENDED_MESSAGE,
  TRIAL_LIMIT_REACHED_MESSAGE,
  VERIFICATION_REQUEST_FAILED,
  type FieldIssue,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import {
  useRequestEducationVerification,
  useRequestEmploymentVerification,
} from '../api/verification-requests-api';

type Outcome =
  | { kind: 'sent'; message: string; verificationId: string; candidateName: string }
  | { kind: 'failed'; message: string };

const PASSED_THROUGH: readonly string[] = [TRIAL_LIMIT_REACHED_MESSAGE, TRIAL_ENDED_MESSAGE];

/** An empty number input is '' in the form and "no value" for the schema. */
const educationSchema = {
  safeParse: (data: unknown) => {
    const values = data as Record<string, string>;
    return educationVerificationFormSchema.safeParse({
      ...values,
      graduationYear: values.graduationYear === '' ? undefined : Number(values.graduationYear),
    });
  },
};

const employmentSchema = employmentVerificationFormSchema;

function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') {
    return (
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {outcome.message}
      </p>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {outcome.message}
      </p>
      <p>
        {outcome.candidateName} has been emailed a private link to confirm the details.{' '}
        <Link
          to={`/verification/${outcome.verificationId}/status`}
          className="font-medium text-brand-800 underline underline-offset-4"
        >
          View the request status
        </Link>
      </p>
    </div>
  );
}

function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fail = (error: unknown, showFieldErrors: (details: readonly FieldIssue[]) => void) => {
    if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
      showFieldErrors(error.details);
      return;
    }
    const passThrough =
      isApiError(error) &&
      (PASSED_THROUGH.includes(error.message) || error.status === 403 || error.status === 429);
    setOutcome({ kind: 'failed', message: passThrough ? error.message : VERIFICATION_REQUEST_FAILED });
  };
  return { outcome, setOutcome, fail };
}

type CandidateField = 'candidateName' | 'email';

type RequestFormProps<Body extends { candidateName: string }> = {
  form: {
    field: (name: CandidateField) => ReturnType<ReturnType<typeof useZodForm>['field']>;
    validate: () => Body | null;
    reset: () => void;
    showServerErrors: (details: readonly FieldIssue[]) => void;
  };
  request: {
    mutate: (
      body: Body,
      callbacks: { onSuccess: (data: { verificationId: string }) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  successMessage: string;
  /** The fields of this kind of request, after the candidate's name and email. */
  children: ReactNode;
};

/** What both request forms share: the candidate's name and email, sending, the outcome. */
function RequestForm<Body extends { candidateName: string }>({
  form,
  request,
  successMessage,
  children,
}: RequestFormProps<Body>) {
  const { outcome, setOutcome, fail } = useOutcome();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setOutcome(null);
    const body = form.validate();
    if (!body) return;
    request.mutate(body, {
      onSuccess: (data) => {
        setOutcome({
          kind: 'sent',
          message: successMessage,
          verificationId: data.verificationId,
          candidateName: body.candidateName,
        });
        form.reset();
      },
      onError: (error) => {
        fail(error, form.showServerErrors);
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <OutcomeNotice outcome={outcome} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <TextField
          label="Candidate name"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('candidateName')}
        />
        <TextField
          label="Candidate email"
          type="email"
          required
          autoComplete="off"
          maxLength={EMAIL_MAX}
          {...form.field('email')}
        />
        {children}
        <div>
          <Button type="submit" size="lg" loading={request.isPending} className="w-full sm:w-auto">
            {!request.isPending && <Send aria-hidden="true" className="size-4" />}
            Submit Request
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The education verification request (docs/product.md#staff-forms): all five fields required. */
export function EducationRequestForm() {
  const initial = useMemo(
    () => ({ candidateName: '', institution: '', degree: '', graduationYear: '', email: '' }),
    [],
  );
  const form = useZodForm(educationSchema, initial);
  const request = useRequestEducationVerification();
  const { min, max } = graduationYearRange(new Date());

  return (
    <RequestForm form={form} request={request} successMessage={EDUCATION_REQUEST_SUCCESS}>
      <TextField
        label="Institution"
        required
        autoComplete="off"
        maxLength={SHORT_TEXT_MAX}
        {...form.field('institution')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Degree"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('degree')}
        />
        <TextField
          label="Graduation year"
          type="number"
          inputMode="numeric"
          required
          min={min}
          max={max}
          step={1}
          hint={`Between ${min} and ${max}.`}
          {...form.field('graduationYear')}
        />
      </div>
    </RequestForm>
  );
}

/** The employment verification request (docs/product.md#staff-forms): all required except the end date. */
export function EmploymentRequestForm() {
  const initial = useMemo(
    () => ({ candidateName: '', company: '', jobTitle: '', startDate: '', endDate: '', email: '' }),
    [],
  );
  const form = useZodForm(employmentSchema, initial);
  const request = useRequestEmploymentVerification();

  return (
    <RequestForm form={form} request={request} successMessage={EMPLOYMENT_REQUEST_SUCCESS}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Company"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('company')}
        />
        <TextField
          label="Job title"
          required
          autoComplete="off"
          maxLength={SHORT_TEXT_MAX}
          {...form.field('jobTitle')}
        />
        <TextField label="Start date" type="date" required {...form.field('startDate')} />
        <TextField
          label="End date"
          type="date"
          hint="Leave blank if this is the current job."
          {...form.field('endDate')}
        />
      </div>
    </RequestForm>
  );
}
