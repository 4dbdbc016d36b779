import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { requiredEmail } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { requestPasswordReset } from '../../../features/auth/api/auth-api';
import { AuthCard, FormError } from '../../../features/auth/components/auth-card';
import { isApiError } from '../../../lib/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useZodForm } from '../../../lib/use-zod-form';

const schema = z.object({ email: requiredEmail() });

/** Always the same neutral answer, whether or not the address has an account. */
function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const form = useZodForm(schema, { email: '' });
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await requestPasswordReset(body.email);
      setSent(true);
    } catch (caught) {
      setError(
        isApiError(caught) && caught.status === 429
          ? caught.message
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-medium text-brand-700 underline underline-offset-4">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <p
          role="status"
          className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-900"
        >
          If an account exists for that address, a reset link is on its way. The link works once, for one
          hour.
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <FormError message={error} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            {...form.field('email')}
          />
          <Button type="submit" loading={busy} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
