import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LOADING_VERIFICATION_STATUS } from '@candor/contracts';
import { Button, LoadingScreen, buttonClassName } from '../../../components/ui';
import {
  useVerificationRecord,
  useVerificationStatus,
} from '../../../features/verification-status/api/status-api';
import { StatusCard } from '../../../features/verification-status/components/status-card';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline print:hidden"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}

/** /verification/:id/status — the status screen (docs/product.md#the-status-screen), from the API. */
function VerificationStatusPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const status = useVerificationStatus(id);
  const record = useVerificationRecord(id);
  const missing = status.isError && isVerificationMissing(status.error);
  useDocumentTitle(missing ? VERIFICATION_NOT_FOUND_TITLE : 'Verification status');

  if (status.isPending) return <LoadingScreen label={LOADING_VERIFICATION_STATUS} />;
  if (missing) return <VerificationNotFound />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <BackToDashboard />
      <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verification status</h1>
      {status.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          The verification status could not be loaded: {status.error.message}
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <StatusCard view={status.data.verification} record={record.data?.verification} />
          {sessionCan(session, 'initiate_verification') && (
            <nav aria-label="This verification" className="flex flex-col gap-2 sm:flex-row print:hidden">
              <Link
                to={`/verification/${status.data.verification.id}/documents`}
                className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}
              >
                Documents
              </Link>
              <Link
                to={`/verification/${status.data.verification.id}/candidate-information`}
                className={buttonClassName({ variant: 'secondary', className: 'w-full sm:w-auto' })}
              >
                Candidate information
              </Link>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

export { VerificationStatusPage as Component };
