import { VIEW_PERMISSIONS } from '@candor/contracts';
import { LoadingScreen } from '../../../components/ui';
import { NoDepartmentNotice } from '../../../features/members/components/no-department-notice';
import { ReviewWorkspace } from '../../../features/review/components/review-workspace';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /admin/dashboard — the review workspace; the server decides what each action may do. */
function AdminDashboardPage() {
  useDocumentTitle('Verifications');
  const session = useSession();
  if (session.status !== 'signed-in') return <LoadingScreen />;

  if (!VIEW_PERMISSIONS.some((permission) => sessionCan(session, permission))) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Verifications</h1>
        <p role="alert" className="rounded-md border border-border bg-surface p-4 text-sm text-ink">
          Your role does not include viewing verifications. Ask an administrator of your organisation for a
          role that does, such as Recruiter, HR Manager or HR Director.
        </p>
      </div>
    );
  }

  return (
    <>
      <NoDepartmentNotice />
      <ReviewWorkspace
        permissions={{
          viewPii: sessionCan(session, 'view_pii'),
          approve: sessionCan(session, 'approve_verifications'),
          reject: sessionCan(session, 'reject_verifications'),
          staffScreens: sessionCan(session, 'initiate_verification'),
          runChecks:
            sessionCan(session, 'initiate_verification') || sessionCan(session, 'approve_verifications'),
          reviewFindings:
            sessionCan(session, 'approve_verifications') || sessionCan(session, 'reject_verifications'),
          verifyClaims: sessionCan(session, 'approve_verifications'),
          requestInfo: (
            ['initiate_verification', 'approve_verifications', 'reject_verifications'] as const
          ).some((p) => sessionCan(session, p)),
        }}
      />
    </>
  );
}

export { AdminDashboardPage as Component };
