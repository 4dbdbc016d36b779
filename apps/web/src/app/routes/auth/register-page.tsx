import { Link, useNavigate } from 'react-router';
import { FREE_TRIAL } from '@candor/contracts';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useDocumentTitle } from '../../../lib/use-document-title';

function RegisterPage() {
  useDocumentTitle('Start your free trial');
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Start your free trial"
      description={`${FREE_TRIAL.verifications} free verifications and ${FREE_TRIAL.days} days of full access. No card needed.`}
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={() => void navigate('/registration-success')} />
    </AuthCard>
  );
}

export { RegisterPage as Component };
