import { useState } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent, LoadError, LoadingScreen } from '../../../components/ui';
import { useStaffInformation } from '../../../features/candidate-portal/api/staff-information-api';
import { StaffInformationForm } from '../../../features/candidate-portal/components/staff-information-form';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { VerificationPageHeader } from '../../../features/verification-status/components/verification-page-header';
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
      <VerificationPageHeader
        verificationId={verification.verificationId}
        title="Candidate information"
        candidateName={verification.candidateName}
        status={verification.status}
      >
        {reveal && revealed.isError && (
          <p role="alert" className="text-sm text-red-700">
            {revealed.error.message}
          </p>
        )}
      </VerificationPageHeader>
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
