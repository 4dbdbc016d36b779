import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { BadgeCheck } from 'lucide-react';
import {
  PRIMARY_SOURCE_METHODS,
  primarySourceMethodLabels,
  SHORT_TEXT_MAX,
  FINDING_NOTE_MAX,
  verifyClaimBodySchema,
  type ClaimResult,
  type ClaimVerification,
  type Document,
} from '@candor/contracts';
import { Button, Dialog, SelectField, TextareaField, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useVerifyClaim, useWithdrawClaimVerification } from '../api/checks-api';
import { documentUrl } from '../api/review-api';
import { formatDateTime } from '../format';

type Errors = Partial<Record<'method' | 'source' | 'note' | 'documentId', string>>;

/**
 * Records that a primary source confirmed a claim (docs/product.md#automated-checks): how, who
 * confirmed, a note and optionally one of the verification's documents. Opened again on a verified
 * claim, it replaces that record.
 */
export function ClaimVerificationDialog({
  verificationId,
  claim,
  documents,
  onClose,
  onSaved,
}: {
  verificationId: string;
  claim: ClaimResult;
  documents: readonly Document[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const mutation = useVerifyClaim(verificationId);
  const formId = useId();
  const current = claim.verification;
  const [method, setMethod] = useState<string>(current?.method ?? '');
  const [source, setSource] = useState(current?.source ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const [documentId, setDocumentId] = useState(current?.document?.id ?? '');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = verifyClaimBodySchema.safeParse({
      method,
      source,
      note,
      ...(documentId ? { documentId } : {}),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(
      { claim: { section: claim.section, index: claim.index }, body: parsed.data },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isApiError(error)) setErrors(error.fieldErrors());
        },
      },
    );
  }

  // A field problem shows under its field; anything else (409, 404, network) above the buttons.
  const fieldProblem = isApiError(mutation.error) && mutation.error.details.length > 0;

  return (
    <Dialog
      open
      size="md"
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={`Mark verified: ${claim.label}`}
      description="Record the primary source that confirmed this claim, such as the registrar or the employer’s HR. It is kept with your name; only a person can mark a claim verified."
      footer={
        <>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={mutation.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <SelectField
          label="How was it confirmed?"
          required
          placeholder="Choose the source"
          value={method}
          error={errors.method}
          options={PRIMARY_SOURCE_METHODS.map((value) => ({
            value,
            label: primarySourceMethodLabels[value],
          }))}
          onChange={(event) => {
            setMethod(event.target.value);
          }}
        />
        <TextField
          label="Who confirmed"
          required
          maxLength={SHORT_TEXT_MAX}
          value={source}
          error={errors.source}
          hint="For example “Registrar’s office, University of Leeds” or the HR contact’s name and role."
          onChange={(event) => {
            setSource(event.target.value);
          }}
        />
        <TextareaField
          label="Note"
          required
          rows={3}
          maxLength={FINDING_NOTE_MAX}
          value={note}
          error={errors.note}
          hint="What they confirmed, and when and how you reached them."
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        {documents.length > 0 ? (
          <SelectField
            label="Supporting document (optional)"
            value={documentId}
            error={errors.documentId}
            onChange={(event) => {
              setDocumentId(event.target.value);
            }}
          >
            <option value="">No document</option>
            {documents.map((document) => (
              <option key={document.id} value={document.id}>
                {document.fileName}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-ink-muted">This verification has no documents to attach.</p>
        )}
        {mutation.isError && !fieldProblem && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            The verification was not saved: {mutation.error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Asks before withdrawing a person's verification; the claim gets the checks' result again. */
function WithdrawDialog({
  verificationId,
  claim,
  onClose,
  onWithdrawn,
}: {
  verificationId: string;
  claim: ClaimResult;
  onClose: () => void;
  onWithdrawn: () => void;
}) {
  const mutation = useWithdrawClaimVerification(verificationId);
  return (
    <Dialog
      open
      size="sm"
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={`Withdraw the verification of ${claim.label}?`}
      description="The claim is no longer marked verified; it shows what the automated checks found. The withdrawal is kept in the audit trail."
      footer={
        <>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={mutation.isPending}
            onClick={() => {
              mutation.mutate({ section: claim.section, index: claim.index }, { onSuccess: onWithdrawn });
            }}
          >
            Withdraw
          </Button>
        </>
      }
    >
      {mutation.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          The verification was not withdrawn: {mutation.error.message}
        </p>
      )}
    </Dialog>
  );
}

/** "Verified by Casey Morgan on 25 Nov 2026 — The employer’s HR or payroll: Dana Reyes, HR. Note." */
function VerifiedLine({
  verificationId,
  verification,
}: {
  verificationId: string;
  verification: ClaimVerification;
}) {
  return (
    <p className="text-sm text-ink">
      Verified by {verification.by.name} on {formatDateTime(verification.at)} —{' '}
      {primarySourceMethodLabels[verification.method]}: {verification.source}.{' '}
      <span className="whitespace-pre-wrap">{verification.note}</span>
      {verification.document && (
        <>
          {' '}
          Document:{' '}
          <a
            className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
            href={documentUrl(verificationId, verification.document.id)}
            download={verification.document.fileName}
          >
            {verification.document.fileName}
          </a>
          .
        </>
      )}
    </p>
  );
}

/**
 * A claim's verification by a person: the record when there is one (with Change and Withdraw for
 * those who may), or "Mark verified…" for those who may record one.
 */
export function ClaimPersonVerification({
  verificationId,
  claim,
  documents,
  canVerify,
}: {
  verificationId: string;
  claim: ClaimResult;
  documents: readonly Document[];
  /** The user holds approve_verifications and the verification's status allows it. */
  canVerify: boolean;
}) {
  const [open, setOpen] = useState<'verify' | 'withdraw' | null>(null);
  // After a save or a withdrawal the button that opened the dialog may be gone: focus moves to
  // what changed, so keyboard and screen-reader users land on the result.
  const [moveFocus, setMoveFocus] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const verification = claim.verification;

  useEffect(() => {
    if (moveFocus && open === null) {
      target.current?.focus();
      setMoveFocus(false);
    }
  }, [moveFocus, open]);

  const done = () => {
    setOpen(null);
    setMoveFocus(true);
  };

  if (!verification && !canVerify) return null;
  return (
    <div ref={target} tabIndex={-1} className="flex flex-col gap-2 outline-none">
      {verification ? (
        <div className="flex flex-col gap-2 rounded-md border border-green-200 bg-green-50 p-3">
          <div className="flex items-start gap-2">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <VerifiedLine verificationId={verificationId} verification={verification} />
          </div>
          {canVerify && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Change… (${claim.label})`}
                onClick={() => {
                  setOpen('verify');
                }}
              >
                Change…
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Withdraw (${claim.label})`}
                onClick={() => {
                  setOpen('withdraw');
                }}
              >
                Withdraw
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Mark verified… (${claim.label})`}
            onClick={() => {
              setOpen('verify');
            }}
          >
            Mark verified…
          </Button>
        </div>
      )}
      {open === 'verify' && (
        <ClaimVerificationDialog
          verificationId={verificationId}
          claim={claim}
          documents={documents}
          onClose={() => {
            setOpen(null);
          }}
          onSaved={done}
        />
      )}
      {open === 'withdraw' && (
        <WithdrawDialog
          verificationId={verificationId}
          claim={claim}
          onClose={() => {
            setOpen(null);
          }}
          onWithdrawn={done}
        />
      )}
    </div>
  );
}
