import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { VIEW_PERMISSIONS } from '@candor/contracts';
import { LoadError, LoadingScreen } from '../../../components/ui';
import { CaseView } from '../../../features/case/components/case-view';
import { useVerificationDetail } from '../../../features/review/api/review-api';
import type { ReviewPermissions } from '../../../features/review/components/details-dialog';
import { useVerificationStatus } from '../../../features/verification-status/api/status-api';
import {
  isVerificationMissing,
  VERIFICATION_NOT_FOUND_TITLE,
  VerificationNotFound,
} from '../../../features/verification-status/components/verification-not-found';
import { sessionCan, useSession, type SessionState } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { verificationQueryOptions } from '../../../lib/verification-queries';

function permissionsOf(session: SessionState): ReviewPermissions {
  const can = (permission: Parameters<typeof sessionCan>[1]) => sessionCan(session, permission);
  return {
    viewPii: can('view_pii'),
    approve: can('approve_verifications'),
    reject: can('reject_verifications'),
    staffScreens: can('initiate_verification'),
    runChecks: can('initiate_verification') || can('approve_verifications'),
    reviewFindings: can('approve_verifications') || can('reject_verifications'),
    verifyClaims: can('approve_verifications'),
    requestInfo: can('initiate_verification') || can('approve_verifications') || can('reject_verifications'),
  };
}

function BackToVerifications() {
  return (
    <Link
      to="/admin/dashboard"
      className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to verifications
    </Link>
  );
}

/** /verifications/:id — one verification as a case page (deep-linkable inside the organisation). */
function VerificationCasePage() {
  const { id = '' } = useParams();
  const session = useSession();
  const [reveal, setReveal] = useState(false);
  const masked = useQuery(verificationQueryOptions(id));
  const shown = useVerificationDetail(id, reveal);
  const status = useVerificationStatus(id);
  const missing = masked.isError && isVerificationMissing(masked.error);
  const name = masked.data?.verification.candidateName;
  useDocumentTitle(missing ? VERIFICATION_NOT_FOUND_TITLE : name ? `${name} – Verification` : 'Verification');

  if (session.status !== 'signed-in' || masked.isPending) {
    return <LoadingScreen label="Loading the verification…" />;
  }
  if (!VIEW_PERMISSIONS.some((permission) => sessionCan(session, permission))) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verification</h1>
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not include viewing verifications. Ask an administrator of your organisation for a
          role that does, such as Recruiter, HR Manager or HR Director.
        </p>
      </div>
    );
  }
  if (missing) return <VerificationNotFound />;

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToVerifications />
        <Link
          to={`/ai-verification-dashboard?verification=${id}`}
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Ask the assistant
        </Link>
      </div>
      {!masked.data ? (
        <>
          <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verification</h1>
          <LoadError onRetry={() => void masked.refetch()}>
            The verification could not be loaded: {masked.error.message}
          </LoadError>
        </>
      ) : (
        <>
          {shown.isError && reveal && (
            <LoadError>The personal data could not be shown: {shown.error.message}</LoadError>
          )}
          <CaseView
            record={shown.data?.verification ?? masked.data.verification}
            maskedRecord={masked.data.verification}
            statusView={status.data?.verification}
            permissions={permissionsOf(session)}
            onReveal={() => {
              setReveal(true);
            }}
          />
        </>
      )}
    </div>
  );
}

export { VerificationCasePage as Component };
