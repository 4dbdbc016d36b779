import { useParams } from 'react-router';
import { verificationTypeLabels } from '@candor/contracts';
import { Card, CardContent, LoadError, LoadingScreen } from '../../../components/ui';
import { usePanelVerification } from '../../../features/document-panel/api/document-panel-api';
import {
  DocumentUploadPanel,
  StoredDocuments,
} from '../../../features/document-panel/components/document-upload-panel';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { VerificationPageHeader } from '../../../features/verification-status/components/verification-page-header';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /verification/:id/documents — the document upload panel (docs/product.md#documents), on the API. */
function VerificationDocumentsPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const record = usePanelVerification(id);
  const missing = record.isError && isVerificationMissing(record.error);
  useDocumentTitle(missing ? VERIFICATION_NOT_FOUND_TITLE : 'Verification documents');

  if (record.isPending) return <LoadingScreen label="Loading documents..." />;
  if (missing) return <VerificationNotFound />;
  if (record.isError) {
    return <LoadError onRetry={() => void record.refetch()}>{record.error.message}</LoadError>;
  }
  const verification = record.data.verification;
  const decided = verification.status === 'COMPLETED' || verification.status === 'FAILED';
  const canUpload = sessionCan(session, 'initiate_verification');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <VerificationPageHeader
        verificationId={verification.verificationId}
        title="Verification documents"
        candidateName={verification.candidateName}
        status={verification.status}
        detail={<span>· {verificationTypeLabels[verification.verificationType]}</span>}
      />
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
