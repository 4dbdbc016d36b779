import { useId, useState, type SyntheticEvent } from 'react';
import { DECISION_NOTE_REQUIRED, type VerificationRecord } from '@candor/contracts';
import { Button, Dialog, TextareaField } from '../../../components/ui';
import { useDecision, type Decision } from '../api/review-api';

type Props = {
  verification: VerificationRecord;
  decision: Decision;
  onClose: () => void;
  onDone: (candidateName: string, decision: Decision) => void;
};

/** Approve (→ COMPLETED) or reject (→ FAILED) with the note the server requires. */
/** What the page says once a decision is recorded. */
export function decisionDoneText(name: string, decision: Decision): string {
  return decision === 'approve' ? `Verification of ${name} approved.` : `Verification of ${name} rejected.`;
}

export function DecisionDialog({ verification, decision, onClose, onDone }: Props) {
  const mutation = useDecision();
  const formId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const approve = decision === 'approve';

  function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!note.trim()) {
      setNoteError(DECISION_NOTE_REQUIRED);
      return;
    }
    setNoteError(undefined);
    mutation.mutate(
      { verificationId: verification.verificationId, decision, note: note.trim() },
      {
        onSuccess: () => {
          onDone(verification.candidateName, decision);
        },
      },
    );
  }

  return (
    <Dialog
      open
      size="md"
      onClose={() => {
        if (!mutation.isPending) onClose();
      }}
      title={`${approve ? 'Approve' : 'Reject'} the verification of ${verification.candidateName}`}
      description={
        approve
          ? 'The verification becomes Completed. This cannot be undone.'
          : 'The verification becomes Failed. This cannot be undone.'
      }
      footer={
        <>
          <Button variant="secondary" disabled={mutation.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={approve ? 'primary' : 'danger'}
            loading={mutation.isPending}
          >
            {approve ? 'Confirm Approval' : 'Confirm Rejection'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextareaField
          label="Decision note"
          required
          rows={4}
          maxLength={5000}
          value={note}
          error={noteError}
          hint="Why you decided this; it is kept with the record."
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
        {mutation.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            The decision was not saved: {mutation.error.message}
          </p>
        )}
      </form>
    </Dialog>
  );
}
