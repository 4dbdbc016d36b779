import { useState } from 'react';
import {
  CheckCircle2,
  FileText,
  FolderOpen,
  LockKeyhole,
  MessageSquarePlus,
  UserRoundPen,
  XCircle,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  canTransition,
  canRequestMoreInformation,
  verificationStatusLabel,
  type VerificationRecord,
} from '@candor/contracts';
import { Button, buttonClassName, Dialog, Skeleton, StatusBadge } from '../../../components/ui';
import { useVerificationDetail, type Decision } from '../api/review-api';
import { formatDateTime } from '../format';
import { ChecksSection } from './checks-section';
import { DocumentsSection } from './documents-section';
import {
  AddressesSection,
  ConsentSection,
  EducationSection,
  EmploymentSection,
  Fields,
  PersonalSection,
  RequestDetailsSection,
  Section,
} from './record-sections';
import { RequestHistory } from './request-history';

export type ReviewPermissions = {
  viewPii: boolean;
  approve: boolean;
  reject: boolean;
  requestInfo: boolean;
  /** initiate_verification: may open the staff documents and candidate information screens. */
  staffScreens?: boolean;
  /** initiate_verification or approve_verifications: may run the automated checks. */
  runChecks?: boolean;
  /** approve_verifications or reject_verifications: may confirm or dismiss a finding. */
  reviewFindings?: boolean;
  /** approve_verifications: may mark a claim verified with a primary source, or withdraw it. */
  verifyClaims?: boolean;
};

type Props = {
  verificationId: string;
  candidateName: string;
  permissions: ReviewPermissions;
  /** True while a review action runs: the actions wait for it. */
  busy: boolean;
  onClose: () => void;
  onRequestInfo: (verification: VerificationRecord) => void;
  onDecide: (verification: VerificationRecord, decision: Decision) => void;
};

/** Everything about one verification (the details modal, docs/product.md#screens), with the actions its status allows. */
export function DetailsDialog({
  verificationId,
  candidateName,
  permissions,
  busy,
  onClose,
  onRequestInfo,
  onDecide,
}: Props) {
  const [reveal, setReveal] = useState(false);
  const detail = useVerificationDetail(verificationId, reveal);
  const record = detail.data?.verification;

  const canRequest =
    permissions.requestInfo && record !== undefined && canRequestMoreInformation(record.status);
  const canApprove = permissions.approve && record !== undefined && canTransition(record.status, 'COMPLETED');
  const canReject = permissions.reject && record !== undefined && canTransition(record.status, 'FAILED');

  const footer =
    record && (canRequest || canApprove || canReject) ? (
      <>
        {canRequest && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              onRequestInfo(record);
            }}
          >
            <MessageSquarePlus aria-hidden="true" className="size-4" />
            Request More Info
          </Button>
        )}
        {canReject && (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              onDecide(record, 'reject');
            }}
          >
            <XCircle aria-hidden="true" className="size-4" />
            Reject
          </Button>
        )}
        {canApprove && (
          <Button
            disabled={busy}
            onClick={() => {
              onDecide(record, 'approve');
            }}
          >
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Approve
          </Button>
        )}
      </>
    ) : undefined;

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={`Verification details: ${record?.candidateName ?? candidateName}`}
      description={record ? record.candidateEmail : undefined}
      footer={footer}
    >
      {detail.isPending ? (
        <Skeleton className="h-64 w-full" announce label="Loading verification details…" />
      ) : detail.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          The verification could not be loaded: {detail.error.message}
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        record && (
          <div className="flex flex-col gap-6">
            <Section title="Overview">
              <Fields
                items={[
                  ['Status', <StatusBadge key="status" status={record.status} />],
                  ['Type', record.verificationType.toLowerCase()],
                  ['Invited', formatDateTime(record.createdAt)],
                  ['Submitted', record.submittedAt ? formatDateTime(record.submittedAt) : 'Not submitted'],
                  ['Last updated', formatDateTime(record.updatedAt)],
                  [
                    'Verification ID',
                    <code key="id" className="text-xs break-all">
                      {record.verificationId}
                    </code>,
                  ],
                ]}
              />
            </Section>

            <div className="flex flex-col gap-2 sm:flex-row">
              <Link
                to={`/verifications/${record.verificationId}`}
                className={buttonClassName({ size: 'sm', className: 'w-full sm:w-auto' })}
              >
                <FolderOpen aria-hidden="true" className="size-4" />
                Open case
              </Link>
              <Link
                to={`/verifications/${record.verificationId}/report`}
                className={buttonClassName({
                  size: 'sm',
                  variant: 'secondary',
                  className: 'w-full sm:w-auto',
                })}
              >
                <FileText aria-hidden="true" className="size-4" />
                Report
              </Link>
            </div>

            {permissions.staffScreens && (
              <nav aria-label="Staff screens" className="flex flex-col gap-2 sm:flex-row">
                <Link
                  to={`/verification/${record.verificationId}/documents`}
                  className={buttonClassName({
                    variant: 'secondary',
                    size: 'sm',
                    className: 'w-full sm:w-auto',
                  })}
                >
                  <FileText aria-hidden="true" className="size-4" />
                  Documents
                </Link>
                <Link
                  to={`/verification/${record.verificationId}/candidate-information`}
                  className={buttonClassName({
                    variant: 'secondary',
                    size: 'sm',
                    className: 'w-full sm:w-auto',
                  })}
                >
                  <UserRoundPen aria-hidden="true" className="size-4" />
                  Candidate information
                </Link>
              </nav>
            )}

            <RequestDetailsSection details={record.requestDetails} />

            {record.decision && (
              <Section title="Decision">
                <div
                  className={`rounded-md border p-3 text-sm ${record.decision.status === 'COMPLETED' ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
                >
                  <p className="font-medium text-ink">
                    {record.decision.status === 'COMPLETED' ? 'Approved' : 'Rejected'} on{' '}
                    {formatDateTime(record.decision.decidedAt)} (
                    {verificationStatusLabel(record.decision.status)})
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-ink">{record.decision.note}</p>
                </div>
              </Section>
            )}

            {record.submittedAt && (
              <ChecksSection
                verificationId={record.verificationId}
                status={record.status}
                canRun={permissions.runChecks ?? false}
                canReview={permissions.reviewFindings ?? false}
                canVerify={permissions.verifyClaims ?? false}
                documents={record.documents}
              />
            )}

            {!record.piiRevealed && (
              <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-slate-50 p-3 text-sm text-ink-muted">
                <LockKeyhole aria-hidden="true" className="size-4 shrink-0" />
                {/* A basis wide enough for a readable line: on phones the button wraps below. */}
                <span className="min-w-0 flex-[1_1_14rem]">
                  Personal data (SSN, date of birth, phone, street addresses, ZIP codes and previous names) is
                  masked.
                  {!permissions.viewPii && ' Your role does not include viewing personal data.'}
                </span>
                {permissions.viewPii && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setReveal(true);
                    }}
                  >
                    Show personal data
                  </Button>
                )}
              </div>
            )}

            <PersonalSection formData={record.formData} />
            <AddressesSection formData={record.formData} />
            <EducationSection formData={record.formData} />
            <EmploymentSection formData={record.formData} />
            <ConsentSection consent={record.consent} />
            <DocumentsSection verificationId={record.verificationId} documents={record.documents} />
            <RequestHistory verificationId={record.verificationId} />
          </div>
        )
      )}
    </Dialog>
  );
}
