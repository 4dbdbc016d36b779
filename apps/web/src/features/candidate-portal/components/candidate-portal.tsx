import { useEffect } from 'react';
import { LoadingScreen } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCandidatePortal } from '../api/portal-api';
import { CandidatePortalForm } from './candidate-portal-form';
import { PortalLoadError, PortalNotFound, PortalSubmittedStatus } from './portal-screens';

export const LOADING_VERIFICATION_DETAILS = 'Loading verification details...';

/**
 * The candidate portal behind a private link. The link carries only its token: the name and
 * email come from the server's record. Links mailed before that carried them in a query string,
 * which is dropped from the address bar unread.
 */
export function CandidatePortal({ token }: { token: string }) {
  const { state, reload, retry } = useCandidatePortal(token);
  const loaded = state.status === 'success';
  const notFound = state.status === 'error' && isApiError(state.error) && state.error.status === 404;

  useDocumentTitle(notFound ? 'Verification Not Found' : 'Background Verification');

  useEffect(() => {
    // Personal data stays out of the browser history once the server has answered.
    if (loaded && window.location.search !== '') {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    }
  }, [loaded]);

  if (state.status === 'pending') {
    return <LoadingScreen label={LOADING_VERIFICATION_DETAILS} />;
  }
  if (state.status === 'error') {
    if (notFound) return <PortalNotFound />;
    return <PortalLoadError message={state.error.message} onRetry={retry} />;
  }
  const data = state.portal;
  if (data.submitted) return <PortalSubmittedStatus status={data.status} submittedAt={data.submittedAt} />;
  return <CandidatePortalForm key={data.verificationId} token={token} portal={data} onGone={reload} />;
}
