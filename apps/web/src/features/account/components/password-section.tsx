import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, newPasswordSchema } from '@candor/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TextField,
} from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { changePassword } from '../api/account-api';

const schema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection() {
  const form = useZodForm(schema, empty);
  const [status, setStatus] = useState<{ kind: 'done' } | { kind: 'error'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setStatus(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      await changePassword(body.currentPassword, body.newPassword);
      form.reset();
      setStatus({ kind: 'done' });
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'VALIDATION_FAILED' && caught.details.length > 0) {
        // e.g. a common password: the server's message goes under the field it names.
        form.showServerErrors(caught.details);
        return;
      }
      setStatus({
        kind: 'error',
        message:
          isApiError(caught) && caught.status < 500
            ? 'The current password is not correct, or the new one is not allowed.'
            : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Password</CardTitle>
        <CardDescription>Changing it signs out your other devices.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex max-w-sm flex-col gap-3">
          {status?.kind === 'done' && (
            <p role="status" className="text-sm text-emerald-800">
              Your password has been changed.
            </p>
          )}
          {status?.kind === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              {status.message}
            </p>
          )}
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.field('currentPassword')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            placeholder="8+ characters"
            {...form.field('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <div>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
