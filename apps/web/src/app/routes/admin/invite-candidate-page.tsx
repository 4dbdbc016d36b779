import { useSearchParams } from 'react-router';
import { Card, CardContent, LoadingScreen } from '../../../components/ui';
import { PlanLimitNotice } from '../../../features/billing/components/plan-limit-notice';
import { InviteCandidateForm } from '../../../features/invitations/components/invite-candidate-form';
import { sessionCan, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /invite-candidate — staff invite a candidate; `?email=` prefills the address (from the email pre-check). */
function InviteCandidatePage() {
  useDocumentTitle('Invite a candidate');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const initialEmail = (searchParams.get('email') ?? '').trim().slice(0, 254);

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
