import { useState } from 'react';
import { CheckCircle2, Download, FileText, Link2Off, MessageSquarePlus, Send, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import {
  CANDIDATE_EDITABLE_STATUSES,
  canRequestMoreInformation,
  canTransition,
  verificationTypeLabels,
  type VerificationRecord,
} from '@candor/contracts';
import { Button, buttonClassName, Dialog, EmailAddress, StatusBadge } from '../../../components/ui';
import { SampleBadge } from '../../review/components/sample-badge';
import type { Decision } from '../../review/api/review-api';
import type { ReviewPermissions } from '../../review/components/details-dialog';
import { formatDateTime } from '../../review/format';
import { useDownloadReport } from '../../verification-report/api/report-api';
import { useResendLink, useRevokeCaseLink } from '../api/case-api';

export type CaseNotice = { tone: 'ok' | 'error'; text: string };

type Props = {
  record: VerificationRecord;
  /** The status screen's view (the report's content); absent while it loads. */
  permissions: ReviewPermissions;
  onRequestInfo: () => void;
  onDecide: (decision: Decision) => void;
  onNotice: (notice: CaseNotice) => void;
};

const isCandidateEditable = (status: string) =>
  (CANDIDATE_EDITABLE_STATUSES as readonly string[]).includes(status);

/** Where the candidate link stands, while the candidate may still use one. */
function linkState(record: VerificationRecord): string | null {
  const invitation = record.invitation;
  if (!invitation || !isCandidateEditable(record.status)) return null;
  const waiting =
    record.status === 'INVITED'
      ? 'Waiting for the candidate to start the form.'
      : 'The candidate has started the form and not yet submitted.';
  if (invitation.revokedAt) {
    return `Link revoked ${formatDateTime(invitation.revokedAt)}. Resend the link to give the candidate a new one.`;
  }
  if (invitation.open && invitation.expiresAt) {
    return `${waiting} Link open until ${formatDateTime(invitation.expiresAt)}.`;
  }
  if (invitation.expiresAt) {
    return `Link expired ${formatDateTime(invitation.expiresAt)}. Resend the link to give the candidate a new one.`;
  }
  return waiting;
}

/** The case page's header: who, where it stands, when things happened, and what the user may do. */
export function CaseHeader({ record, permissions, onRequestInfo, onDecide, onNotice }: Props) {
  const resend = useResendLink(record.verificationId);
  const revoke = useRevokeCaseLink(record.verificationId);
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  const editable = isCandidateEditable(record.status);
  const canResend = (permissions.staffScreens ?? false) && editable;
  const canRevoke = canResend && record.invitation?.revokedAt == null;
  const canRequest = permissions.requestInfo && canRequestMoreInformation(record.status);
  const canApprove = permissions.approve && canTransition(record.status, 'COMPLETED');
  const canReject = permissions.reject && canTransition(record.status, 'FAILED');
  const link = linkState(record);

  const dates: [string, string | null | undefined][] = [
    ['Invited', record.createdAt],
    ['Link last sent', record.invitation?.lastSentAt],
    ['Submitted', record.submittedAt],
    ['Decided', record.decision?.decidedAt],
  ];

  // The verification report as the server renders it (PDF, audited there).
  const downloadReport = useDownloadReport(record.verificationId);
  const download = () => {
    downloadReport.mutate('pdf', {
      onError: (error) => {
        onNotice({ tone: 'error', text: `The report could not be downloaded: ${error.message}` });
      },
    });
  };

  const resendLink = () => {
    resend.mutate(undefined, {
      onSuccess: () => {
        onNotice({
          tone: 'ok',
          text: `A new link was emailed to ${record.candidateName}. Links sent earlier keep working until it expires.`,
        });
      },
      onError: (error) => {
        onNotice({ tone: 'error', text: error.message });
      },
    });
  };

  const revokeLink = () => {
    revoke.mutate(undefined, {
      onSuccess: () => {
        setConfirmRevoke(false);
        onNotice({
          tone: 'ok',
          text: 'The candidate link was revoked. Resend the link to give the candidate a new one.',
        });
      },
      onError: (error) => {
        setConfirmRevoke(false);
        onNotice({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <header className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-muted">
            {verificationTypeLabels[record.verificationType]}
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words text-ink sm:text-3xl">
            {record.candidateName}
          </h1>
          <p className="text-sm text-ink-muted">
            <EmailAddress address={record.candidateEmail} />
          </p>
        </div>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={record.status} className="shrink-0" />
          {record.isSample && <SampleBadge />}
        </span>
      </div>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {dates.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-ink">
              {value ? (
                <time dateTime={value}>{formatDateTime(value)}</time>
              ) : (
                <span className="text-ink-muted">Not yet</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {link && <p className="text-sm text-ink-muted">{link}</p>}

      <div role="group" aria-label="Actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canApprove && (
          <Button
            onClick={() => {
              onDecide('approve');
            }}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Approve
          </Button>
        )}
        {canReject && (
          <Button
            variant="danger"
            onClick={() => {
              onDecide('reject');
            }}
          >
            <XCircle aria-hidden="true" className="size-4" />
            Reject
          </Button>
        )}
        {canRequest && (
          <Button variant="secondary" onClick={onRequestInfo}>
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Request information
          </Button>
        )}
        {canResend && (
          <Button variant="secondary" loading={resend.isPending} onClick={resendLink}>
            {!resend.isPending && <Send aria-hidden="true" className="size-4" />}
            Resend link
          </Button>
        )}
        {canRevoke && (
          <Button
            variant="secondary"
            className="text-red-700"
            onClick={() => {
              setConfirmRevoke(true);
            }}
          >
            <Link2Off aria-hidden="true" className="size-4" />
            Revoke link
          </Button>
        )}
        <Link
          to={`/verifications/${record.verificationId}/report`}
          className={buttonClassName({ variant: 'secondary' })}
        >
          <FileText aria-hidden="true" className="size-4" />
          Report
        </Link>
        <Button variant="secondary" disabled={downloadReport.isPending} onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {downloadReport.isPending ? 'Downloading…' : 'Download report'}
        </Button>
      </div>

      <Dialog
        open={confirmRevoke}
        size="sm"
        onClose={() => {
          setConfirmRevoke(false);
        }}
        title="Revoke the candidate link?"
        description={`Every link emailed to ${record.candidateName} stops working at once. You can resend a new link afterwards.`}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setConfirmRevoke(false);
              }}
            >
              Cancel
            </Button>
            <Button variant="danger" loading={revoke.isPending} onClick={revokeLink}>
              Revoke link
            </Button>
          </>
        }
      />
    </header>
  );
}
