import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card, CardContent, LoadError, LoadingScreen, StatusBadge } from '../../../components/ui';
import { useStaffInformation } from '../../../features/candidate-portal/api/staff-information-api';
import { StaffInformationForm } from '../../../features/candidate-portal/components/staff-information-form';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /verification/:id/candidate-information — staff complete or correct the candidate's data. */
function CandidateInformationPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const [reveal, setReveal] = useState(false);
  const masked = useStaffInformation(id, false);
  // The full SSN and date of birth are fetched only when asked for: each reveal is audited.
  const revealed = useStaffInformation(id, true, reveal);
  const record = reveal && revealed.data ? revealed : masked;
  const missing = masked.isError && isVerificationMissing(masked.error);
  useDocumentTitle(missing ? VERIFICATION_NOT_FOUND_TITLE : 'Candidate information');

  if (masked.isPending) return <LoadingScreen label="Loading candidate information..." />;
  if (missing) return <VerificationNotFound />;
  if (masked.isError) {
    return <LoadError onRetry={() => void masked.refetch()}>{masked.error.message}</LoadError>;
  }
  const verification = record.data?.verification ?? masked.data.verification;
  const decided = verification.status === 'COMPLETED' || verification.status === 'FAILED';
  const canEdit = sessionCan(session, 'initiate_verification');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <Link
        to={`/verification/${verification.verificationId}/status`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to verification status
      </Link>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Candidate information</h1>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          <span className="font-medium [overflow-wrap:anywhere] text-ink">{verification.candidateName}</span>
          <StatusBadge status={verification.status} />
        </p>
        {reveal && revealed.isError && (
          <p role="alert" className="text-sm text-red-700">
            {revealed.error.message}
          </p>
        )}
      </div>
      <Card>
        <CardContent className="p-5 sm:p-6">
          {!canEdit ? (
            <p className="text-sm text-ink">Your role does not allow changing candidate information.</p>
          ) : decided ? (
            <p className="text-sm text-ink">
              This verification has already been decided, so its candidate information can no longer be
              changed.
            </p>
          ) : (
            <StaffInformationForm
              verification={verification}
              canReveal={sessionCan(session, 'view_pii')}
              revealing={reveal && revealed.isFetching}
              onReveal={() => {
                setReveal(true);
              }}
              onSaved={() => {
                setReveal(false);
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { CandidateInformationPage as Component };
