import { ArrowLeft, ArrowRight, CircleAlert, CircleCheck, Eye, Save } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import {
  MASKED_DATE_OF_BIRTH,
  SSN_PATTERN,
  candidateMessages,
  restoreMaskedValues,
  staffCandidateInformationBodySchema,
  type StaffCandidateInformationInput,
  type VerificationRecord,
} from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { firstErrorPerPath, type FieldErrors } from '../../../lib/use-zod-form';
import { uploadStaffCertificate, useSaveStaffInformation } from '../api/staff-information-api';
import { toFormInput, valuesFromDraft, type EducationValues, type FormValues } from '../form-values';
import { EducationStep, type CertificateActions } from './education-step';
import { EmploymentStep } from './employment-step';
import { PersonalInfoStep } from './personal-info-step';

export const STAFF_STEP_TITLES = [
  'Personal Information',
  'Education',
  'Employment',
  'Review & Save',
] as const;
const STEP_PREFIX: Record<number, string> = { 1: 'personalInfo', 2: 'education', 3: 'employment' };
const NO_PREFILL = { firstName: false, lastName: false, email: false } as const;
export const INFORMATION_SAVED = 'Candidate information saved.';

/** The record's data as the staff form edits it: lists start empty, a masked birth date is blank. */
function initialValues(verification: VerificationRecord): FormValues {
  const draft = verification.formData;
  const values = valuesFromDraft(draft, {
    verificationId: verification.verificationId,
    firstName: '',
    lastName: '',
    email: '',
    expiresAt: '',
  });
  const dateOfBirth =
    values.personalInfo.dateOfBirth === MASKED_DATE_OF_BIRTH ? '' : values.personalInfo.dateOfBirth;
  return {
    personalInfo: {
      ...values.personalInfo,
      firstName: values.personalInfo.firstName || firstNameOf(verification.candidateName),
      lastName: values.personalInfo.lastName || lastNameOf(verification.candidateName),
      email: values.personalInfo.email || verification.candidateEmail,
      dateOfBirth,
    },
    education: (draft?.education ?? []).length === 0 ? [] : values.education,
    employment: (draft?.employment ?? []).length === 0 ? [] : values.employment,
  };
}
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const lastNameOf = (name: string) => name.trim().split(/\s+/).slice(1).join(' ');

/**
 * The staff candidate information form (docs/product.md#screens): staff complete or correct the candidate's data in
 * steps counted from 1, including the SSN (masked unless revealed; changed only when typed).
 */
export function StaffInformationForm({
  verification,
  canReveal,
  onReveal,
  revealing,
  onSaved,
}: {
  verification: VerificationRecord;
  canReveal: boolean;
  onReveal: () => void;
  revealing: boolean;
  /** After a save: the page goes back to the masked record. */
  onSaved: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialValues(verification));
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ssn, setSsn] = useState<{ changed: boolean; value: string }>({ changed: false, value: '' });
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'failed'; message: string } | null>(null);
  const [certificateErrors, setCertificateErrors] = useState<Partial<Record<string, string>>>({});
  const [uploadingCertificate, setUploadingCertificate] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const save = useSaveStaffInformation(verification.verificationId);
  const storedSsn = verification.formData?.personalInfo?.ssn;
  const storedDateOfBirth = verification.formData?.personalInfo?.dateOfBirth;
  const dateOfBirthHidden = storedDateOfBirth === MASKED_DATE_OF_BIRTH;

  // Once revealed, a birth date the form could not show fills the (still blank) field.
  useEffect(() => {
    if (!verification.piiRevealed || !storedDateOfBirth) return;
    setValues((current) =>
      current.personalInfo.dateOfBirth === ''
        ? { ...current, personalInfo: { ...current.personalInfo, dateOfBirth: storedDateOfBirth } }
        : current,
    );
  }, [verification.piiRevealed, storedDateOfBirth]);

  // Once revealed, the other personal data fields still showing their masks get the real values.
  useEffect(() => {
    if (!verification.piiRevealed || !verification.formData) return;
    const revealed = verification.formData;
    setValues((current) => {
      const next = structuredClone(current);
      restoreMaskedValues(next, revealed);
      return next;
    });
  }, [verification.piiRevealed, verification.formData]);

  function body(): StaffCandidateInformationInput {
    const input = toFormInput(values);
    const { dateOfBirth, ...personal } = input.personalInfo;
    const keepDateOfBirth = dateOfBirth.trim() === '' && dateOfBirthHidden;
    return {
      personalInfo: {
        ...personal,
        ...(keepDateOfBirth ? {} : { dateOfBirth }),
        ...(ssn.changed ? { ssn: ssn.value } : {}),
      },
      education: input.education,
      employment: input.employment,
    };
  }

  function errorsOf(): FieldErrors {
    const result = staffCandidateInformationBodySchema.safeParse(body());
    const found = result.success ? {} : firstErrorPerPath(result.error.issues);
    if (ssn.changed && ssn.value.trim() !== '' && !SSN_PATTERN.test(ssn.value.trim())) {
      found['personalInfo.ssn'] = candidateMessages.ssnInvalid;
    }
    return found;
  }

  const stepHasErrors = (found: FieldErrors, n: number) =>
    Object.keys(found).some((path) => path.startsWith(STEP_PREFIX[n] ?? '-'));

  function goTo(next: number) {
    setStep(next);
    setOutcome(null);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function next() {
    const found = errorsOf();
    setErrors(found);
    if (stepHasErrors(found, step)) return;
    goTo(step + 1);
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (step < STAFF_STEP_TITLES.length) {
      next();
      return;
    }
    const found = errorsOf();
    setErrors(found);
    const wrong = [1, 2, 3].find((n) => stepHasErrors(found, n));
    if (wrong) {
      goTo(wrong);
      return;
    }
    setOutcome(null);
    save.mutate(body(), {
      onSuccess: () => {
        setSsn({ changed: false, value: '' });
        setOutcome({ kind: 'saved', message: INFORMATION_SAVED });
        onSaved();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION_FAILED' && error.details.length > 0) {
          const serverErrors = firstErrorPerPath(error.details);
          setErrors(serverErrors);
          const wrongStep = [1, 2, 3].find((n) => stepHasErrors(serverErrors, n));
          if (wrongStep) goTo(wrongStep);
          setOutcome({ kind: 'failed', message: error.message });
          return;
        }
        setOutcome({
          kind: 'failed',
          message: isApiError(error) ? error.message : 'Saving failed. Please try again.',
        });
      },
    });
  }

  const certificates: CertificateActions = {
    stateOf: (entry: EducationValues) => ({
      fileName: entry.certificate?.fileName ?? null,
      item: undefined,
      document: verification.documents.find((d) => d.id === entry.certificate?.documentId),
      removing: uploadingCertificate === entry.key,
      removeError: certificateErrors[entry.key],
    }),
    onFile: (entryKey, file) => {
      setUploadingCertificate(entryKey);
      setCertificateErrors((current) => ({ ...current, [entryKey]: undefined }));
      uploadStaffCertificate(verification.verificationId, file)
        .then(({ document }) => {
          setValues((current) => ({
            ...current,
            education: current.education.map((e) =>
              e.key === entryKey
                ? { ...e, certificate: { fileName: document.fileName, documentId: document.id } }
                : e,
            ),
          }));
        })
        .catch((error: unknown) => {
          setCertificateErrors((current) => ({
            ...current,
            [entryKey]: isApiError(error) ? error.message : 'Upload failed. Please try again.',
          }));
        })
        .finally(() => {
          setUploadingCertificate(null);
        });
    },
    onRetry: () => undefined,
    onRemove: (entryKey) => {
      setValues((current) => ({
        ...current,
        education: current.education.map((e) => (e.key === entryKey ? { ...e, certificate: null } : e)),
      }));
    },
  };

  const title = STAFF_STEP_TITLES[step - 1];
  const shownSsn = storedSsn ?? 'Not recorded';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-brand-800">
          Step {step} of {STAFF_STEP_TITLES.length}
        </p>
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
          {title}
        </h2>
      </div>

      {step === 1 && (
        <>
          <PersonalInfoStep
            value={values.personalInfo}
            update={(change) => {
              setValues((current) => ({ ...current, personalInfo: change(current.personalInfo) }));
            }}
            errors={errors}
            prefilled={NO_PREFILL}
            dateOfBirthHint={
              dateOfBirthHidden
                ? 'A date is stored but hidden. Leave blank to keep it, or reveal it.'
                : undefined
            }
          />
          <section
            aria-labelledby="ssn-heading"
            className="flex flex-col gap-3 rounded-lg border border-border p-4"
          >
            <h3 id="ssn-heading" className="font-semibold text-ink">
              Social Security number
            </h3>
            <div className="flex flex-wrap items-center gap-3">
              <p className="font-mono text-ink" aria-live="polite">
                <span className="sr-only">Stored SSN: </span>
                {shownSsn}
              </p>
              {canReveal && verification.formData !== null && !verification.piiRevealed && (
                <Button variant="secondary" size="sm" loading={revealing} onClick={onReveal}>
                  {!revealing && <Eye aria-hidden="true" className="size-4" />}
                  Reveal
                </Button>
              )}
            </div>
            {canReveal && (
              <p className="text-xs text-ink-muted">Every reveal is recorded in the audit log.</p>
            )}
            <TextField
              label={storedSsn ? 'New SSN (leave blank to keep the stored one)' : 'SSN'}
              name="personalInfo.ssn"
              inputMode="numeric"
              autoComplete="off"
              placeholder="123-45-6789"
              maxLength={11}
              value={ssn.value}
              error={errors['personalInfo.ssn']}
              onChange={(event) => {
                setSsn({ changed: event.target.value.trim() !== '', value: event.target.value });
              }}
            />
            {ssn.changed && ssn.value.trim() === '' && (
              <p className="text-sm text-ink" role="status">
                The stored SSN will be removed when you save.
              </p>
            )}
            {storedSsn && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => {
                  setSsn({ changed: true, value: '' });
                }}
              >
                Remove the stored SSN on save
              </Button>
            )}
          </section>
        </>
      )}
      {step === 2 && (
        <EducationStep
          entries={values.education}
          update={(change) => {
            setValues((current) => ({ ...current, education: change(current.education) }));
          }}
          errors={errors}
          certificates={certificates}
          onRemoveEntry={(entry) => {
            setValues((current) => ({
              ...current,
              education: current.education.filter((e) => e.key !== entry.key),
            }));
          }}
        />
      )}
      {step === 3 && (
        <EmploymentStep
          entries={values.employment}
          update={(change) => {
            setValues((current) => ({ ...current, employment: change(current.employment) }));
          }}
          errors={errors}
        />
      )}
      {step === 4 && (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">Name</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-ink">
              {values.personalInfo.firstName} {values.personalInfo.lastName}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Email</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-ink">{values.personalInfo.email}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">SSN</dt>
            <dd className="font-medium text-ink">
              {ssn.changed ? (ssn.value.trim() === '' ? 'Will be removed' : 'Will be replaced') : 'Unchanged'}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">Entries</dt>
            <dd className="font-medium text-ink">
              {values.education.length} education, {values.employment.length} employment
            </dd>
          </div>
        </dl>
      )}

      <div aria-live="polite">
        {outcome && (
          <p
            role={outcome.kind === 'failed' ? 'alert' : 'status'}
            className={
              outcome.kind === 'saved'
                ? 'flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900'
                : 'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800'
            }
          >
            {outcome.kind === 'saved' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {outcome.message}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 1 ? (
          <Button
            variant="secondary"
            onClick={() => {
              goTo(step - 1);
            }}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
        ) : (
          <span />
        )}
        {step < STAFF_STEP_TITLES.length ? (
          <Button type="submit">
            Next
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        ) : (
          <Button type="submit" loading={save.isPending}>
            {!save.isPending && <Save aria-hidden="true" className="size-4" />}
            Save Candidate Information
          </Button>
        )}
      </div>
    </form>
  );
}
