import type { VerificationRecord } from '@candor/contracts';
import { Button, Dialog } from '../../../components/ui';
import { useRevokeCandidateLink } from '../api/link-actions-api';

type Props = {
  verification: VerificationRecord;
  onClose: () => void;
  onDone: (candidateName: string) => void;
};

/** Asks before revoking: every link the candidate holds stops working at once. */
export function RevokeLinkDialog({ verification, onClose, onDone }: Props) {
  const revoke = useRevokeCandidateLink();
  const name = verification.candidateName;
  return (
    <Dialog
      open
      size="sm"
      onClose={() => {
        if (!revoke.isPending) onClose();
      }}
      title={`Revoke the link of ${name}?`}
      description={`Every link emailed to ${name} stops working at once. To let them continue, use Resend: it emails a new link.`}
      footer={
        <>
          <Button variant="secondary" disabled={revoke.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={revoke.isPending}
            onClick={() => {
              revoke.mutate(verification.verificationId, {
                onSuccess: () => {
                  onDone(name);
                },
              });
            }}
          >
            Revoke link
          </Button>
        </>
      }
    >
      {revoke.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          The link was not revoked: {revoke.error.message}
        </p>
      )}
    </Dialog>
  );
}
