import { useState, type SyntheticEvent } from 'react';
import { acceptStaffInvitationBodySchema } from '@candor/contracts';
import { Button, TextField } from '../../../components/ui';
import { ApiError } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { acceptStaffInvitation } from '../api/invitation-api';
import { FormError } from './auth-card';
import { NewPasswordFields } from './new-password-fields';

/** The invitee chooses their name and password (the same rules as registration). */
export function AcceptInvitationForm({
  token,
  email,
  onAccepted,
}: {
  token: string;
  email: string;
  onAccepted: (redirectTo: string) => void;
}) {
  const form = useZodForm(acceptStaffInvitationBodySchema, {
    token,
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setError(null);
    const body = form.validate();
    if (!body) return;
    setBusy(true);
    try {
      onAccepted(await acceptStaffInvitation(body));
    } catch (caught) {
      if (caught instanceof ApiError && caught.details.length > 0 && caught.code === 'VALIDATION_FAILED') {
        form.showServerErrors(caught.details);
      } else {
        setError(caught instanceof Error ? caught.message : 'The invitation could not be accepted.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={error} />
      <TextField label="Email" value={email} readOnly hint="You will sign in with this address." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
      </div>
      <NewPasswordFields password={form.field('password')} confirm={form.field('confirmPassword')} />
      <Button type="submit" loading={busy} className="w-full">
        {busy ? 'Creating your account...' : 'Join and sign in'}
      </Button>
    </form>
  );
}
