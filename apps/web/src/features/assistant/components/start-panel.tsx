import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  aiCandidateFormSchema,
  listVerificationsResponseSchema,
  graduationYearRange,
  type AiCandidateForm,
  type AiVerificationType,
  type StartAssistantSessionBody,
} from '@candor/contracts';
import { Button, Card, CardContent, StatusBadge, TextField } from '../../../components/ui';
import { apiFetch } from '../../../lib/api-fetch';
import { verificationKeys } from '../../../lib/query-keys';

type FormValues = Record<keyof AiCandidateForm, string>;
const EMPTY: FormValues = {
  name: '',
  email: '',
  institution: '',
  degree: '',
  graduationYear: '',
  company: '',
  jobTitle: '',
  startDate: '',
  endDate: '',
  linkedinUrl: '',
  currentPosition: '',
  industry: '',
};

const FIELDS: readonly { key: keyof AiCandidateForm; label: string; type?: string; required?: boolean }[] = [
  { key: 'name', label: 'Name', required: true },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'institution', label: 'Institution' },
  { key: 'degree', label: 'Degree' },
  { key: 'graduationYear', label: 'Graduation year', type: 'number' },
  { key: 'company', label: 'Company' },
  { key: 'jobTitle', label: 'Job title' },
  { key: 'startDate', label: 'Start date', type: 'date' },
  { key: 'endDate', label: 'End date', type: 'date' },
  { key: 'linkedinUrl', label: 'LinkedIn URL', type: 'url' },
  { key: 'currentPosition', label: 'Current position' },
  { key: 'industry', label: 'Industry' },
];

/** The form's values as the API takes them: blanks left out, the year a number. */
function toBody(values: FormValues) {
  const entries = Object.entries(values)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([key, value]) => value !== '' || key === 'name')
    .map(([key, value]) => [key, key === 'graduationYear' ? Number(value) : value] as const);
  return Object.fromEntries(entries);
}

/** Pick one of the organisation's verifications by the candidate's name. */
function VerificationPicker({ onPick, busy }: { onPick: (id: string) => void; busy: boolean }) {
  const [search, setSearch] = useState('');
  const query = search.trim();
  const results = useQuery({
    queryKey: verificationKeys.list({ search: query, status: '', sort: 'updated', limit: 5 }),
    queryFn: ({ signal }) =>
      apiFetch(
        `/verifications?${new URLSearchParams({ sort: 'updated', limit: '5', ...(query ? { search: query } : {}) }).toString()}`,
        {
          schema: listVerificationsResponseSchema,
          signal,
        },
      ),
  });
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search by candidate name"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      {results.isPending ? (
        <p className="text-sm text-ink-muted">Loading verifications…</p>
      ) : results.isError ? (
        <p role="alert" className="text-sm text-red-700">
          The verifications could not be loaded: {results.error.message}
        </p>
      ) : results.data.verifications.length === 0 ? (
        <p className="text-sm text-ink-muted">No verification matches.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {results.data.verifications.map((verification) => (
            <li
              key={verification.verificationId}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
            >
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-ink">{verification.candidateName}</span>
                <StatusBadge status={verification.status} />
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  onPick(verification.verificationId);
                }}
              >
                Ask about {verification.candidateName.split(' ')[0]}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * How a session starts: on an existing verification (searched by name), or on a candidate's
 * claims typed in (name required; graduation year 1950 to this year + 5).
 */
export function StartPanel({
  verificationType,
  onStart,
  busy,
  error,
}: {
  verificationType: AiVerificationType;
  onStart: (body: StartAssistantSessionBody) => void;
  busy: boolean;
  error: string | null;
}) {
  const [mode, setMode] = useState<'existing' | 'form'>('existing');
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof AiCandidateForm, string>>>({});

  function submit() {
    const parsed = aiCandidateFormSchema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    onStart({ verificationType, candidate: parsed.data });
  }

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        <div role="radiogroup" aria-label="Start a session on" className="flex flex-wrap gap-2">
          {(
            [
              ['existing', 'An existing verification'],
              ['form', 'Candidate information'],
            ] as const
          ).map(([value, label]) => (
            <Button
              key={value}
              role="radio"
              aria-checked={mode === value}
              size="sm"
              variant={mode === value ? 'primary' : 'secondary'}
              onClick={() => {
                setMode(value);
              }}
            >
              {label}
            </Button>
          ))}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {mode === 'existing' ? (
          <VerificationPicker
            busy={busy}
            onPick={(id) => {
              onStart({ verificationType, verificationId: id });
            }}
          />
        ) : (
          <form
            noValidate
            className="grid grid-cols-1 gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                type={field.type ?? 'text'}
                required={field.required}
                value={values[field.key]}
                error={errors[field.key]}
                {...(field.key === 'graduationYear' ? graduationYearRange() : {})}
                onChange={(event) => {
                  setValues((current) => ({ ...current, [field.key]: event.target.value }));
                }}
              />
            ))}
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                Start session
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
