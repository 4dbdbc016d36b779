import { Link } from 'react-router';
import { Eye, Link2Off, MessageSquarePlus, Send } from 'lucide-react';
import {
  canRequestMoreInformation,
  candidateLinkState,
  CANDIDATE_EDITABLE_STATUSES,
  linkStateLabels,
  WAITING_FOR_CANDIDATE,
  type VerificationRecord,
} from '@candor/contracts';
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
import { casePath } from '../../../lib/case-path';
import { formatDateTime, formatListDateTime } from '../format';
import { SampleBadge } from './sample-badge';

export type RowActions = {
  onDetails: (verification: VerificationRecord) => void;
  /** Offered only when the viewer may ask for more information. */
  onRequestInfo?: ((verification: VerificationRecord) => void) | undefined;
  /** Resend and revoke the candidate link: offered only when the viewer may invite. */
  onResend?: ((verification: VerificationRecord) => void) | undefined;
  onRevoke?: ((verification: VerificationRecord) => void) | undefined;
  /** The verification whose link is being resent. */
  resendingId?: string | null;
  /** True while a review action runs: the actions wait for it. */
  busy: boolean;
  /** The time the link badges are judged at. */
  now: Date;
};

const awaitingCandidate = (verification: VerificationRecord) =>
  (CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(verification.status);

function submitted(verification: VerificationRecord) {
  if (verification.submittedAt) return formatDateTime(verification.submittedAt);
  if (verification.status === 'INVITED') return WAITING_FOR_CANDIDATE;
  if (verification.status === 'IN_PROGRESS') return 'Filling in the form';
  return 'Not submitted';
}

/** "Link expired" / "Link revoked" beside the status, when the candidate cannot reach the form. */
function LinkBadge({ verification, now }: { verification: VerificationRecord; now: Date }) {
  const state = candidateLinkState(verification, now);
  if (!state) return null;
  return (
    <span
      data-link-state={state}
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-red-800 ring-1 ring-red-300 ring-inset"
    >
      <Link2Off aria-hidden="true" className="size-3" />
      {linkStateLabels[state]}
    </span>
  );
}

function Status({ verification, now }: { verification: VerificationRecord; now: Date }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StatusBadge status={verification.status} />
      <LinkBadge verification={verification} now={now} />
    </span>
  );
}

/** The Submitted column: the time, or why there is none yet (a blocked link says so). */
function SubmittedCell({ verification, now }: { verification: VerificationRecord; now: Date }) {
  if (!verification.submittedAt && candidateLinkState(verification, now)) {
    return <LinkBadge verification={verification} now={now} />;
  }
  const text = submitted(verification);
  const short = verification.submittedAt ? formatListDateTime(verification.submittedAt, now) : text;
  return (
    <span title={text} className="block truncate">
      {short}
    </span>
  );
}

function CandidateLink({ verification }: { verification: VerificationRecord }) {
  return (
    <Link
      to={casePath(verification.verificationId)}
      title={verification.candidateName}
      className="block min-w-0 truncate font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {verification.candidateName}
    </Link>
  );
}

/** An address is cut with an ellipsis, never broken mid-word; the whole of it is its title. */
function Email({ email }: { email: string }) {
  return (
    <span title={email} className="block truncate text-ink-muted">
      {email}
    </span>
  );
}

const compact = 'h-7! px-2!';
/** A secondary row action: on wide screens an icon, its name as tooltip and accessible name. */
const iconOnly = 'md:h-7! md:w-7! md:px-0!';

function Actions({
  verification,
  onDetails,
  onRequestInfo,
  onResend,
  onRevoke,
  resendingId,
  busy,
  now,
}: RowActions & { verification: VerificationRecord }) {
  const name = verification.candidateName;
  const canRequest = onRequestInfo && canRequestMoreInformation(verification.status);
  const linkActions = awaitingCandidate(verification);
  const revoked = candidateLinkState(verification, now) === 'revoked';
  return (
    <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap">
      <Button
        size="sm"
        variant="secondary"
        className={compact}
        aria-label={`View details for ${name}`}
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
          className={compact}
          disabled={busy}
          aria-label={`Request more information from ${name}`}
          title="Request more information"
          onClick={() => {
            onRequestInfo(verification);
          }}
        >
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          Request Info
        </Button>
      )}
      {linkActions && onResend && (
        <Button
          size="sm"
          variant="ghost"
          className={iconOnly}
          disabled={busy || (resendingId != null && resendingId !== verification.verificationId)}
          loading={resendingId === verification.verificationId}
          aria-label={`Resend the link to ${name}`}
          title="Resend the link: email the candidate a new one"
          onClick={() => {
            onResend(verification);
          }}
        >
          {resendingId !== verification.verificationId && <Send aria-hidden="true" className="size-4" />}
          <span className="md:hidden">Resend</span>
        </Button>
      )}
      {linkActions && onRevoke && !revoked && (
        <Button
          size="sm"
          variant="ghost"
          className={`${iconOnly} text-red-700 hover:bg-red-50`}
          disabled={busy}
          aria-label={`Revoke the link of ${name}`}
          title="Revoke the link: every link of this candidate stops working"
          onClick={() => {
            onRevoke(verification);
          }}
        >
          <Link2Off aria-hidden="true" className="size-4" />
          <span className="md:hidden">Revoke</span>
        </Button>
      )}
    </div>
  );
}

const cell = 'px-3! py-1.5!';

/**
 * The submissions: a dense table from tablet width up, a list of cards on phones (no sideways
 * scroll). Columns (docs/product.md#screens): candidate (a link to the case page), email, status,
 * submitted, actions.
 */
export function VerificationsList({
  verifications,
  ...actions
}: RowActions & { verifications: VerificationRecord[] }) {
  return (
    <>
      <Table caption="Submissions" captionHidden containerClassName="hidden md:block" className="table-fixed">
        <colgroup>
          <col className="w-[19%]" />
          <col className="w-[21%]" />
          <col className="w-[17.5%]" />
          <col className="w-[15.5%]" />
          <col className="w-[27%]" />
        </colgroup>
        <TableHead>
          <TableRow>
            <TableHeaderCell className="px-3! py-2!">Candidate</TableHeaderCell>
            <TableHeaderCell className="px-3! py-2!">Email</TableHeaderCell>
            <TableHeaderCell className="px-3! py-2!">Status</TableHeaderCell>
            <TableHeaderCell className="px-3! py-2!">Submitted</TableHeaderCell>
            <TableHeaderCell className="px-3! py-2! text-right">Actions</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {verifications.map((verification) => (
            <TableRow key={verification.verificationId} data-verification-id={verification.verificationId}>
              <TableCell className={cell}>
                <span className="flex min-w-0 items-center gap-1.5">
                  <CandidateLink verification={verification} />
                  {verification.isSample && <SampleBadge />}
                </span>
              </TableCell>
              <TableCell className={cell}>
                <Email email={verification.candidateEmail} />
              </TableCell>
              <TableCell className={cell}>
                <StatusBadge status={verification.status} />
              </TableCell>
              <TableCell className={`${cell} text-xs text-ink-muted`}>
                <SubmittedCell verification={verification} now={actions.now} />
              </TableCell>
              <TableCell className={cell}>
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
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <CandidateLink verification={verification} />
                <p className="text-sm">
                  <Email email={verification.candidateEmail} />
                </p>
              </div>
              <span className="flex flex-col items-end gap-1">
                <Status verification={verification} now={actions.now} />
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
