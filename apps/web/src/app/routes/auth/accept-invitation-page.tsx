import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { roleLabels } from '@candor/contracts';
import { Skeleton } from '../../../components/ui';
import { staffInvitationLookupQuery } from '../../../features/auth/api/invitation-api';
import { AcceptInvitationForm } from '../../../features/auth/components/accept-invitation-form';
import { AuthCard, FormError } from '../../../features/auth/components/auth-card';
import { useDocumentTitle } from '../../../lib/use-document-title';

const INVALID_LINK = 'This invitation link is not valid.';

/** The page a staff invitation email links to (/accept-invitation?token=…). */
function AcceptInvitationPage() {
  useDocumentTitle('Accept your invitation');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const lookup = useQuery({ ...staffInvitationLookupQuery(token), enabled: token.length > 0 });

  const footer = (
    <>
      Already have an account?{' '}
      <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
        Sign in
      </Link>
    </>
  );

  if (!token) {
    return (
      <AuthCard title="Accept your invitation" footer={footer}>
        <FormError message={INVALID_LINK} />
      </AuthCard>
    );
  }
  if (lookup.isPending) {
    return (
      <AuthCard title="Accept your invitation">
        <Skeleton className="h-64 w-full" announce />
      </AuthCard>
    );
  }
  if (lookup.isError) {
    return (
      <AuthCard title="Accept your invitation" footer={footer}>
        <FormError message={lookup.error.message} />
      </AuthCard>
    );
  }
  const { invitation } = lookup.data;
  return (
    <AuthCard
      title={`Join ${invitation.organisationName}`}
      description={
        <>
          You were invited to {invitation.organisationName} on Candor as{' '}
          {invitation.roles.map((r) => roleLabels[r]).join(', ')}. Choose your name and a password to finish.
        </>
      }
      footer={footer}
    >
      <AcceptInvitationForm
        token={token}
        email={invitation.email}
        onAccepted={(redirectTo) => {
          void navigate(redirectTo, { replace: true });
        }}
      />
    </AuthCard>
  );
}

export { AcceptInvitationPage as Component };
