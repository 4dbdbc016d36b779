import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import {
  CANDIDATE_STEP_TITLES,
  CANDIDATE_STEPS,
  candidateConsentSchema,
  CONSENT_DISCLOSURE,
  consentMessages,
  signatureMatchesName,
  SKIPPABLE_SECTION_STEPS,
  type CandidatePortal,
  type Document,
} from '@candor/contracts';
import { Button, Card } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { firstErrorPerPath, type FieldErrors } from '../../../lib/use-zod-form';
import { deleteCandidateDocument, SubmissionError, submitCandidateVerification } from '../api/portal-api';
import {
  entryKeys,
  isValidatedStep,
  prefilledFields,
  stepErrors,
  validateAll,
  valuesFromDraft,
  withoutNewEntries,
  type EducationValues,
  type FormValues,
  type ValidatedStep,
} from '../form-values';
import { useAutosave } from '../hooks/use-autosave';
import { useUploads, type UploadItem } from '../hooks/use-uploads';
import { DocumentsStep } from './documents-step';
import { EducationStep, type CertificateActions } from './education-step';
import { EmploymentStep } from './employment-step';
import { PersonalInfoStep } from './personal-info-step';
import { PortalSubmissionFailed, PortalSuccess } from './portal-screens';
import { ReviewStep, type ConsentValues } from './review-step';
import { SaveStatusText } from './save-status';
import { InformationRequestNotice } from './information-request-notice';
import { StepIndicator } from './step-indicator';
import { NotRequestedStep } from './not-requested-step';
import { NotNeededStep } from './not-needed-step';
import {
  initialStep,
  isDocumentLocked,
  isStepLocked,
  isStepNotRequested,
  nextStep,
  previousStep,
  requestScope,
} from '../request-scope';

type OpenPortal = Extract<CandidatePortal, { submitted: false }>;

type Phase =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'failed'; message: string; detail: string | undefined };

const CERTIFICATE_PREFIX = 'certificate:';
const UPLOADING_MESSAGE = 'Some files are still uploading. Wait for them to finish, then submit.';

/** The five-step form of an open candidate link, saved to the server as the candidate types. */
export function CandidatePortalForm({
  token,
  portal,
  onGone: reloadPortal,
}: {
  token: string;
  portal: OpenPortal;
  /** Asks the server what the link is now (it stopped taking changes). */
  onGone: () => void;
}) {
  const [values, setValues] = useState<FormValues>(() => valuesFromDraft(portal.formData, portal.prefill));
  // With an open request for more information only its sections may change; null otherwise.
  const scope = useMemo(() => requestScope(portal), [portal]);
  // The sections this request does not ask for (an education-only or employment-only request).
  const notNeeded = useMemo(() => portal.notNeeded ?? [], [portal.notNeeded]);
  const isNotNeeded = (s: number) => notNeeded.some((section) => SKIPPABLE_SECTION_STEPS[section] === s);
  const [step, setStep] = useState(() => initialStep(scope, portal.currentStep));
  const [shownErrors, setShownErrors] = useState<ReadonlySet<number>>(new Set());
  // The list entries that existed at the last attempt to move on; newer ones show no message yet.
  const [knownEntries, setKnownEntries] = useState<ReadonlySet<string>>(new Set());
  const [documents, setDocuments] = useState<Document[]>(portal.documents);
  const [responseNote, setResponseNote] = useState('');
  const [consent, setConsent] = useState<ConsentValues>({ accepted: false, signature: '' });
  const [consentErrors, setConsentErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeErrors, setRemoveErrors] = useState<Partial<Record<string, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ target: 'heading' | 'error'; n: number } | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const phaseRef = useRef(phase);
  const prefilled = useMemo(() => prefilledFields(portal.prefill), [portal.prefill]);

  const valuesRef = useRef(values);

  useEffect(() => {
    phaseRef.current = phase;
    valuesRef.current = values;
  }, [phase, values]);

  const onGone = useCallback(() => {
    // The link no longer takes changes (submitted elsewhere, expired, revoked): show what it is now.
    if (phaseRef.current.kind !== 'form') return;
    reloadPortal();
  }, [reloadPortal]);

  const autosave = useAutosave({ token, values, step, scope, onGone });

  const uploads = useUploads({
    token,
    storedCount: documents.length,
    onUploaded: (item: UploadItem, document: Document) => {
      setDocuments((list) => [...list.filter((d) => d.id !== document.id), document]);
      if (!item.purpose.startsWith(CERTIFICATE_PREFIX)) return;
      const entryKey = item.purpose.slice(CERTIFICATE_PREFIX.length);
      if (!valuesRef.current.education.some((entry) => entry.key === entryKey)) {
        // The entry was removed while its certificate uploaded: the file has no place any more.
        void removeDocument(document.id);
        return;
      }
      setValues((current) => ({
        ...current,
        education: current.education.map((entry) =>
          entry.key === entryKey
            ? { ...entry, certificate: { fileName: document.fileName, documentId: document.id } }
            : entry,
        ),
      }));
    },
  });

  const errors = useMemo<FieldErrors>(
    () =>
      isValidatedStep(step) && shownErrors.has(step)
        ? withoutNewEntries(stepErrors(step, values, notNeeded), values, knownEntries)
        : {},
    [step, shownErrors, values, knownEntries, notNeeded],
  );

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === 'heading') {
      headingRef.current?.focus();
      return;
    }
    const invalid = containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!invalid) return;
    // Focusing scrolls the field into view; a list-level message is focused as a whole.
    if (!invalid.matches('input, select, textarea')) invalid.tabIndex = -1;
    invalid.focus();
  }, [focusRequest]);

  const goTo = (next: number) => {
    setFormError(null);
    setStep(next);
    setFocusRequest((r) => ({ target: 'heading', n: (r?.n ?? 0) + 1 }));
  };

  const showErrorsFor = (target: ValidatedStep) => {
    setShownErrors((set) => new Set(set).add(target));
    setKnownEntries(entryKeys(values));
    setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 }));
  };

  // ---- Documents and certificates ----

  async function removeDocument(documentId: string): Promise<boolean> {
    setRemoving(documentId);
    setRemoveErrors(({ [documentId]: _gone, ...rest }) => rest);
    try {
      await deleteCandidateDocument(token, documentId);
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) {
        setRemoveErrors((all) => ({
          ...all,
          [documentId]: `The file could not be removed: ${error instanceof Error ? error.message : 'please try again.'}`,
        }));
        setRemoving(null);
        return false;
      }
    }
    setRemoving(null);
    setDocuments((list) => list.filter((d) => d.id !== documentId));
    for (const item of uploads.items) if (item.document?.id === documentId) uploads.discard(item.key);
    setValues((current) =>
      current.education.some((entry) => entry.certificate?.documentId === documentId)
        ? {
            ...current,
            education: current.education.map((entry) =>
              entry.certificate?.documentId === documentId ? { ...entry, certificate: null } : entry,
            ),
          }
        : current,
    );
    return true;
  }

  const certificateItem = (entryKey: string) =>
    uploads.items.findLast((item) => item.purpose === `${CERTIFICATE_PREFIX}${entryKey}`);

  const certificates: CertificateActions = {
    stateOf: (entry) => {
      const documentId = entry.certificate?.documentId;
      return {
        fileName: entry.certificate?.fileName ?? null,
        item: certificateItem(entry.key),
        document: documents.find((d) => d.id === documentId),
        removing: documentId !== undefined && removing === documentId,
        removeError: documentId ? removeErrors[documentId] : undefined,
      };
    },
    onFile: (entryKey, file) => {
      uploads.start([file], `${CERTIFICATE_PREFIX}${entryKey}`, 'EDUCATION');
    },
    onRetry: uploads.retry,
    onRemove: (entryKey) => {
      const entry = values.education.find((e) => e.key === entryKey);
      const item = certificateItem(entryKey);
      const documentId = entry?.certificate?.documentId ?? item?.document?.id;
      if (documentId) {
        void removeDocument(documentId);
        return;
      }
      if (item) uploads.discard(item.key);
      setValues((current) => ({
        ...current,
        education: current.education.map((e) => (e.key === entryKey ? { ...e, certificate: null } : e)),
      }));
    },
  };

  const removeEducation = (entry: EducationValues) => {
    const item = certificateItem(entry.key);
    if (item && item.status === 'uploading') uploads.discard(item.key);
    const documentId = entry.certificate?.documentId ?? item?.document?.id;
    if (documentId) void removeDocument(documentId);
    setValues((current) => ({ ...current, education: current.education.filter((e) => e.key !== entry.key) }));
  };

  const certificateIds = new Set(
    values.education.map((entry) => entry.certificate?.documentId).filter((id): id is string => Boolean(id)),
  );
  const documentItems = uploads.items.filter((item) => item.purpose === 'documents');
  const uploadedThisVisit = new Set(documentItems.map((item) => item.document?.id).filter(Boolean));
  const storedDocuments = documents.filter((d) => !certificateIds.has(d.id) && !uploadedThisVisit.has(d.id));

  // ---- Navigation and submission ----

  const locked = isStepLocked(scope, step);
  const previous = previousStep(scope, step);

  function next() {
    if (!locked && isValidatedStep(step) && Object.keys(stepErrors(step, values, notNeeded)).length > 0) {
      showErrorsFor(step);
      return;
    }
    goTo(nextStep(scope, step));
  }

  async function submit() {
    setFormError(null);
    const checked = validateAll(values, notNeeded);
    if (!checked.ok) {
      setStep(checked.step);
      showErrorsFor(checked.step);
      return;
    }
    const consentInput = {
      disclosureVersion: CONSENT_DISCLOSURE.version,
      accepted: consent.accepted,
      signature: consent.signature,
    };
    const signed = candidateConsentSchema.safeParse(consentInput);
    const mismatch =
      signed.success && !signatureMatchesName(signed.data.signature, checked.data.personalInfo);
    if (!signed.success || mismatch) {
      setConsentErrors(
        signed.success
          ? { signature: consentMessages.signatureMismatch }
          : firstErrorPerPath(signed.error.issues),
      );
      setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 }));
      return;
    }
    setConsentErrors({});
    if (uploads.items.some((item) => item.status === 'uploading')) {
      setFormError(UPLOADING_MESSAGE);
      return;
    }

    const { personalInfo } = checked.data;
    setPhase({ kind: 'submitting' });
    autosave.stop();
    try {
      await submitCandidateVerification(token, {
        verificationId: portal.verificationId,
        status: 'SUBMITTED',
        submittedAt: new Date().toISOString(),
        candidateEmail: personalInfo.email,
        candidateName: `${personalInfo.firstName} ${personalInfo.lastName}`,
        formData: checked.data,
        documents,
        consent: signed.data,
        ...(portal.informationRequest && responseNote.trim() ? { responseMessage: responseNote.trim() } : {}),
      });
      setPhase({ kind: 'success' });
    } catch (error) {
      autosave.resume();
      if (error instanceof SubmissionError && error.fieldIssues.some((i) => i.path.startsWith('consent.'))) {
        // The server's word on the consent goes under its fields, on the form.
        setPhase({ kind: 'form' });
        setConsentErrors(
          firstErrorPerPath(
            error.fieldIssues
              .filter((i) => i.path.startsWith('consent.'))
              .map((i) => ({ ...i, path: i.path.slice('consent.'.length) })),
          ),
        );
        setFocusRequest((r) => ({ target: 'error', n: (r?.n ?? 0) + 1 }));
        return;
      }
      setPhase({
        kind: 'failed',
        message: error instanceof Error ? error.message : '',
        detail: error instanceof SubmissionError ? error.detail : undefined,
      });
    }
    window.scrollTo({ top: 0 });
  }

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (step < CANDIDATE_STEPS) next();
    else void submit();
  };

  if (phase.kind === 'success') return <PortalSuccess firstName={values.personalInfo.firstName.trim()} />;
  if (phase.kind === 'failed') {
    return (
      <PortalSubmissionFailed
        message={phase.message}
        detail={phase.detail}
        onTryAgain={() => {
          setPhase({ kind: 'form' });
          goTo(CANDIDATE_STEPS);
        }}
      />
    );
  }

  const title = CANDIDATE_STEP_TITLES[step - 1] ?? '';
  const firstName = values.personalInfo.firstName.trim();

  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          Background Verification
        </h1>
        <p className="mt-1 text-ink-muted">
          {firstName ? `Hi ${firstName}, this` : 'This'} takes a few minutes. Your answers are saved as you
          type, so you can come back to this link later.
        </p>
      </div>

      {portal.informationRequest && (
        <InformationRequestNotice
          request={portal.informationRequest}
          note={responseNote}
          onNoteChange={setResponseNote}
        />
      )}

      <StepIndicator
        current={step}
        onGoTo={goTo}
        notNeeded={isNotNeeded}
        {...(scope
          ? {
              // Everything was submitted before: any step can be opened, the asked ones edited.
              canVisit: () => true,
              notRequested: (s: number) => isStepNotRequested(scope, s),
            }
          : {})}
      />

      <Card className="overflow-hidden">
        <form
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="step-title"
          className="[&_input]:scroll-mt-28 [&_[role=alert]]:scroll-mt-28"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border px-4 py-4 sm:px-6">
            <h2
              id="step-title"
              ref={headingRef}
              tabIndex={-1}
              className="scroll-mt-24 text-lg font-semibold text-ink outline-none sm:text-xl"
            >
              {title}
            </h2>
            <SaveStatusText status={autosave.status} />
          </div>

          <div className="px-4 py-6 sm:px-6">
            {locked && isValidatedStep(step) && <NotRequestedStep step={step} values={values} />}
            {step === 1 && !locked && (
              <PersonalInfoStep
                value={values.personalInfo}
                update={(change) => {
                  setValues((current) => ({ ...current, personalInfo: change(current.personalInfo) }));
                }}
                errors={errors}
                prefilled={prefilled}
              />
            )}
            {(step === 2 || step === 3) && isNotNeeded(step) && <NotNeededStep step={step} />}
            {step === 2 && !locked && !isNotNeeded(2) && (
              <EducationStep
                entries={values.education}
                update={(change) => {
                  setValues((current) => ({ ...current, education: change(current.education) }));
                }}
                errors={errors}
                certificates={certificates}
                onRemoveEntry={removeEducation}
              />
            )}
            {step === 3 && !locked && !isNotNeeded(3) && (
              <EmploymentStep
                entries={values.employment}
                update={(change) => {
                  setValues((current) => ({ ...current, employment: change(current.employment) }));
                }}
                errors={errors}
              />
            )}
            {step === 4 && (
              <DocumentsStep
                items={documentItems}
                storedDocuments={storedDocuments}
                onFiles={(files, documentType) => {
                  uploads.start(files, 'documents', documentType);
                }}
                onRetry={uploads.retry}
                onDiscard={uploads.discard}
                onRemoveDocument={(documentId) => {
                  void removeDocument(documentId);
                }}
                removing={removing}
                removeErrors={removeErrors}
                isLocked={(document) => isDocumentLocked(scope, document)}
                notRequested={isStepNotRequested(scope, 4)}
              />
            )}
            {step === 5 && (
              <ReviewStep
                values={values}
                documents={documents}
                consent={consent}
                onConsentChange={(changes) => {
                  setConsent((current) => ({ ...current, ...changes }));
                }}
                consentErrors={consentErrors}
                onEditStep={goTo}
                isLocked={(s) => isStepLocked(scope, s)}
                isNotNeeded={isNotNeeded}
              />
            )}
            {formError && (
              <p
                role="alert"
                className="mt-5 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
              >
                {formError}
              </p>
            )}
          </div>

          <div className="flex flex-col-reverse gap-3 border-t border-border bg-slate-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
            {previous !== null ? (
              <Button
                variant="secondary"
                size="lg"
                className="w-full sm:w-auto"
                onClick={() => {
                  goTo(previous);
                }}
              >
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
            ) : (
              <span className="hidden sm:block" />
            )}
            {step < CANDIDATE_STEPS ? (
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                Next
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            ) : (
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                loading={phase.kind === 'submitting'}
              >
                {phase.kind !== 'submitting' && <Send aria-hidden="true" className="size-4" />}
                Submit Verification
              </Button>
            )}
          </div>
        </form>
      </Card>
    </div>
  );
}
