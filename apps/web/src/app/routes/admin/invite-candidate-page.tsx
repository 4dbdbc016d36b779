import { useLocation } from 'react-router';
import { Card, CardContent, LoadingScreen } from '../../../components/ui';
import { PlanLimitNotice } from '../../../features/billing/components/plan-limit-notice';
import { InviteCandidateForm } from '../../../features/invitations/components/invite-candidate-form';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The address the email pre-check hands over in the navigation state (never in the URL). */
function checkedEmailOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  const { email } = state;
  return typeof email === 'string' ? email.trim().slice(0, 254) : '';
}

/** /invite-candidate — staff invite a candidate; the email pre-check's address arrives prefilled. */
function InviteCandidatePage() {
  useDocumentTitle('Invite a candidate');
  const session = useSession();
  const initialEmail = checkedEmailOf(useLocation().state);

  if (session.status !== 'signed-in') return <LoadingScreen />;
  const { user } = session.me;
  const inviter = { name: `${user.firstName} ${user.lastName}`.trim() || user.name, email: user.email };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Invite a candidate</h1>
        <p className="mt-1 text-ink-muted">
          The candidate gets an email with a private link to a short five-step verification form. No account
          is needed.
        </p>
      </div>
      <PlanLimitNotice />
      <Card>
        <CardContent className="p-5 sm:p-6">
          {sessionCan(session, 'initiate_verification') ? (
            <InviteCandidateForm key={initialEmail} initialEmail={initialEmail} inviter={inviter} />
          ) : (
            <p role="alert" className="text-sm text-ink">
              Your role does not allow inviting candidates. Ask an administrator of your organisation for the
              Recruiter, Hiring Manager, HR Manager or HR Director role.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

export { InviteCandidatePage as Component };
