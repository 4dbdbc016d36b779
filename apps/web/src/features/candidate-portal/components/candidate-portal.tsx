import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCandidatePortal } from '../api/portal-api';
import { CandidatePortalForm } from './candidate-portal-form';
import { PortalLoadError, PortalNotFound, PortalSubmittedStatus } from './portal-screens';

export const LOADING_VERIFICATION_DETAILS = 'Loading verification details...';

/**
 * The candidate portal behind a private link. The invitation's query parameters only greet the
 * candidate while the server's record loads; then they are dropped from the address bar.
 */
export function CandidatePortal({ token }: { token: string }) {
  const portal = useCandidatePortal(token);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const greeting = searchParams.get('firstName')?.trim().slice(0, 100) ?? '';
  const loaded = portal.isSuccess;
  const hasQuery = searchParams.size > 0;

  useDocumentTitle(
    portal.isError && isApiError(portal.error) && portal.error.status === 404
      ? 'Verification Not Found'
      : 'Background Verification',
  );

  useEffect(() => {
    // Personal data stays out of the browser history once the server has answered.
    if (loaded && hasQuery) void navigate({ search: '' }, { replace: true });
  }, [loaded, hasQuery, navigate]);

  if (portal.isPending) {
    return (
      <div className="flex flex-col items-center">
        {greeting && <p className="pt-8 text-lg font-medium text-ink">Welcome, {greeting}</p>}
        <LoadingScreen label={LOADING_VERIFICATION_DETAILS} />
      </div>
    );
  }
  if (portal.isError) {
    if (isApiError(portal.error) && portal.error.status === 404) return <PortalNotFound />;
    return (
      <PortalLoadError
        message={portal.error.message}
        onRetry={() => {
          void portal.refetch();
        }}
      />
    );
  }
  const data = portal.data.portal;
  if (data.submitted) return <PortalSubmittedStatus status={data.status} submittedAt={data.submittedAt} />;
  return <CandidatePortalForm key={data.verificationId} token={token} portal={data} />;
}
