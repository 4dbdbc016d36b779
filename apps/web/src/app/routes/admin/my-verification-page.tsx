import { ShieldCheck } from 'lucide-react';
import { Button, EmptyState, LoadingScreen } from '../../../components/ui';
import { useMyVerifications } from '../../../features/my-verification/api/my-verification-api';
import { OwnVerificationCard } from '../../../features/my-verification/components/own-verification-card';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /my-verification — what a signed-in candidate sees: their own verification and any open request. */
function MyVerificationPage() {
  useDocumentTitle('My verification');
  const session = useSession();
  const allowed = session.status === 'signed-in' && sessionCan(session, 'view_own_status');
  const list = useMyVerifications();

  if (session.status === 'signed-in' && !allowed) {
    return (
      <div className="mx-auto w-full max-w-2xl">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">My verification</h1>
        <p className="mt-3 text-ink">
          This page is for candidates. Staff find verifications on the dashboard and the review workspace.
        </p>
      </div>
    );
  }
  if (list.isPending) return <LoadingScreen label="Loading your verification..." />;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">My verification</h1>
        <p className="mt-1 text-ink-muted">
          Where your background verification stands, and anything asked of you.
        </p>
      </div>
      {list.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <span className="flex-1">{list.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : list.data.verifications.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No verification requested yet"
          description="When an employer asks you to complete a background verification, it appears here and you get an email with your private link."
        />
      ) : (
        list.data.verifications.map((verification) => (
          <OwnVerificationCard key={verification.verificationId} verification={verification} />
        ))
      )}
    </div>
  );
}

export { MyVerificationPage as Component };
