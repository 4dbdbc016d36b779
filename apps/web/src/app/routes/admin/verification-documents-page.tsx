import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { STATUS_NOT_FOUND, verificationTypeLabels } from '@candor/contracts';
import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  LoadingScreen,
  StatusBadge,
} from '../../../components/ui';
import { usePanelVerification } from '../../../features/document-panel/api/document-panel-api';
import {
  DocumentUploadPanel,
  StoredDocuments,
} from '../../../features/document-panel/components/document-upload-panel';
import { isApiError } from '../../../lib/api-error';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const [notFoundTitle = 'Verification Not Found', notFoundText = ''] = STATUS_NOT_FOUND.split(' - ');

/** /verification/:id/documents — SPEC §2 document upload panel, on the API. */
function VerificationDocumentsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const record = usePanelVerification(id);
  const missing =
    record.isError &&
    isApiError(record.error) &&
    (record.error.status === 404 || record.error.status === 400);
  useDocumentTitle(missing ? notFoundTitle : 'Verification documents');

  if (record.isPending) return <LoadingScreen label="Loading documents..." />;
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
  if (record.isError) {
    return (
      <div
        role="alert"
        className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <span className="flex-1">{record.error.message}</span>
        <Button variant="secondary" size="sm" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const verification = record.data.verification;
  const decided = verification.status === 'COMPLETED' || verification.status === 'FAILED';
  const canUpload = sessionCan(session, 'initiate_verification');

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
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verification documents</h1>
        <p className="flex flex-wrap items-center gap-2 text-ink-muted">
          <span className="font-medium [overflow-wrap:anywhere] text-ink">{verification.candidateName}</span>
          <span>· {verificationTypeLabels[verification.verificationType]}</span>
          <StatusBadge status={verification.status} />
        </p>
      </div>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">
            Stored documents ({verification.documents.length})
          </h2>
          <StoredDocuments verificationId={verification.verificationId} documents={verification.documents} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">Upload documents</h2>
          {!canUpload ? (
            <p className="text-sm text-ink">Your role does not allow adding documents to verifications.</p>
          ) : decided ? (
            <p className="text-sm text-ink">
              This verification has already been decided, so no more documents can be added.
            </p>
          ) : (
            <DocumentUploadPanel verification={verification} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { VerificationDocumentsPage as Component };
