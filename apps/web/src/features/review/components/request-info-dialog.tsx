import { useId, useState, type SyntheticEvent } from 'react';
import {
  createInformationRequestSchema,
  DEFAULT_URGENCY,
  INFO_REQUEST_CATEGORIES,
  infoRequestCategoryLabels,
  localToday,
  URGENCY_LEVELS,
  urgencyLabels,
  type InfoRequestCategory,
  type InformationRequestInput,
  type Urgency,
  type VerificationRecord,
} from '@candor/contracts';
import { Button, Checkbox, Dialog, SelectField, TextareaField, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useRequestMoreInfo } from '../api/review-api';

type Props = {
  verification: VerificationRecord;
  onClose: () => void;
  /** Called once the server stored the request and emailed the candidate. */
  onSent: (candidateName: string) => void;
};

type Flags = Record<InfoRequestCategory, boolean>;
type Texts = Record<InfoRequestCategory, string>;

const noFlags: Flags = { personalInfo: false, education: false, employment: false, documents: false };
const noTexts: Texts = { personalInfo: '', education: '', employment: '', documents: '' };

function newRequestId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Ask the candidate for more information (docs/product.md#requests-for-more-information): a message and/or requests per
 * section, urgency and an optional deadline. The candidate's link reopens for those sections.
 */
export function RequestInfoDialog({ verification, onClose, onSent }: Props) {
  const mutation = useRequestMoreInfo();
  const formId = useId();
  // One id per dialog: a retried send after a lost answer is not stored twice.
  const [requestId] = useState(newRequestId);
  const [message, setMessage] = useState('');
  const [flags, setFlags] = useState<Flags>(noFlags);
  const [texts, setTexts] = useState<Texts>(noTexts);
  const [urgency, setUrgency] = useState<Urgency>(DEFAULT_URGENCY);
  const [deadline, setDeadline] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = localToday();

  // 'Please provide at least one request or message.' goes away as soon as something is written.
  const clearEmptyError = () => {
    if (errors.message) setErrors(({ message: _dropped, ...rest }) => rest);
  };

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const requestData: InformationRequestInput = {
      message,
      ...flags,
      specificRequests: texts,
      urgency,
      deadline,
    };
    const parsed = createInformationRequestSchema().safeParse(requestData);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(
      { verificationId: verification.verificationId, requestId, requestData },
      {
        onSuccess: () => {
          onSent(verification.candidateName);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const mapped: Record<string, string> = {};
          for (const [path, text] of Object.entries(error.fieldErrors()))
            mapped[path.replace(/^requestData\./, '')] = text;
          setErrors(mapped);
        },
      },
    );
  }

  const emptyError = errors.message;

  return (
    <Dialog
      open
      size="md"
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={`Request more information from ${verification.candidateName}`}
      description="The candidate is emailed and their link reopens for the sections you pick."
      footer={
        <>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            Send Request
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextareaField
          label="Message to the candidate"
          rows={3}
          value={message}
          maxLength={5000}
          onChange={(event) => {
            setMessage(event.target.value);
            clearEmptyError();
          }}
          hint="A general note; you can also ask about specific sections below."
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">What do you need?</legend>
          {INFO_REQUEST_CATEGORIES.map((category) => (
            <div key={category} className="flex flex-col gap-2 rounded-md border border-border p-3">
              <Checkbox
                label={infoRequestCategoryLabels[category]}
                checked={flags[category]}
                onChange={(event) => {
                  setFlags({ ...flags, [category]: event.target.checked });
                }}
              />
              {flags[category] && (
                <TextareaField
                  label={`What is needed about ${infoRequestCategoryLabels[category].toLowerCase()}`}
                  rows={2}
                  maxLength={5000}
                  value={texts[category]}
                  error={errors[`specificRequests.${category}`]}
                  onChange={(event) => {
                    setTexts({ ...texts, [category]: event.target.value });
                    clearEmptyError();
                  }}
                />
              )}
            </div>
          ))}
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            label="Urgency"
            value={urgency}
            options={URGENCY_LEVELS.map((level) => ({ value: level, label: urgencyLabels[level] }))}
            onChange={(event) => {
              setUrgency(event.target.value as Urgency);
            }}
          />
          <TextField
            label="Deadline (optional)"
            type="date"
            min={today}
            value={deadline}
            error={errors.deadline}
            onChange={(event) => {
              setDeadline(event.target.value);
            }}
          />
        </div>
        {emptyError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {emptyError}
          </p>
        )}
        {mutation.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            The request was not sent: {mutation.error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
