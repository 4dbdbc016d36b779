import { Link, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_CONFIRMED_MESSAGE } from '@candor/contracts';
import { isEmailConfirmationLanding } from '../../../features/account/components/email-confirmed-notice';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Only same-site paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/dashboard';
}

function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title="Sign in to Candor"
      description="Welcome back. Sign in to invite candidates and review verifications."
      footer={
        <>
          New to Candor?{' '}
          <Link to="/register" className="font-medium text-brand-700 underline underline-offset-4">
            Start a free trial
          </Link>
        </>
      }
    >
      {isEmailConfirmationLanding(params.get('redirectTo')) && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {EMAIL_CONFIRMED_MESSAGE}. Sign in to continue.
        </p>
      )}
      <LoginForm
        onSignedIn={() => void navigate(safeRedirect(params.get('redirectTo')), { replace: true })}
      />
    </AuthCard>
  );
}

export { LoginPage as Component };
