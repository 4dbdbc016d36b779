import { useSearchParams } from 'react-router';
import { ASSISTANT_PERMISSIONS } from '@candor/contracts';
import { AssistantDashboard } from '../../../features/assistant/components/assistant-dashboard';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadingScreen } from '../../../components/ui';

/** /ai-verification-dashboard — the verification assistant (staff who see or start verifications). */
function AiVerificationDashboardPage() {
  useDocumentTitle('AI verification assistant');
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status !== 'signed-in') return <LoadingScreen label="Loading…" />;
  if (!ASSISTANT_PERMISSIONS.some((permission) => sessionCan(session, permission))) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          AI verification assistant
        </h1>
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not include verifications. Ask an administrator of your organisation for a role that
          does, such as Recruiter, HR Manager or HR Director.
        </p>
      </div>
    );
  }
  return (
    <AssistantDashboard
      initialSessionId={params.get('session')}
      fromVerificationId={params.get('verification')}
    />
  );
}

export { AiVerificationDashboardPage as Component };
