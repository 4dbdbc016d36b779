import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { resetPassword } from '../../../features/auth/api/auth-api';
import { AuthCard, FormError } from '../../../features/auth/components/auth-card';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';

const schema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** The page a reset email links to (…/reset-password?token=…). */
function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const navigate = useNavigate();
  const form = useZodForm(schema, { password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body || !token) return;
    setBusy(true);
    try {
      await resetPassword(token, body.password);
      window.alert('Your password has been changed. Sign in with your new password.');
      void navigate('/login', { replace: true });
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'VALIDATION_FAILED' && caught.details.length > 0) {
        // The server names the field `newPassword`; this form calls it `password`.
        form.showServerErrors(
          caught.details.map((d) => (d.path === 'newPassword' ? { ...d, path: 'password' } : d)),
        );
        return;
      }
      setError('This reset link has expired or was already used. Ask for a new one.');
    } finally {
      setBusy(false);
    }
  }

  const invalidLink = !token || linkError;
  return (
    <AuthCard
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className="font-medium text-brand-700 underline underline-offset-4">
          Ask for a new link
        </Link>
      }
    >
      {invalidLink ? (
        <FormError message="This reset link has expired or was already used. Ask for a new one." />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormError message={error} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            placeholder="8+ characters"
            required
            {...form.field('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
          <Button type="submit" loading={busy} className="w-full">
            Change password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
