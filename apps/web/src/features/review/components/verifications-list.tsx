import type { VerificationRecord } from '@candor/contracts';
import { canRequestMoreInformation } from '@candor/contracts';
import { Eye, MessageSquarePlus } from 'lucide-react';
import {
  Button,
  StatusBadge,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { formatDateTime } from '../format';
import { SampleBadge } from './sample-badge';

export type RowActions = {
  onDetails: (verification: VerificationRecord) => void;
  /** Offered only when the viewer may ask for more information. */
  onRequestInfo?: ((verification: VerificationRecord) => void) | undefined;
  /** True while a review action runs: the actions wait for it. */
  busy: boolean;
};

function submitted(verification: VerificationRecord) {
  return verification.submittedAt ? formatDateTime(verification.submittedAt) : 'Not submitted';
}

function Actions({
  verification,
  onDetails,
  onRequestInfo,
  busy,
}: RowActions & { verification: VerificationRecord }) {
  const canRequest = onRequestInfo && canRequestMoreInformation(verification.status);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={`View details for ${verification.candidateName}`}
        onClick={() => {
          onDetails(verification);
        }}
      >
        <Eye aria-hidden="true" className="size-4" />
        Details
      </Button>
      {canRequest && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          aria-label={`Request more information from ${verification.candidateName}`}
          onClick={() => {
            onRequestInfo(verification);
          }}
        >
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          Request Info
        </Button>
      )}
    </div>
  );
}

/**
 * The submissions: a table from tablet width up, a list of cards on phones (no sideways scroll).
 * Columns (docs/product.md#screens): candidate, email, status, submitted, actions.
 */
export function VerificationsList({
  verifications,
  ...actions
}: RowActions & { verifications: VerificationRecord[] }) {
  return (
    <>
      <Table caption="Submissions" captionHidden containerClassName="hidden md:block">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Candidate</TableHeaderCell>
            <TableHeaderCell>Email</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Submitted</TableHeaderCell>
            <TableHeaderCell className="text-right">Actions</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {verifications.map((verification) => (
            <TableRow key={verification.verificationId} data-verification-id={verification.verificationId}>
              <TableCell className="font-medium">{verification.candidateName}</TableCell>
              <TableCell className="break-all text-ink-muted">{verification.candidateEmail}</TableCell>
              <TableCell>
                <span className="flex flex-wrap items-center gap-1.5">
                  <StatusBadge status={verification.status} />
                  {verification.isSample && <SampleBadge />}
                </span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-ink-muted">{submitted(verification)}</TableCell>
              <TableCell>
                <Actions verification={verification} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <ul aria-label="Submissions" className="flex flex-col gap-3 md:hidden">
        {verifications.map((verification) => (
          <li
            key={verification.verificationId}
            data-verification-id={verification.verificationId}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">{verification.candidateName}</p>
                <p className="text-sm break-all text-ink-muted">{verification.candidateEmail}</p>
              </div>
              <span className="flex flex-col items-end gap-1">
                <StatusBadge status={verification.status} />
                {verification.isSample && <SampleBadge />}
              </span>
            </div>
            <p className="text-sm text-ink-muted">
              <span className="font-medium text-ink">Submitted: </span>
              {submitted(verification)}
            </p>
            <Actions verification={verification} {...actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
