import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { STATUS_NOT_FOUND } from '@candor/contracts';
import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  LoadingScreen,
  StatusBadge,
} from '../../../components/ui';
import { useStaffInformation } from '../../../features/candidate-portal/api/staff-information-api';
import { StaffInformationForm } from '../../../features/candidate-portal/components/staff-information-form';
import { isApiError } from '../../../lib/api-error';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const [notFoundTitle = 'Verification Not Found', notFoundText = ''] = STATUS_NOT_FOUND.split(' - ');

/** /verification/:id/candidate-information — staff complete or correct the candidate's data. */
function CandidateInformationPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const [reveal, setReveal] = useState(false);
  const masked = useStaffInformation(id, false);
  // The full SSN and date of birth are fetched only when asked for: each reveal is audited.
  const revealed = useStaffInformation(id, true, reveal);
  const record = reveal && revealed.data ? revealed : masked;
  const missing =
    masked.isError &&
    isApiError(masked.error) &&
    (masked.error.status === 404 || masked.error.status === 400);
  useDocumentTitle(missing ? notFoundTitle : 'Candidate information');

  if (masked.isPending) return <LoadingScreen label="Loading candidate information..." />;
  if (missing) {
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-xl border border-border bg-surface px-5 py-10 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{notFoundTitle}</h1>
        <p className="text-ink-muted">{notFoundText}</p>
        <Link to="/dashboard" className={buttonClassName({ className: 'mt-2 w-full sm:w-auto' })}>
          Return to Dashboard
        </Link>
      </section>
    );
  }
  if (masked.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <span className="flex-1">{masked.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => void masked.refetch()}>
          Retry
        </Button>
      </div>
    );
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
